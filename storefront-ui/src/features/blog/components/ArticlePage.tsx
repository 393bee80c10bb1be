import { Link } from 'react-router-dom';
import { usePageDescription, usePageTitle } from '../../../app/page-title';
import { Picture } from '../../../components/Picture';
import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { Breadcrumb, LoadFailure, StructuredData, absoluteUrl } from '../../catalog';
import { useSiteSettings } from '../../site';
import { fetchArticle, type Article } from '../api/blog';
import { ArticleCards, articlePath } from './ArticleCards';
import { publishDate } from './dates';

const categoryPath = (url: string) => `/blog/category/${encodeURIComponent(url)}`;

/** The article as a schema.org Article for search engines. */
function ArticleData({ article }: { article: Article }) {
  const { siteName } = useSiteSettings();
  return (
    <StructuredData
      data={{
        '@type': 'Article',
        headline: article.title,
        description: article.meta_description || undefined,
        datePublished: article.publish_at,
        dateModified: article.updated_at,
        mainEntityOfPage: absoluteUrl(articlePath(article.url)),
        ...(article.cover_image ? { image: [absoluteUrl(article.cover_image)] } : {}),
        ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
        ...(siteName ? { publisher: { '@type': 'Organization', name: siteName } } : {}),
        ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
      }}
    />
  );
}

function ArticleSkeleton() {
  return (
    <div className="container page article-page">
      <div className="skeleton skeleton-title" aria-hidden="true" />
    </div>
  );
}

/**
 * /blog/article/{url}: breadcrumb (its first category), title, date and author, cover, the content
 * (rich text the server sanitised when it was saved and again when it was read), categories, tags and
 * related articles. A missing, disabled or scheduled article shows "Article cannot be found" and goes home.
 */
export function ArticlePage({ url }: { url: string }) {
  const { t, language, locale } = useI18n();
  const remote = useRemote(JSON.stringify(['article', language, url]), (signal) => fetchArticle(url, signal), { page: true });
  const article = remote.data && remote.data.url === url ? remote.data : null;
  usePageTitle(article ? article.meta_title || article.title : null);
  usePageDescription(article ? article.meta_description || t('seo.articleDescription', { title: article.title }) : null, article?.title);

  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!article) return <ArticleSkeleton />;
  const category = article.categories[0];

  return (
    <div className="container page article-page">
      <ArticleData article={article} />
      <Breadcrumb trail={[...(category ? [{ title: category.title, to: categoryPath(category.url) }] : []), { title: article.title }]} />
      <article className="article">
        <header className="article-header">
          <h1>{article.title}</h1>
          <p className="article-meta">
            <time dateTime={article.publish_at}>{publishDate(article.publish_at, locale)}</time>
            {article.author && <span> · {t('blog.by', { author: article.author })}</span>}
          </p>
        </header>
        {article.cover_image && (
          <Picture
            src={article.cover_image}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 960px) 880px, 100vw"
            className="article-cover"
            fetchPriority="high"
          />
        )}
        {/* Sanitised by the server (sanitizeRichText) when saved and again when read: rendered as sent, also on the server. */}
        <div className="rich-text article-content" dangerouslySetInnerHTML={{ __html: article.content }} />
        {(article.categories.length > 0 || article.tags.length > 0) && (
          <footer className="article-footer">
            {article.categories.length > 0 && (
              <p>
                <span className="article-footer-label">{t('blog.categories')}</span>{' '}
                {article.categories.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 && ', '}
                    <Link to={categoryPath(c.url)}>{c.title}</Link>
                  </span>
                ))}
              </p>
            )}
            {article.tags.length > 0 && (
              <p>
                <span className="article-footer-label">{t('blog.tags')}</span>{' '}
                <span className="article-tags">
                  {article.tags.map((tag) => (
                    <span key={tag} className="chip">
                      {tag}
                    </span>
                  ))}
                </span>
              </p>
            )}
          </footer>
        )}
      </article>
      {article.related.length > 0 && (
        <section className="article-related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('blog.related')}</h2>
          <ArticleCards articles={article.related} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
