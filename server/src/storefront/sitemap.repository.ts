import { DataSource } from 'typeorm';

/** A page of the sitemap: its path (its url parts not yet encoded), its last change and its picture (an upload's path: a product's first, an article's cover). */
export interface SitemapRow {
  path: string;
  modified: Date | null;
  image: string | null;
}

/** Every page the sitemap lists, in the sitemap's order: home, categories, products, blog categories and articles, static pages. */
const PAGES_SQL = `SELECT '/' AS path, NULL::timestamptz AS modified, NULL::text AS image
       UNION ALL
       (SELECT '/category/' || c.url, c.updated_at, NULL FROM menu c WHERE c.type = 'category' AND c.enabled ORDER BY c."order", c.id)
       UNION ALL
       (SELECT '/product/' || p.url, p.updated_at, p.cover_image FROM product p WHERE p.visibled ORDER BY p.id)
       UNION ALL
       (SELECT '/blog/category/' || c.url, c.updated_at, NULL FROM blog_category c WHERE c.enabled ORDER BY c."order", c.id)
       UNION ALL
       (SELECT '/blog/article/' || a.url, GREATEST(a.updated_at, a.publish_at), a.cover_image FROM blog_article a WHERE a.enabled AND a.publish_at <= now() ORDER BY a.publish_at DESC, a.id DESC)
       UNION ALL
       (SELECT '/page/' || s.url, s.updated_at, NULL FROM page s WHERE s.enabled ORDER BY s.id)`;

/** When the next scheduled article comes out (null when none is scheduled). */
const NEXT_PUBLICATION_SQL = `SELECT min(publish_at) AS at FROM blog_article WHERE enabled AND publish_at > now()`;

/**
 * The sitemap's reads. They read other modules' tables: menu (menu), product (product, its cover_image: the first picture), blog
 * (blog_category, blog_article) and content (page). Made by the sitemap's handler with the app's data
 * source (the storefront files are not a Nest module).
 */
export class SitemapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every page the sitemap lists, in its order. */
  pages(): Promise<SitemapRow[]> {
    return this.dataSource.query(PAGES_SQL);
  }

  /** When the next scheduled article comes out, or null. */
  async nextPublication(): Promise<Date | null> {
    const [next]: { at: Date | null }[] = await this.dataSource.query(NEXT_PUBLICATION_SQL);
    return next?.at ?? null;
  }
}
