import { Injectable } from '@nestjs/common';
import type { LanguageCode } from '../../common/i18n/languages';
import { summaryOf } from '../../common/markup';
import { withSiteName, type PageHead, type SiteNames } from '../catalog';
import { BlogPageHeadRepository } from './blog-page-head.repository';

/** Blog pages' addresses: /blog/article/{url} and /blog/category/{url}. */
export const BLOG_PATH = /^\/blog\/(article|category)\/([^/?#]+)\/?$/;

/** The description a blog page gets when neither staff nor the text give one. */
const GENERATED: Record<LanguageCode, { article: string; category: string }> = {
  en_us: { article: '{title}: an article on the {site} blog.', category: '{title}: articles on the {site} blog.' },
  zh_hk: { article: '{site}網誌文章：{title}。', category: '{site}網誌的「{title}」文章。' },
  zh_cn: { article: '{site}博客文章：{title}。', category: '{site}博客的“{title}”文章。' },
};

/**
 * Title, description and Open Graph picture of a blog page in `lang`, for the HTML the server sends:
 * one statement; undefined for an article that is not published or a category that is not enabled
 * (the page then answers 404), or a path that is not a blog page.
 */
@Injectable()
export class BlogPageHeadService {
  constructor(private readonly heads: BlogPageHeadRepository) {}

  /** `media`: where uploaded pictures are read (S3_PUBLIC_URL's CDN), when not `origin`. */
  async resolve(path: string, lang: LanguageCode, site: SiteNames, origin: string, media = origin): Promise<PageHead | undefined> {
    const match = BLOG_PATH.exec(path);
    if (!match) return undefined;
    let url: string;
    try {
      url = decodeURIComponent(match[2]);
    } catch {
      return undefined;
    }
    const kind = match[1] as 'article' | 'category';
    const [row] = await this.heads.head(kind, url, lang, site.main);
    if (!row?.title) return undefined;
    const siteName = site.names[lang] || site.names[site.main] || '';
    const title = withSiteName(row.title, siteName);
    const written = summaryOf(row.description ?? '');
    const description = written || GENERATED[lang][kind].replace('{site}', () => siteName || 'Shop').replace('{title}', () => row.title!);
    const image = row.image ? (/^https?:\/\//i.test(row.image) ? row.image : `${row.image.startsWith('/uploads/') ? media : origin}${row.image}`) : undefined;
    return { title, description, ...(kind === 'article' ? { ogType: 'article' as const } : {}), ...(image ? { image } : {}) };
  }
}
