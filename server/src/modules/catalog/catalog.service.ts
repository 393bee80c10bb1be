import { Injectable } from '@nestjs/common';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { JsonAnswer } from '../../common/json-answer';
import type { LanguageCode } from '../../common/i18n/languages';
import { menuShopMessages, MenuNode, MenuService } from '../menu';
import { postingKey, searchQuery } from '../search';
import { SettingsService } from '../settings';
import { CategoryListingDto, ListingSort, ProductByUrlDto, SearchDto } from './catalog.dto';
import { CatalogCaches } from './catalog.caches';
import { groupOptions, toDetail } from './catalog.presenter';
import { CatalogRepository, type CardRow, type FiltersRow, type ListingStatement } from './catalog.repository';
import type { CategoryListing, ListingFilters, ProductDetail, ProductListing, SearchResult } from './catalog.responses';
import { CatalogueDictionary } from './catalogue-dictionary';
import { detailWithoutPrices, filtersWithoutPrices, listingWithoutPrices, pricesHiddenFrom } from './hidden-prices';
import { ListingScope, type ListingFilter } from './listing-scope';
import { ProductCards } from './product-cards';
import { catalogMessages } from './catalog.messages';

/**
 * The storefront's catalogue reads: product detail, category listing and search, put together from
 * the catalogue's statements (CatalogRepository) and caches (CatalogCaches). On a cache miss each
 * request runs a fixed number of SQL statements whatever the number of stocks or languages: detail 1
 * (2 while the titles are not kept), listing 3, search 2 (1 when cards are not kept).
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly caches: CatalogCaches,
    private readonly cards: ProductCards,
    private readonly settings: SettingsService,
    private readonly menus: MenuService,
  ) {}

  /** The asked language (else the main one), the main language, and whether prices are hidden from this shopper. */
  private async reader(language: LanguageCode | undefined, customer: CustomerPrincipal | undefined): Promise<[LanguageCode, LanguageCode, boolean]> {
    const values = await this.settings.all();
    return [language ?? values.main_language, values.main_language, pricesHiddenFrom(values, customer)];
  }

  /** POST /api/product: one statement, with brand, category and option titles from the dictionary. */
  async product(dto: ProductByUrlDto, customer?: CustomerPrincipal): Promise<JsonAnswer<ProductDetail>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const detail = await this.productIn(language, main, dto.url);
    return hidden ? new JsonAnswer(detailWithoutPrices(detail.value)) : detail;
  }

  private productIn(language: LanguageCode, main: LanguageCode, url: string): Promise<JsonAnswer<ProductDetail>> {
    return this.caches.details.get(JSON.stringify([language, url]), async () => {
      const [[row], dictionary] = await Promise.all([this.repository.detail(language, main, url), this.dictionary()]);
      if (!row) throw new NotFoundError(catalogMessages.product_not_found);
      const { stocks, brand_id, category_ids, images, ...product } = row;
      return new JsonAnswer(
        toDetail(
          {
            ...product,
            brand: dictionary.brand(brand_id, language, main),
            images: images.map((path) => ({ path })),
            categories: dictionary.categories(category_ids, language, main),
          },
          stocks,
          groupOptions(
            dictionary.options(
              stocks.flatMap((s) => s.option_ids),
              language,
              main,
            ),
          ),
        ),
      );
    });
  }

  private dictionary(): Promise<CatalogueDictionary> {
    return this.caches.dictionaries.get('', async () => {
      const [row] = await this.repository.dictionary();
      return new CatalogueDictionary(row);
    });
  }

  /** POST /api/category: the category from the menu tree, a page of its products (and its sub-categories'), and the filters. */
  async category(dto: CategoryListingDto, customer?: CustomerPrincipal): Promise<JsonAnswer<CategoryListing>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const key = JSON.stringify([
      'category',
      language,
      hidden,
      dto.url,
      sortedIds(dto.brand_ids),
      sortedIds(dto.option_ids),
      dto.price_min ?? null,
      dto.price_max ?? null,
      dto.sort ?? null,
      dto.page ?? 1,
      dto.per_page ?? 20,
    ]);
    return this.keptAnswer(key, () => this.categoryIn(dto, language, main, hidden));
  }

  private async categoryIn(dto: CategoryListingDto, language: LanguageCode, main: LanguageCode, hidden: boolean): Promise<CategoryListing> {
    // Hidden prices are not found by filtering on them either: the price range is left out.
    if (hidden) dto = { ...dto, price_min: undefined, price_max: undefined };
    const trail = await this.menus.pathTo(dto.url, language);
    const node = trail.at(-1)!;
    if (node.type !== 'category') throw new NotFoundError(menuShopMessages.page_not_found);
    const ids = descendants(node);
    const sort = dto.sort ?? 'newest';
    if (this.caches.keepsCards) return this.keptCategory(dto, trail, ids, sort, language, main, hidden);
    // With the cache off, at most 3 statements: the menu tree, the filters, and the page's order with its cards.
    const [listing, filters] = await Promise.all([
      this.page(this.repository.categoryListing(ids, dto, sort, language, main), language, main, dto.page, dto.per_page),
      this.filtersOf(ids, language, main),
    ]);
    return categoryAnswer(trail, listing, filters, hidden);
  }

  /**
   * A category page with the cache on: the page from the scope kept in this process (ListingScope),
   * its cards from the card cache, the filters kept per scope and language. Once those are kept, any
   * filters, sort and page cost no statement but the cards the card cache lacks.
   */
  private async keptCategory(
    dto: CategoryListingDto,
    trail: MenuNode[],
    ids: number[],
    sort: ListingSort,
    language: LanguageCode,
    main: LanguageCode,
    hidden: boolean,
  ): Promise<CategoryListing> {
    const page = dto.page ?? 1;
    const perPage = dto.per_page ?? 20;
    const scopeKey = JSON.stringify([main, ids]);
    const filtersKey = JSON.stringify([language, ids]);
    // Neither kept (a scope's first page): one statement reads both.
    const both =
      this.caches.scopes.holds(scopeKey) || this.caches.filters.holds(filtersKey)
        ? undefined
        : this.repository.scopeAndFilters(ids, language, main).then(([row]) => row);
    const [scope, filters, optionGroups] = await Promise.all([
      this.caches.scopes.get(scopeKey, async () => {
        const row = both ? await both : (await this.repository.scope(ids, main))[0];
        return new ListingScope(row);
      }),
      both ? this.caches.filters.get(filtersKey, async () => toFilters(await both)) : this.filtersOf(ids, language, main),
      dto.option_ids?.length ? this.dictionary().then((dictionary) => dictionary.optionGroups(dto.option_ids!)) : undefined,
    ]);
    const filter: ListingFilter = { brandIds: dto.brand_ids, optionGroups, priceMin: dto.price_min, priceMax: dto.price_max };
    const found = scope.page(filter, sort, language, (page - 1) * perPage, perPage);
    const listing: ProductListing = {
      ...(await this.cards.page(found.ids, undefined, language, main)),
      total: found.total,
      page,
      per_page: perPage,
      prices_hidden: false,
    };
    return categoryAnswer(trail, listing, filters, hidden);
  }

  /** The filters of a category scope in a language: the same for every page and sort, kept apart from the pages. */
  private filtersOf(ids: number[], language: LanguageCode, main: LanguageCode): Promise<ListingFilters> {
    return this.caches.filters.get(JSON.stringify([language, ids]), async () => {
      const [row] = await this.repository.filters(ids, language, main);
      return toFilters(row);
    });
  }

  /**
   * POST /api/product/search: at most 2 statements, one that finds the page's ids and one for the
   * cards the card cache does not hold. A search by relevance for one thing (one or two Chinese
   * characters, or one word as a prefix) reads search_posting's index (see postingPage); others the
   * GIN-indexed search document.
   */
  async search(dto: SearchDto, customer?: CustomerPrincipal): Promise<JsonAnswer<SearchResult>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const key = JSON.stringify(['search', language, hidden, dto.keyword, dto.sort ?? null, dto.page ?? 1, dto.per_page ?? 20]);
    return this.keptAnswer(key, async () => {
      const listing = await this.searchIn(dto, language, main);
      return { keyword: dto.keyword, ...(hidden ? listingWithoutPrices(listing) : listing) };
    });
  }

  /** A listing or search answer by what was asked: kept compact, with the ids of its products. */
  private async keptAnswer<T extends ProductListing>(key: string, make: () => Promise<T>): Promise<JsonAnswer<T>> {
    const kept = await this.caches.answers.get(key, async () => {
      const listing = await make();
      return { answer: new JsonAnswer<ProductListing>(listing).compact(), ids: listing.products.map((card) => card.id) };
    });
    return kept.answer as JsonAnswer<T>;
  }

  private async searchIn(dto: SearchDto, language: LanguageCode, main: LanguageCode): Promise<ProductListing> {
    const query = searchQuery(dto.keyword);
    if (!query) return { products: [], total: 0, page: dto.page ?? 1, per_page: dto.per_page ?? 20, prices_hidden: false };
    const key = (dto.sort ?? 'relevance') === 'relevance' ? postingKey(query) : undefined;
    const best = key === undefined ? undefined : await this.postingPage(key, language, main, dto.page, dto.per_page);
    if (best) return best;
    // Past the postings' best ids, the full ranking brings its cards: two statements in all.
    return this.page(this.repository.searchListing(query, dto.sort ?? 'relevance', language, main), language, main, dto.page, dto.per_page, key !== undefined);
  }

  /**
   * A page of a search for one posting key by relevance, from search_posting (migrations
   * SearchPostings and SearchPrefixPostings): the matches' number and the best ids, in the order of
   * `ts_rank DESC, id ASC`, read from one index (a posting's rank is what ts_rank gives its product
   * for that lexeme or prefix), so the page is the one the full ranking gives. Undefined for a page
   * past those ids (the full ranking answers).
   */
  private async postingPage(key: string, language: LanguageCode, main: LanguageCode, page = 1, perPage = 20): Promise<ProductListing | undefined> {
    const offset = (page - 1) * perPage;
    const withCards = !this.caches.keepsCards;
    let read: CardRow[] | undefined;
    const { ids, total } = await this.caches.postings.get(key, async () => {
      const [row] = await this.repository.postings(key, withCards, offset, perPage);
      read = row.cards;
      return { ids: row.ids, total: row.total };
    });
    if (offset + perPage > ids.length && total > ids.length) return undefined;
    return { ...(await this.cards.page(ids.slice(offset, offset + perPage), read, language, main)), total, page, per_page: perPage, prices_hidden: false };
  }

  /**
   * One page of a listing. The listing's matching ids in display order are kept in the order cache
   * (shared by every page and, unless the sort is by name, every language), and the cards by product
   * in the card cache (shared by every listing and language). On a miss of the order, one statement
   * reads it, and a second one the page's cards the card cache lacks; the order's statement brings
   * the page's cards itself when cards are not kept, or when `bringCards` says the request already
   * ran another statement.
   */
  private async page(
    statement: ListingStatement,
    language: LanguageCode,
    main: LanguageCode,
    page = 1,
    perPage = 20,
    bringCards = false,
  ): Promise<ProductListing> {
    const offset = (page - 1) * perPage;
    let read: CardRow[] | undefined;
    const withCards = bringCards || !this.caches.keepsCards;
    const ids = await this.caches.orders.get(statement.key, async () => {
      if (!withCards) {
        const [row] = await this.repository.orderIds(statement);
        return row.ids ?? [];
      }
      const [row] = await this.repository.orderWithCards(statement, offset, perPage);
      read = row.cards;
      return row.ids ?? [];
    });
    return {
      ...(await this.cards.page(ids.slice(offset, offset + perPage), read, language, main)),
      total: ids.length,
      page,
      per_page: perPage,
      prices_hidden: false,
    };
  }
}

function toFilters(row: FiltersRow): ListingFilters {
  return { brands: row.brands, options: groupOptions(row.options), price: row.price };
}

/** A category answer: the category with its sub-categories and ancestors, the page, and the filters (prices left out when hidden). */
function categoryAnswer(trail: MenuNode[], listing: ProductListing, filters: ListingFilters, hidden: boolean): CategoryListing {
  const { children, ...category } = trail.at(-1)!;
  return {
    category: {
      ...category,
      children: children.map(({ children: _c, ...c }) => c),
      ancestors: trail.slice(0, -1).map(({ id, title, link, url, type }) => ({ id, title, link, url, type })),
    },
    ...(hidden ? listingWithoutPrices(listing) : listing),
    filters: hidden ? filtersWithoutPrices(filters) : filters,
  };
}

/** Ids as a key part: the same set in any order is the same listing. */
function sortedIds(ids: number[] | undefined): number[] {
  return ids ? [...new Set(ids)].sort((a, b) => a - b) : [];
}

/** A category and every category under it. */
export function descendants(node: MenuNode): number[] {
  return [node.id, ...node.children.flatMap(descendants)];
}
