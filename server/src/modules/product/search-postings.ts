import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus } from '../../events/event-bus';
import { searchTokens, searchVector } from '../search';
import { ProductRepository, type ProductSearchTexts } from './product.repository';

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * Refreshes what search and listings read from a product: its search document (names and the skus
 * of visible stocks weigh more than text), from which triggers refresh its search postings
 * (search_posting, migrations SearchPostings and SearchPrefixPostings), and the lowest price a
 * shopper pays, the lowest regular price, the first image and the option ids of visible stocks, from
 * which they refresh its category listing rows (migration CategoryListing).
 */
export async function refreshSearchPostings(manager: EntityManager, repository: ProductRepository, productId: number): Promise<void> {
  await refreshSearchPostingsOf(manager, repository, [productId]);
}

/**
 * The same for many products at once: their texts read in one statement, their documents made here and
 * written in one UPDATE, whose statement triggers build the postings and listing rows of all of them
 * set-wise (an import's batch of 2,000 products costs a few statements, not 2,000 refreshes).
 */
export async function refreshSearchPostingsOf(manager: EntityManager, repository: ProductRepository, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const documents = (await repository.searchTexts(manager, [...new Set(productIds)])).map((texts) => ({ id: texts.id, ...searchDocumentOf(texts) }));
  await repository.writeListingColumns(manager, documents);
}

/**
 * A product's search document in two parts (tsvector texts) from its texts as SEARCH_TEXTS_SQL reads them:
 * the words of its names and skus weigh more (A) than those of its descriptions (C).
 */
export function searchDocumentOf(texts: ProductSearchTexts): { strong: string; weak: string } {
  const strong = searchTokens([...(texts.names ?? []), ...(texts.skus ?? [])].join(' '));
  const strongSet = new Set(strong);
  const weak = searchTokens(stripTags((texts.bodies ?? []).join(' '))).filter((t) => !strongSet.has(t));
  return { strong: searchVector(strong, 'A'), weak: searchVector(weak, 'C') };
}

/**
 * Keeps the search postings and listing columns in step with every product change, inside the
 * writing transaction: a product and what listings and search read from it never disagree.
 */
@Injectable()
export class SearchPostingsRefresher implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly repository: ProductRepository,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction('product.changed', (manager, { ids }) => refreshSearchPostingsOf(manager, this.repository, ids));
  }
}
