import { Link } from 'react-router-dom';
import { Picture } from '../../../components/Picture';
import { useI18n } from '../../../i18n';
import type { ArticleCard } from '../api/blog';
import { publishDate } from './dates';

export const articlePath = (url: string) => `/blog/article/${encodeURIComponent(url)}`;

/** Article cards: cover, title (a link to the article), date, author and summary. */
export function ArticleCards({ articles, headingLevel = 2 }: { articles: ArticleCard[]; headingLevel?: 2 | 3 }) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-cards">
      {articles.map((article, i) => (
        <li key={article.id} className="article-card">
          {article.cover_image && (
            <Picture
              src={article.cover_image}
              alt=""
              width={640}
              height={360}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              largest={960}
              className="article-card-cover"
              loading={i < 3 ? 'eager' : 'lazy'}
            />
          )}
          <Heading className="article-card-title">
            <Link to={articlePath(article.url)}>{article.title}</Link>
          </Heading>
          <p className="article-meta">
            <time dateTime={article.publish_at}>{publishDate(article.publish_at, locale)}</time>
            {article.author && <span> · {t('blog.by', { author: article.author })}</span>}
          </p>
          {article.summary && <p className="article-card-summary">{article.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
