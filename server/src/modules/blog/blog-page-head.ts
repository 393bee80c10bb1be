import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { summaryOf } from '../../common/markup';
import { withSiteName, type PageHead, type SiteNames } from '../catalog';

/** Blog pages' addresses: /blog/article/{url} and /blog/category/{url}. */
export const BLOG_PATH = /^\/blog\/(article|category)\/([^/?#]+)\/?$/;

/** The description a blog page gets when neither staff nor the text give one. */
const GENERATED: Record<LanguageCode, { article: string; category: string }> = {
  en_us: { article: '{title}: an article on the {site} blog.', category: '{title}: articles on the {site} blog.' },
  zh_hk: { article: '{site}網誌文章：{title}。', category: '{site}網誌的「{title}」文章。' },
  zh_cn: { article: '{site}博客文章：{title}。', category: '{site}博客的“{title}”文章。' },
};

/** A text in the asked language ($2), else the main one ($3), else the first written. */
const TEXT = (table: string, owner: string, alias: string, column: string) =>
  `COALESCE((SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id AND x.language = $2),
            (SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id AND x.language = $3),
            (SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id ORDER BY x.id LIMIT 1))`;

const ARTICLE_HEAD = `
  SELECT COALESCE(${TEXT('blog_article_translation', 'article_id', 'a', 'meta_title')}, ${TEXT('blog_article_translation', 'article_id', 'a', 'title')}) AS title,
         COALESCE(${TEXT('blog_article_translation', 'article_id', 'a', 'meta_description')}, ${TEXT('blog_article_translation', 'article_id', 'a', 'summary')},
                  ${TEXT('blog_article_translation', 'article_id', 'a', 'content')}, '') AS description,
         a.cover_image AS image
    FROM blog_article a WHERE a.url = $1 AND a.enabled AND a.publish_at <= now()`;

const CATEGORY_HEAD = `
  SELECT COALESCE(${TEXT('blog_category_translation', 'category_id', 'c', 'meta_title')}, ${TEXT('blog_category_translation', 'category_id', 'c', 'title')}) AS title,
         COALESCE(${TEXT('blog_category_translation', 'category_id', 'c', 'meta_description')}, ${TEXT('blog_category_translation', 'category_id', 'c', 'description')}, '') AS description,
         NULL AS image
    FROM blog_category c WHERE c.url = $1 AND c.enabled`;

/**
 * Title, description and Open Graph picture of a blog page in `lang`, for the HTML the server sends:
 * one statement; undefined for an article that is not published or a category that is not enabled
 * (the page then answers 404), or a path that is not a blog page.
 */
export async function resolveBlogPageHead(
  dataSource: DataSource,
  path: string,
  lang: LanguageCode,
  site: SiteNames,
  origin: string,
): Promise<PageHead | undefined> {
  const match = BLOG_PATH.exec(path);
  if (!match) return undefined;
  let url: string;
  try {
    url = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  const kind = match[1] as 'article' | 'category';
  const [row]: { title: string | null; description: string; image: string | null }[] = await dataSource.query(
    kind === 'article' ? ARTICLE_HEAD : CATEGORY_HEAD,
    [url, lang, site.main],
  );
  if (!row?.title) return undefined;
  const siteName = site.names[lang] || site.names[site.main] || '';
  const title = withSiteName(row.title, siteName);
  const written = summaryOf(row.description ?? '');
  const description = written || GENERATED[lang][kind].replace('{site}', () => siteName || 'Shop').replace('{title}', () => row.title!);
  const image = row.image ? (/^https?:\/\//i.test(row.image) ? row.image : `${origin}${row.image}`) : undefined;
  return { title, description, ...(kind === 'article' ? { ogType: 'article' as const } : {}), ...(image ? { image } : {}) };
}
