import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type Article = Schema<'StorefrontArticle'>;
export type ArticleCard = Schema<'BlogArticleCard'>;
export type BlogCategoryPage = Schema<'StorefrontBlogCategoryPage'>;

/** Articles on one page of a blog category. */
export const BLOG_PER_PAGE = 12;

/** POST /api/article: a published article; 404 "Article cannot be found" when missing, disabled or scheduled. */
export const fetchArticle = (url: string, signal?: AbortSignal) => api.post<Article>('/article', { url }, { signal });

/** POST /api/blog/category: the category and one page of its published articles, newest first. */
export const fetchBlogCategory = (url: string, page: number, signal?: AbortSignal) =>
  api.post<BlogCategoryPage>('/blog/category', { url, page, per_page: BLOG_PER_PAGE }, { signal });
