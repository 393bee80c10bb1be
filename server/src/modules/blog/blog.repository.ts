import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { preparedQuery } from '../../database/prepared-query';

/** Published: enabled and due. */
const PUBLISHED = (a: string) => `${a}.enabled AND ${a}.publish_at <= now()`;

/** A text of an article in the asked language ($1), else the main one ($2), else the first written. */
const ARTICLE_TEXT = (a: string, column: string) =>
  `COALESCE((SELECT x.${column} FROM blog_article_translation x WHERE x.article_id = ${a}.id AND x.language = $1),
            (SELECT x.${column} FROM blog_article_translation x WHERE x.article_id = ${a}.id AND x.language = $2),
            (SELECT x.${column} FROM blog_article_translation x WHERE x.article_id = ${a}.id ORDER BY x.id LIMIT 1), '')`;

/** The same for a blog category. */
const CATEGORY_TEXT = (c: string, column: string) =>
  `COALESCE((SELECT x.${column} FROM blog_category_translation x WHERE x.category_id = ${c}.id AND x.language = $1),
            (SELECT x.${column} FROM blog_category_translation x WHERE x.category_id = ${c}.id AND x.language = $2),
            (SELECT x.${column} FROM blog_category_translation x WHERE x.category_id = ${c}.id ORDER BY x.id LIMIT 1), '')`;

/** An article card (title and summary in the asked language) as one JSON object. */
const CARD = (a: string) => `json_build_object(
  'id', ${a}.id, 'url', ${a}.url, 'title', ${ARTICLE_TEXT(a, 'title')}, 'summary', ${ARTICLE_TEXT(a, 'summary')},
  'cover_image', ${a}.cover_image, 'author', ${a}.author, 'publish_at', ${a}.publish_at, 'tags', ${a}.tags)`;

/**
 * POST /api/article in one statement: the published article ($3 its url), its enabled categories, and
 * up to 4 related published articles: those sharing the most categories and tags (tags compared
 * without regard to case), then the newest.
 */
const ARTICLE_SQL = `
  WITH a AS (
    SELECT a.*, ARRAY(SELECT ac.category_id FROM blog_article_category ac JOIN blog_category c ON c.id = ac.category_id AND c.enabled
                       WHERE ac.article_id = a.id) AS category_ids
      FROM blog_article a WHERE a.url = $3 AND ${PUBLISHED('a')})
  SELECT a.id, a.url, a.cover_image, a.author, a.publish_at, a.tags, a.updated_at,
         ${ARTICLE_TEXT('a', 'title')} AS title, ${ARTICLE_TEXT('a', 'summary')} AS summary, ${ARTICLE_TEXT('a', 'content')} AS content,
         ${ARTICLE_TEXT('a', 'meta_title')} AS meta_title, ${ARTICLE_TEXT('a', 'meta_description')} AS meta_description,
         (SELECT COALESCE(json_agg(json_build_object('id', c.id, 'url', c.url, 'title', ${CATEGORY_TEXT('c', 'title')}) ORDER BY c."order", c.id), '[]')
            FROM blog_category c WHERE c.id = ANY(a.category_ids)) AS categories,
         (SELECT COALESCE(json_agg(r.card ORDER BY r.score DESC, r.publish_at DESC, r.id DESC), '[]') FROM (
            SELECT b.id, b.publish_at, ${CARD('b')} AS card,
                   (SELECT count(*) FROM blog_article_category bc WHERE bc.article_id = b.id AND bc.category_id = ANY(a.category_ids))
                   + (SELECT count(DISTINCT lower(x)) FROM unnest(b.tags) x WHERE lower(x) IN (SELECT lower(y) FROM unnest(a.tags) y)) AS score
              FROM blog_article b
             WHERE ${PUBLISHED('b')} AND b.id <> a.id
               AND (EXISTS (SELECT 1 FROM blog_article_category bc WHERE bc.article_id = b.id AND bc.category_id = ANY(a.category_ids))
                    OR EXISTS (SELECT 1 FROM unnest(b.tags) x WHERE lower(x) IN (SELECT lower(y) FROM unnest(a.tags) y)))
             ORDER BY score DESC, b.publish_at DESC, b.id DESC LIMIT 4) r) AS related
    FROM a`;

/**
 * POST /api/blog/category in one statement: the enabled category ($3 its url), how many published
 * articles it holds, and one page of them ($4 per page, $5 skipped), newest first.
 */
const CATEGORY_PAGE_SQL = `
  WITH c AS (SELECT c.id, c.url FROM blog_category c WHERE c.url = $3 AND c.enabled),
       p AS (SELECT a.* FROM c JOIN blog_article_category ac ON ac.category_id = c.id JOIN blog_article a ON a.id = ac.article_id WHERE ${PUBLISHED('a')})
  SELECT c.id, c.url, ${CATEGORY_TEXT('c', 'title')} AS title, ${CATEGORY_TEXT('c', 'description')} AS description,
         ${CATEGORY_TEXT('c', 'meta_title')} AS meta_title, ${CATEGORY_TEXT('c', 'meta_description')} AS meta_description,
         (SELECT count(*)::int FROM p) AS total,
         (SELECT COALESCE(json_agg(page.card ORDER BY page.publish_at DESC, page.id DESC), '[]')
            FROM (SELECT p.id, p.publish_at, ${CARD('p')} AS card FROM p ORDER BY p.publish_at DESC, p.id DESC LIMIT $4 OFFSET $5) page) AS articles
    FROM c`;

export interface CardRow {
  id: number;
  url: string;
  title: string;
  summary: string;
  cover_image: string | null;
  author: string;
  publish_at: string;
  tags: string[];
}

export interface ArticleRow extends Omit<CardRow, 'publish_at'> {
  publish_at: Date;
  updated_at: Date;
  content: string;
  meta_title: string;
  meta_description: string;
  categories: { id: number; url: string; title: string }[];
  related: CardRow[];
}

export interface CategoryPageRow {
  id: number;
  url: string;
  title: string;
  description: string;
  meta_title: string;
  meta_description: string;
  total: number;
  articles: CardRow[];
}

/** A published article's address and its last change, for the sitemap. */
export interface BlogSitemapRow {
  path: string;
  modified: Date | null;
}

/** The storefront's blog reads: each one statement. */
@Injectable()
export class BlogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async article(language: LanguageCode, main: LanguageCode, url: string): Promise<ArticleRow | undefined> {
    const [row] = await preparedQuery<ArticleRow>(this.dataSource, 'blog_article', ARTICLE_SQL, [language, main, url]);
    return row;
  }

  async categoryPage(language: LanguageCode, main: LanguageCode, url: string, perPage: number, page: number): Promise<CategoryPageRow | undefined> {
    const [row] = await preparedQuery<CategoryPageRow>(this.dataSource, 'blog_category_page', CATEGORY_PAGE_SQL, [
      language,
      main,
      url,
      perPage,
      (page - 1) * perPage,
    ]);
    return row;
  }
}
