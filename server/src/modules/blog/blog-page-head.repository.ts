import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';

/** A text in the asked language ($2), else the main one ($3), else the first written. */
const TEXT = (table: string, owner: string, alias: string, column: string) =>
  `COALESCE((SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id AND x.language = $2),
            (SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id AND x.language = $3),
            (SELECT NULLIF(x.${column}, '') FROM ${table} x WHERE x.${owner} = ${alias}.id ORDER BY x.id LIMIT 1))`;

/** $1 the url: a published article's head. */
const ARTICLE_HEAD = `
  SELECT COALESCE(${TEXT('blog_article_translation', 'article_id', 'a', 'meta_title')}, ${TEXT('blog_article_translation', 'article_id', 'a', 'title')}) AS title,
         COALESCE(${TEXT('blog_article_translation', 'article_id', 'a', 'meta_description')}, ${TEXT('blog_article_translation', 'article_id', 'a', 'summary')},
                  ${TEXT('blog_article_translation', 'article_id', 'a', 'content')}, '') AS description,
         a.cover_image AS image
    FROM blog_article a WHERE a.url = $1 AND a.enabled AND a.publish_at <= now()`;

/** $1 the url: an enabled category's head. */
const CATEGORY_HEAD = `
  SELECT COALESCE(${TEXT('blog_category_translation', 'category_id', 'c', 'meta_title')}, ${TEXT('blog_category_translation', 'category_id', 'c', 'title')}) AS title,
         COALESCE(${TEXT('blog_category_translation', 'category_id', 'c', 'meta_description')}, ${TEXT('blog_category_translation', 'category_id', 'c', 'description')}, '') AS description,
         NULL AS image
    FROM blog_category c WHERE c.url = $1 AND c.enabled`;

/** A blog page's head as written: title null when the page has none. */
export interface BlogPageHeadRow {
  title: string | null;
  description: string;
  image: string | null;
}

/** The heads of blog pages, for the HTML the server sends: one statement each. */
@Injectable()
export class BlogPageHeadRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The head of a published article (`article`) or an enabled category with this url (none when there is none). */
  head(kind: 'article' | 'category', url: string, language: LanguageCode, main: LanguageCode): Promise<BlogPageHeadRow[]> {
    return this.dataSource.query(kind === 'article' ? ARTICLE_HEAD : CATEGORY_HEAD, [url, language, main]);
  }
}
