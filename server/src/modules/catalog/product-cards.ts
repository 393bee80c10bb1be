import { Injectable } from '@nestjs/common';
import type { LanguageCode } from '../../common/i18n/languages';
import { CatalogCaches } from './catalog.caches';
import { CatalogRepository, type CardRow } from './catalog.repository';
import type { ProductCard, ProductListing } from './catalog.responses';
import { coalesceText } from './texts';

/** A card in one language: the asked language's name, else the main language's, else the first one written (as the detail's name). */
export function toCard({ names, id, url, sku, ...rest }: CardRow, language: LanguageCode, main: LanguageCode): ProductCard {
  const texts = names ?? {};
  return { id, url, sku, name: coalesceText(texts, language, main, Object.values(texts)[0]), ...rest };
}

/**
 * The cards of listing and search pages, by product in every language, from the card cache (shared
 * by every listing, search and language); the cards it lacks are read with one statement. The cards
 * re-check visibility, so a product hidden meanwhile never shows.
 */
@Injectable()
export class ProductCards {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly caches: CatalogCaches,
  ) {}

  /** The cards of a page's ids: those read with the ids when given, else the card cache's. */
  async page(slice: number[], read: CardRow[] | undefined, language: LanguageCode, main: LanguageCode): Promise<Pick<ProductListing, 'products'>> {
    if (read) this.keep(slice, read);
    const rows = read ?? (slice.length === 0 ? [] : await this.of(slice));
    return { products: rows.map((row) => toCard(row, language, main)) };
  }

  /** The cards of the visible ones of these products, in their order: kept ones from the card cache, the others read with one statement. */
  private async of(ids: number[]): Promise<CardRow[]> {
    const cards = await this.caches.cards.getMany(ids.map(String), async (missing) => {
      const [{ cards: read }] = await this.repository.cards(missing.map(Number));
      return new Map(read.map((card) => [String(card.id), card]));
    });
    return ids.flatMap((id) => cards.get(String(id)) ?? []);
  }

  /** Keeps the cards read with the ids that found them; a product of `ids` left out is not visible. */
  private keep(ids: number[], read: CardRow[]): void {
    const byId = new Map(read.map((card) => [card.id, card]));
    for (const id of ids) this.caches.cards.set(String(id), byId.get(id));
  }
}
