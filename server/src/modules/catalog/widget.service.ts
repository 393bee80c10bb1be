import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReadCache } from '../../common/read-cache';
import { BlockService } from '../content';
import { MenuNode, MenuService } from '../menu';
import { SettingsService } from '../settings';
import { widgetMessages } from './catalog.messages';
import { CARDS_SQL, type CardRow, descendants, listingWithoutPrices, toCard } from './catalog.service';
import { CatalogueCache } from '../catalogue-cache';
import { WIDGET_LIMIT, type WidgetDto } from './widget.dto';
import type { WidgetAnswer, WidgetBrand } from './widget.responses';

/** The product flags a flag strip reads. */
const FLAG_COLUMN = { new: 'is_new', featured: 'is_featured', hot: 'is_hot' } as const;

/** The ids (an int[] expression named `picked.ids`) and their cards in one statement. */
const WITH_CARDS = (picked: string, extra = '') => `WITH ${picked} SELECT picked.ids${extra}, (${CARDS_SQL('picked.ids')}) AS cards FROM picked`;

/** $1 the limit: the newest visible products with a flag. */
const FLAG_SQL = (column: string) =>
  WITH_CARDS(`picked AS (SELECT ARRAY(SELECT p.id FROM product p WHERE p.visibled AND p.${column} ORDER BY p.created_at DESC, p.id DESC LIMIT $1) AS ids)`);

/** $1 the category ids (a category and those under it), $2 the limit: their newest products, each once. */
const CATEGORY_SQL = WITH_CARDS(
  `picked AS (SELECT ARRAY(SELECT c.product_id FROM category_listing c WHERE c.menu_id = ANY($1::int[])
                            GROUP BY c.product_id ORDER BY max(c.created_at) DESC, c.product_id DESC LIMIT $2) AS ids)`,
);

/** $1 the limit, $2 the language, $3 the main language, $4 a url or $5 an id: an enabled brand's title and its newest products. */
const BRAND_SQL = WITH_CARDS(
  `brand_row AS (SELECT b.id, COALESCE(bt.title, bm.title, '') AS title FROM brand b
                   LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $2
                   LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $3
                  WHERE b.enabled AND (b.url = $4::text OR b.id = $5::int) LIMIT 1),
   picked AS (SELECT ARRAY(SELECT p.id FROM product p WHERE p.visibled AND p.brand_id = (SELECT id FROM brand_row)
                            ORDER BY p.created_at DESC, p.id DESC LIMIT $1) AS ids)`,
  ', (SELECT title FROM brand_row) AS title, (SELECT id FROM brand_row) AS brand_id',
);

/** $1 the limit, $2 the language, $3 the main language: enabled brands with a picture first, by title. */
const BRANDS_SQL = `
  SELECT b.id, COALESCE(bt.title, bm.title, '') AS title, b.url, b.image_path AS image
    FROM brand b
    LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $2
    LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $3
   WHERE b.enabled
   ORDER BY (b.image_path IS NULL), COALESCE(bt.title, bm.title, ''), b.id
   LIMIT $1`;

/**
 * POST /api/widget: the homepage's strips. Each answer is read in one statement (a category's also
 * needs the menu tree, kept in the catalogue cache: at most 2) and kept in the catalogue cache by
 * type, data and language (a block is read and kept by the block service, dropped by block changes); a product change empties it, an inventory change drops the strips
 * showing the product, and structure or settings changes empty it as they do every catalogue cache.
 */
@Injectable()
export class WidgetService {
  private readonly answers: ReadCache<WidgetAnswer>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const hidden = values.member_only === '1' && customer === undefined;
    return hidden ? listingWithoutPrices(answer) : answer;
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
        const [row] = await this.dataSource.query<{ cards: CardRow[] }[]>(FLAG_SQL(FLAG_COLUMN[type]), [limit]);
        return { ...answer, products: cards(row.cards) };
      }
      case 'category': {
        const node = findCategory(await this.menus.tree(language), data.url, data.id);
        if (!node) throw new NotFoundError(widgetMessages.category_not_found);
        const [row] = await this.dataSource.query<{ cards: CardRow[] }[]>(CATEGORY_SQL, [descendants(node), limit]);
        return { ...answer, title: node.title, link: node.link, products: cards(row.cards) };
      }
      case 'brand': {
        if (data.url === undefined && data.id === undefined) {
          const brands = await this.dataSource.query<WidgetBrand[]>(BRANDS_SQL, [limit, language, main]);
          return { ...answer, brands };
        }
        const [row] = await this.dataSource.query<{ cards: CardRow[]; title: string | null; brand_id: number | null }[]>(BRAND_SQL, [
          limit,
          language,
          main,
          data.url ?? null,
          data.id ?? null,
        ]);
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
