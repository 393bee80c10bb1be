import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';

/** A blog category as the back office reads it: texts in the asked language (the main language as fallback). */
export class BlogCategoryAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ example: 'news' })
  url: string;

  @ApiProperty()
  order: number;

  @ApiProperty({ example: 'News', description: "'' when no language has a text" })
  title: string;

  @ApiProperty({ description: 'Sanitised rich text' })
  description: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true, description: 'The languages that have their own texts, sorted (others show the fallback)' })
  translated_languages: LanguageCode[];

  @ApiProperty({ description: 'Articles placed in it (published or not)' })
  article_count: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A blog article as the back office reads it. */
export class BlogArticleAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ example: 'how-we-pick-our-tea' })
  url: string;

  @ApiProperty({ example: 'How we pick our tea', description: "'' when no language has a text" })
  title: string;

  @ApiProperty()
  summary: string;

  @ApiProperty({ description: 'Sanitised rich text' })
  content: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the uploaded cover image, null when there is none' })
  cover_image: string | null;

  @ApiProperty()
  author: string;

  @ApiProperty({ format: 'date-time' })
  publish_at: string;

  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true, description: 'The languages that have their own texts, sorted (others show the fallback)' })
  translated_languages: LanguageCode[];

  @ApiProperty({ description: 'Enabled and its publish date has come: the storefront shows it' })
  published: boolean;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: [Number] })
  category_ids: number[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A blog category as an article names it. */
export class BlogCategoryLink {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'news' })
  url: string;

  @ApiProperty({ example: 'News' })
  title: string;
}

/** A published article as lists show it. */
export class BlogArticleCard {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'how-we-pick-our-tea' })
  url: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  summary: string;

  @ApiProperty({ type: String, nullable: true })
  cover_image: string | null;

  @ApiProperty()
  author: string;

  @ApiProperty({ format: 'date-time' })
  publish_at: string;

  @ApiProperty({ type: [String] })
  tags: string[];
}

/** POST /api/article: a published article in one language, its enabled categories and related articles. */
export class StorefrontArticle extends BlogArticleCard {
  @ApiProperty({ description: 'Sanitised rich text' })
  content: string;

  @ApiProperty({ description: 'Staff meta title, else the title' })
  meta_title: string;

  @ApiProperty({ description: "Staff meta description, else the summary ('' without either)" })
  meta_description: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ type: [BlogCategoryLink] })
  categories: BlogCategoryLink[];

  @ApiProperty({ type: [BlogArticleCard], description: 'Up to 4 published articles sharing its categories or tags, those sharing most first, then the newest' })
  related: BlogArticleCard[];
}

/** A blog category as its page shows it. */
export class StorefrontBlogCategory extends BlogCategoryLink {
  @ApiProperty({ description: 'Sanitised rich text' })
  description: string;

  @ApiProperty({ description: 'Staff meta title, else the title' })
  meta_title: string;

  @ApiProperty()
  meta_description: string;
}

/** POST /api/blog/category: the category and one page of its published articles, newest first. */
export class StorefrontBlogCategoryPage {
  @ApiProperty({ type: StorefrontBlogCategory })
  category: StorefrontBlogCategory;

  @ApiProperty({ type: [BlogArticleCard] })
  articles: BlogArticleCard[];

  @ApiProperty({ description: 'Published articles in the category' })
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  per_page: number;
}
