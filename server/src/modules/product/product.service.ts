import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import { escapeLike } from '../../common/list-builder';
import { EventBus } from '../../events/event-bus';
import { saveTranslation } from '../../common/translations';
import { type HistoryActor, InventoryService } from '../inventory';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { SaveProductDto } from './product.dto';
import { productMessages } from './product.messages';
import { Product, ProductImage, ProductTranslation } from './product.entity';
import { ProductListRow } from './product.responses';
import { saveStocks } from './stock-writer';

export const PRODUCT_SORTS = ['id', 'sku', 'name', 'min_price', 'updated_at', 'created_at'] as const;
const SORT_SQL: Record<(typeof PRODUCT_SORTS)[number], string> = {
  id: 'p.id',
  sku: 'p.sku',
  name: 'name',
  min_price: 'p.min_price',
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
};

export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

/** Back-office products: one transaction per save, covering text, images, categories, stocks and inventories. */
@Injectable()
export class ProductService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
    private readonly inventory: InventoryService,
  ) {}

  async list(query: ListQuery, language: LanguageCode | undefined): Promise<{ rows: ProductListRow[]; total: number }> {
    const main = (await this.settings.all()).main_language;
    const params: unknown[] = [language ?? main, main];
    const where: string[] = [];
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      params.push(`%${escapeLike(q)}%`);
      where.push(`(p.sku ILIKE $${params.length} OR EXISTS (SELECT 1 FROM product_translation x WHERE x.product_id = p.id AND x.name ILIKE $${params.length}))`);
    }
    if (query.ids) {
      params.push(query.ids);
      where.push(`p.id = ANY($${params.length})`);
    }
    if (typeof query.filter.visibled === 'boolean') {
      params.push(query.filter.visibled);
      where.push(`p.visibled = $${params.length}`);
    }
    if (Number.isInteger(query.filter.brand_id)) {
      params.push(query.filter.brand_id);
      where.push(`p.brand_id = $${params.length}`);
    }
    if (Number.isInteger(query.filter.category_id)) {
      params.push(query.filter.category_id);
      where.push(`EXISTS (SELECT 1 FROM menu_product mp WHERE mp.product_id = p.id AND mp.menu_id = $${params.length})`);
    }
    const from = `FROM product p
         LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = $1
         LEFT JOIN product_translation m ON m.product_id = p.id AND m.language = $2
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    params.push(query.limit, query.offset);
    const rows: (Omit<ProductListRow, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date; total: string })[] = await this.dataSource.query(
      `SELECT p.id, p.sku, p.url, p.visibled, p.is_new, p.is_featured, p.is_hot, p.brand_id, p.min_price::float8 AS min_price,
              p.created_at, p.updated_at,
              COALESCE(t.name, m.name, '') AS name,
              (SELECT path FROM product_image i WHERE i.product_id = p.id ORDER BY i."order", i.id LIMIT 1) AS image,
              (SELECT COALESCE(sum(inv.quantity), 0)::float8 FROM stock s JOIN inventory inv ON inv.stock_id = s.id WHERE s.product_id = p.id) AS total_quantity,
              count(*) OVER () AS total
         ${from}
        ORDER BY ${SORT_SQL[query.sortField as (typeof PRODUCT_SORTS)[number]]} ${query.sortOrder} NULLS LAST, p.id ASC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    // A range past the end has no rows to carry the total: count the filtered products on their own.
    const total = rows.length > 0 ? Number(rows[0].total) : query.offset > 0 ? Number((await this.dataSource.query(`SELECT count(*) AS n ${from}`, params.slice(0, -2)))[0].n) : 0;
    return { rows: rows.map(({ total: _total, created_at, updated_at, ...row }) => ({ ...row, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() })), total };
  }

  async get(id: number, language: LanguageCode | undefined) {
    const main = (await this.settings.all()).main_language;
    const product = await this.dataSource.manager.findOne(Product, { where: { id }, relations: { translations: true, images: true } });
    if (!product) throw new NotFoundError();
    const [categories, stocks] = await Promise.all([
      this.dataSource.query(`SELECT menu_id FROM menu_product WHERE product_id = $1 ORDER BY menu_id`, [id]),
      this.dataSource.query(
        `SELECT s.id, s.sku, s.price::float8 AS price, s.special_price::float8 AS special_price, s.visibled, s."order", s.option_ids,
                COALESCE(json_agg(json_build_object('id', i.id, 'warehouse_id', i.warehouse_id, 'warehouse_name', w.name, 'quantity', i.quantity,
                  'reserved', i.reserved, 'available_inventories', i.available, 'status', CASE WHEN w.enabled THEN 'active' ELSE 'inactive' END)
                  ORDER BY i.warehouse_id) FILTER (WHERE i.id IS NOT NULL), '[]') AS inventories
           FROM stock s
           LEFT JOIN inventory i ON i.stock_id = s.id
           LEFT JOIN warehouse w ON w.id = i.warehouse_id
          WHERE s.product_id = $1
          GROUP BY s.id
          ORDER BY s."order", s.id`,
        [id],
      ),
    ]);
    return { product, categories: categories.map((c: { menu_id: number }) => c.menu_id), stocks, language: language ?? main, main };
  }

  async create(actor: HistoryActor, dto: SaveProductDto, files: UploadedImage[]): Promise<number> {
    const main = (await this.settings.all()).main_language;
    return this.dataSource.transaction(async (manager) => {
      const paths = await this.storeImages(files, manager);
      await this.checkUnique(manager, dto);
      await this.checkRelations(manager, dto);
      const product = await manager.save(manager.create(Product, this.columns(dto)));
      await this.saveContent(manager, actor, product.id, dto, paths, main);
      await this.events.publish(manager, 'product.changed', { ids: [product.id], urls: [product.url] });
      return product.id;
    });
  }

  async update(actor: HistoryActor, id: number, dto: SaveProductDto, files: UploadedImage[]): Promise<void> {
    const main = (await this.settings.all()).main_language;
    await this.dataSource.transaction(async (manager) => {
      const paths = await this.storeImages(files, manager);
      const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError();
      await this.checkUnique(manager, dto, id);
      await this.checkRelations(manager, dto);
      await manager.update(Product, { id }, this.columns(dto));
      await this.saveContent(manager, actor, id, dto, paths, main);
      await this.events.publish(manager, 'product.changed', { ids: [id], urls: [...new Set([product.url, dto.url])] });
    });
  }

  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError();
      const [{ reserved }] = await manager.query(
        `SELECT COALESCE(sum(i.reserved), 0)::int AS reserved FROM stock s JOIN inventory i ON i.stock_id = s.id WHERE s.product_id = $1`,
        [id],
      );
      if (reserved > 0) throw new ConflictError(productMessages.reserved_cannot_delete);
      await manager.delete(Product, { id });
      await this.events.publish(manager, 'product.changed', { ids: [id], urls: [product.url] });
    });
  }

  private columns(dto: SaveProductDto): Partial<Product> {
    return {
      sku: dto.sku,
      url: dto.url,
      brandId: dto.brand_id ?? null,
      isNew: dto.is_new ?? false,
      isFeatured: dto.is_featured ?? false,
      isHot: dto.is_hot ?? false,
      visibled: dto.visibled ?? true,
    };
  }

  private async saveContent(manager: EntityManager, actor: HistoryActor, productId: number, dto: SaveProductDto, newImages: string[], main: LanguageCode): Promise<void> {
    await saveTranslation(manager, ProductTranslation, { productId }, dto.language ?? main, {
      name: dto.name,
      description: dto.description ?? '',
      metaTitle: dto.meta_title ?? '',
      metaDescription: dto.meta_description ?? '',
    });
    await this.saveImages(manager, productId, dto, newImages);
    if (dto.categories !== undefined) await this.saveCategories(manager, productId, dto.categories);
    await saveStocks(manager, this.inventory, actor, productId, dto.stocks);
  }

  private async checkUnique(manager: EntityManager, dto: SaveProductDto, exceptId = 0): Promise<void> {
    const rows: { sku_taken: boolean; url_taken: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM product WHERE lower(sku) = lower($1) AND id <> $3) AS sku_taken,
              EXISTS (SELECT 1 FROM product WHERE url = $2 AND id <> $3) AS url_taken`,
      [dto.sku, dto.url, exceptId],
    );
    const fields: FieldMessages = {};
    if (rows[0].sku_taken) fields.sku = [productMessages.sku_taken];
    if (rows[0].url_taken) fields.url = [productMessages.url_taken];
    if (Object.keys(fields).length > 0) throw new ConflictError(Object.values(fields).flat(), fields);
  }

  private async checkRelations(manager: EntityManager, dto: SaveProductDto): Promise<void> {
    if (dto.brand_id != null && !(await manager.query(`SELECT 1 FROM brand WHERE id = $1`, [dto.brand_id])).length) {
      throw ValidationError.field('brand_id', productMessages.unknown_brand);
    }
    const categories = [...new Set(dto.categories ?? [])];
    if (categories.length > 0) {
      const found = await manager.query(`SELECT id FROM menu WHERE id = ANY($1) AND type = 'category'`, [categories]);
      if (found.length !== categories.length) throw ValidationError.field('categories', productMessages.not_categories);
    }
  }

  private async saveCategories(manager: EntityManager, productId: number, categories: number[]): Promise<void> {
    const wanted = [...new Set(categories)];
    await manager.query(`DELETE FROM menu_product WHERE product_id = $1 AND NOT (menu_id = ANY($2))`, [productId, wanted]);
    if (wanted.length === 0) return;
    await manager.query(
      `INSERT INTO menu_product (menu_id, product_id, "order")
       SELECT m, $1, COALESCE((SELECT max("order") + 1 FROM menu_product WHERE menu_id = m), 0) FROM unnest($2::int[]) AS m
       ON CONFLICT (menu_id, product_id) DO NOTHING`,
      [productId, wanted],
    );
  }

  private async saveImages(manager: EntityManager, productId: number, dto: SaveProductDto, newImages: string[]): Promise<void> {
    const existing = await manager.find(ProductImage, { where: { productId } });
    if (dto.images !== undefined) {
      const keep = new Map(dto.images.map((i) => [i.id, i.order]));
      if ([...keep.keys()].some((id) => !existing.some((e) => e.id === id))) throw ValidationError.field('images', productMessages.unknown_image);
      const drop = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
      if (drop.length > 0) await manager.delete(ProductImage, { id: In(drop) });
      for (const [id, order] of keep) await manager.update(ProductImage, { id }, { order });
    }
    const last = Math.max(-1, ...(dto.images ?? existing).map((i) => i.order));
    if (newImages.length > 0) await manager.insert(ProductImage, newImages.map((path, i) => ({ productId, path, order: last + 1 + i })));
  }

  /** Writes the new images first (a bad one refuses the save before anything else); they go again if the save rolls back. */
  private storeImages(files: UploadedImage[], manager: EntityManager): Promise<string[]> {
    return Promise.all(files.map((file) => this.uploads.saveImage('new_images', file, 'products', manager)));
  }
}
