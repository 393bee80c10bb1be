import { Injectable } from '@nestjs/common';
import type { JsonAnswer } from '../../common/json-answer';
import type { ReadCache } from '../../common/read-cache';
import { CatalogueCache } from '../catalogue-cache';
import type { CardRow } from './catalog.repository';
import type { ListingFilters, ProductDetail, ProductListing } from './catalog.responses';
import type { CatalogueDictionary } from './catalogue-dictionary';
import type { ListingScope } from './listing-scope';

/** A kept listing or search answer, and the products it shows (a stock change of one of them drops it). */
export interface KeptAnswer {
  answer: JsonAnswer<ProductListing>;
  ids: number[];
}

/**
 * The storefront catalogue's caches (in the catalogue cache, see CatalogueCache for how long): what
 * each keeps, by which key, and which product and inventory changes drop it. Listings and searches
 * are put together per request from the pieces that do not depend on the language: a category
 * scope's products with every display order of them, a search's ids in display order, and the cards
 * by product with their names in every language.
 */
@Injectable()
export class CatalogCaches {
  /** Product pages by [language, url], kept as sent (JsonAnswer: its JSON text and compressed bodies made once). */
  readonly details: ReadCache<JsonAnswer<ProductDetail>>;
  /** Cards by product id, in every language (undefined: not visible). */
  readonly cards: ReadCache<CardRow | undefined>;
  /** The filters of a category scope by [language, category ids]. */
  readonly filters: ReadCache<ListingFilters>;
  /** A listing's or search's ids in display order, by its statement. */
  readonly orders: ReadCache<number[]>;
  /** A category scope's products and their display orders by [main language, category ids]. */
  readonly scopes: ReadCache<ListingScope>;
  /** A one-key search's best ids by relevance and its number of matches, by posting key. */
  readonly postings: ReadCache<{ ids: number[]; total: number }>;
  /** Brand, category and option titles (one key). */
  readonly dictionaries: ReadCache<CatalogueDictionary>;
  /** Whole listing and search answers by what was asked. */
  readonly answers: ReadCache<KeptAnswer>;
  /** Whether cards are kept: when they are, a statement that finds ids leaves the cards to the card cache. */
  readonly keepsCards: boolean;

  constructor(cache: CatalogueCache) {
    // A product change drops its addresses, a stock change its page.
    this.details = cache.create<JsonAnswer<ProductDetail>>({
      evict: {
        'product.changed': (key, detail, change) => change.urls.includes(JSON.parse(key)[1]) || change.ids.includes(detail.value.id),
        'inventory.changed': (_key, detail, change) => change.productIds.includes(detail.value.id),
      },
    });
    // Shared by every listing, search and page that shows the product. Every change of a card's
    // product or its stock drops it at once (reservations and sales too), so it is kept as long as
    // the shared pieces: the time only bounds what a process misses while Redis is away.
    this.cards = cache.create<CardRow | undefined>({
      max: 20_000,
      shared: true,
      evict: {
        'product.changed': (key, _card, change) => change.ids.includes(Number(key)),
        'inventory.changed': (key, _card, change) => change.productIds.includes(Number(key)),
      },
    });
    this.keepsCards = cache.keeps;
    // Read from the shop's structure alone: products do not change them.
    this.dictionaries = cache.create<CatalogueDictionary>({ max: 1, structure: true });
    // A search's ids in display order (a sort other than relevance, or several words): shared by all
    // its pages, at most 300 at once. Any product change may move products in or out, or along it.
    this.orders = cache.create<number[]>({ max: 300, shared: true, evict: { 'product.changed': 'all' } });
    // A category scope's products and their display orders (ListingScope), kept in this process: with
    // the cache on, every page of every filter combination and sort of the scope is read from it with
    // no statement. 500 scopes at most; each holds a few numbers per product of its categories.
    this.scopes = cache.create<ListingScope>({ max: 500, shared: true, evict: { 'product.changed': 'all' } });
    // Kept as the orders are, for the one- and two-character Chinese terms and the word prefixes asked most.
    this.postings = cache.create<{ ids: number[]; total: number }>({ max: 2000, shared: true, evict: { 'product.changed': 'all' } });
    this.filters = cache.create<ListingFilters>({ max: 2000, shared: true, evict: { 'product.changed': 'all' } });
    // Each kept as its JSON text alone (compact; compressed bodies made once) with the ids of the
    // products it shows: a repeated page costs a lookup. Built from the pieces above, so a miss costs
    // what it did; any product change may move products in or out of any answer, and a stock change
    // drops the answers that show the product.
    this.answers = cache.create<KeptAnswer>({
      max: 5000,
      evict: {
        'product.changed': 'all',
        'inventory.changed': (_key, kept, change) => kept.ids.some((id) => change.productIds.includes(id)),
      },
    });
  }
}
