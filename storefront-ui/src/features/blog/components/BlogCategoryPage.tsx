import { useSearchParams } from 'react-router-dom';
import { plainText, usePageDescription, usePageTitle } from '../../../app/page-title';
import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { Breadcrumb, LoadFailure, Pagination } from '../../catalog';
import { BLOG_PER_PAGE, fetchBlogCategory } from '../api/blog';
import { ArticleCards } from './ArticleCards';

/** The page asked for in ?page= (1 when missing or not a page number). */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /blog/category/{url}: the category's title and text and its published articles, newest first,
 * BLOG_PER_PAGE a page (?page=, each page a shareable address).
 */
export function BlogCategoryPage({ url }: { url: string }) {
  const { t, language } = useI18n();
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const remote = useRemote(JSON.stringify(['blog-category', language, url, page]), (signal) => fetchBlogCategory(url, page, signal), { page: true });
  const listing = remote.data && remote.data.category.url === url ? remote.data : null;
  const category = listing?.category ?? null;
  usePageTitle(category ? category.meta_title || category.title : null);
  usePageDescription(
    category ? category.meta_description || plainText(category.description) || t('seo.blogCategoryDescription', { title: category.title }) : null,
    category?.title,
  );

  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!listing || !category) {
    return (
      <div className="container page blog-category-page">
        <div className="skeleton skeleton-title" aria-hidden="true" />
      </div>
    );
  }
  const hrefFor = (n: number) => `/blog/category/${encodeURIComponent(url)}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <div className="container page blog-category-page">
      <Breadcrumb trail={[{ title: category.title }]} />
      <header className="blog-category-header">
        <h1>{category.title}</h1>
        {/* Sanitised by the server when saved and again when read. */}
        {category.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} />}
      </header>
      <section aria-labelledby="blog-count" aria-busy={remote.loading || undefined}>
        <p id="blog-count" className="listing-count">
          {t(listing.total === 1 ? 'blog.countOne' : 'blog.countMany', { count: listing.total })}
        </p>
        {listing.articles.length === 0 ? <p className="blog-empty">{t('blog.empty')}</p> : <ArticleCards articles={listing.articles} />}
        <Pagination page={page} perPage={listing.per_page || BLOG_PER_PAGE} total={listing.total} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
