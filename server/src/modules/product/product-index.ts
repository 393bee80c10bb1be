import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus } from '../../events/event-bus';
import { searchTokens, searchVector } from '../search';

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * Refreshes what listings and search read from the product row: the lowest price a shopper pays,
 * the lowest regular price, the first image, the option ids of visible stocks, and the search document (names and the skus of visible stocks
 * weigh more than text).
 */
export async function refreshProductIndex(manager: EntityManager, productId: number): Promise<void> {
  const [texts]: { names: string[] | null; bodies: string[] | null; skus: string[] | null }[] = await manager.query(
    `SELECT (SELECT array_agg(name || ' ' || meta_title) FROM product_translation WHERE product_id = $1) AS names,
            (SELECT array_agg(description || ' ' || meta_description) FROM product_translation WHERE product_id = $1) AS bodies,
            (SELECT array_agg(sku) FROM stock WHERE product_id = $1 AND visibled) || (SELECT ARRAY[sku] FROM product WHERE id = $1) AS skus`,
    [productId],
  );
  const strong = searchTokens([...(texts.names ?? []), ...(texts.skus ?? [])].join(' '));
  const strongSet = new Set(strong);
  const weak = searchTokens(stripTags((texts.bodies ?? []).join(' '))).filter((t) => !strongSet.has(t));
  await manager.query(
    `UPDATE product p SET
        min_price = (SELECT min(LEAST(s.price, COALESCE(s.special_price, s.price))) FROM stock s WHERE s.product_id = p.id AND s.visibled),
        regular_price = (SELECT min(s.price) FROM stock s WHERE s.product_id = p.id AND s.visibled),
        cover_image = (SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i."order", i.id LIMIT 1),
        option_ids = COALESCE((SELECT array_agg(DISTINCT o ORDER BY o) FROM stock s, unnest(s.option_ids) AS o WHERE s.product_id = p.id AND s.visibled), '{}'),
        search_document = $2::tsvector || $3::tsvector
      WHERE p.id = $1`,
    [productId, searchVector(strong, 'A'), searchVector(weak, 'C')],
  );
}

/**
 * Keeps the listing and search columns in step with every product change, inside the writing
 * transaction: a product and what listings and search read from it never disagree.
 */
@Injectable()
export class ProductIndexer implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit(): void {
    this.events.inTransaction('product.changed', async (manager, { ids }) => {
      for (const id of ids) await refreshProductIndex(manager, id);
    });
  }
}
