import { Injectable } from '@nestjs/common';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReadCache } from '../../common/read-cache';
import { BlockService } from '../content';
import { MenuNode, MenuService } from '../menu';
import { CatalogueCache } from '../catalogue-cache';
import { SettingsService } from '../settings';
import { widgetMessages } from './catalog.messages';
import type { CardRow } from './catalog.repository';
import { descendants } from './catalog.service';
import { listingWithoutPrices, pricesHiddenFrom } from './hidden-prices';
import { toCard } from './product-cards';
import { WIDGET_LIMIT, type WidgetDto } from './widget.dto';
import { WidgetRepository } from './widget.repository';
import type { WidgetAnswer } from './widget.responses';

/**
 * POST /api/widget: the homepage's strips. Each answer is read in one statement (WidgetRepository; a
 * category's also needs the menu tree, kept in the catalogue cache: at most 2) and kept in the
 * catalogue cache by type, data and language (a block is read and kept by the block service, dropped
 * by block changes); a product change empties it, an inventory change drops the strips showing the
 * product, and structure or settings changes empty it as they do every catalogue cache.
 */
@Injectable()
export class WidgetService {
  private readonly answers: ReadCache<WidgetAnswer>;

  constructor(
    private readonly repository: WidgetRepository,
    private readonly settings: SettingsService,
    private readonly menus: MenuService,
    private readonly blocks: BlockService,
    cache: CatalogueCache,
  ) {
    this.answers = cache.create<WidgetAnswer>({
      max: 500,
      evict: { 'product.changed': 'all', 'inventory.changed': (_key, answer, change) => answer.products.some((p) => change.productIds.includes(p.id)) },
    });
  }

  async widget(dto: WidgetDto, customer?: CustomerPrincipal): Promise<WidgetAnswer> {
    const values = await this.settings.all();
    const main = values.main_language;
    const language = dto.language ?? main;
    const data = dto.data ?? {};
    const limit = data.limit ?? WIDGET_LIMIT;
    if (dto.type === 'category' && data.url === undefined && data.id === undefined) throw ValidationError.field('data', widgetMessages.category_required);
    if (dto.type === 'block' && !data.identifier) throw ValidationError.field('data', widgetMessages.identifier_required);
    // A block is read (and kept, until a block change) by the block service.
    if (dto.type === 'block') return this.block(data.identifier!, language);
    const key = JSON.stringify([dto.type, data.url ?? null, data.id ?? null, limit, language]);
    const answer = await this.answers.get(key, () => this.read(dto.type, data, limit, language, main));
    return pricesHiddenFrom(values, customer) ? listingWithoutPrices(answer) : answer;
  }

  private async read(
    type: WidgetDto['type'],
    data: NonNullable<WidgetDto['data']>,
    limit: number,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<WidgetAnswer> {
    const answer: WidgetAnswer = { type, title: '', link: null, products: [], brands: [], block: null, prices_hidden: false };
    const cards = (rows: CardRow[]) => rows.map((row) => toCard(row, language, main));
    switch (type) {
      case 'new':
      case 'featured':
      case 'hot': {
        const [row] = await this.repository.flagged(type, limit);
        return { ...answer, products: cards(row.cards) };
      }
      case 'category': {
        const node = findCategory(await this.menus.tree(language), data.url, data.id);
        if (!node) throw new NotFoundError(widgetMessages.category_not_found);
        const [row] = await this.repository.category(descendants(node), limit);
        return { ...answer, title: node.title, link: node.link, products: cards(row.cards) };
      }
      case 'brand': {
        if (data.url === undefined && data.id === undefined) {
          const brands = await this.repository.brands(limit, language, main);
          return { ...answer, brands };
        }
        const [row] = await this.repository.brand(limit, language, main, data.url ?? null, data.id ?? null);
        if (row.brand_id === null) throw new NotFoundError(widgetMessages.brand_not_found);
        return { ...answer, title: row.title ?? '', products: cards(row.cards) };
      }
      case 'block':
        return this.block(data.identifier!, language);
    }
  }

  /** A block section: the enabled block with this identifier, its texts in the language (sanitised rich text). */
  private async block(identifier: string, language: LanguageCode): Promise<WidgetAnswer> {
    const [found] = await this.blocks.findMany([identifier], language);
    if (!found) throw new NotFoundError(widgetMessages.block_not_found);
    const { title, content } = found;
    return { type: 'block', title, link: null, products: [], brands: [], block: { identifier: found.identifier, title, content }, prices_hidden: false };
  }
}

/** The enabled category with this url or id in the tree. */
function findCategory(nodes: MenuNode[], url: string | undefined, id: number | undefined): MenuNode | undefined {
  for (const node of nodes) {
    if (node.type === 'category' && (url !== undefined ? node.url === url : node.id === id)) return node;
    const found = findCategory(node.children, url, id);
    if (found) return found;
  }
  return undefined;
}
