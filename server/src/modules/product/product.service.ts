import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { EventBus } from '../../events/event-bus';
import { type HistoryActor, InventoryService } from '../inventory';
import { ProductPlacement } from '../menu';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { SaveProductDto } from './product.dto';
import { productMessages } from './product.messages';
import type { Product } from './product.entity';
import { ProductRepository } from './product.repository';
import { ProductListRow } from './product.responses';
import { saveStocks } from './stock-writer';
import { StockRepository } from './stock.repository';

export { PRODUCT_SORTS } from './product.repository';

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
    private readonly repository: ProductRepository,
    private readonly stocks: StockRepository,
    private readonly placement: ProductPlacement,
  ) {}

  async list(query: ListQuery, language: LanguageCode | undefined): Promise<ListPage<ProductListRow>> {
    const main = (await this.settings.all()).main_language;
    const page = await this.repository.listPage(query, language ?? main);
    return {
      ...page,
      rows: page.rows.map(({ created_at, updated_at, ...row }) => ({ ...row, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() })),
    };
  }

  async get(id: number, language: LanguageCode | undefined) {
    const main = (await this.settings.all()).main_language;
    const product = await this.repository.findWithContent(id);
    if (!product) throw new NotFoundError();
    const [categories, stocks] = await Promise.all([this.placement.categoriesOf(id), this.repository.stocksWithInventories(id)]);
    return { product, categories, stocks, language: language ?? main, main };
  }

  async create(actor: HistoryActor, dto: SaveProductDto, files: UploadedImage[]): Promise<number> {
    const main = (await this.settings.all()).main_language;
    return this.dataSource.transaction(async (manager) => {
      const paths = await this.storeImages(files, manager);
      await this.checkUnique(manager, dto);
      await this.checkRelations(manager, dto);
      const product = await this.repository.insert(manager, this.columns(dto));
      await this.saveContent(manager, actor, product.id, dto, paths, main);
      await this.events.publish(manager, 'product.changed', { ids: [product.id], urls: [product.url] });
      return product.id;
    });
  }

  async update(actor: HistoryActor, id: number, dto: SaveProductDto, files: UploadedImage[]): Promise<void> {
    const main = (await this.settings.all()).main_language;
    await this.dataSource.transaction(async (manager) => {
      const paths = await this.storeImages(files, manager);
      const product = await this.repository.lock(manager, id);
      if (!product) throw new NotFoundError();
      await this.checkUnique(manager, dto, id);
      await this.checkRelations(manager, dto);
      await this.repository.update(manager, id, this.columns(dto));
      await this.saveContent(manager, actor, id, dto, paths, main);
      await this.events.publish(manager, 'product.changed', { ids: [id], urls: [...new Set([product.url, dto.url])] });
    });
  }

  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.repository.lock(manager, id);
      if (!product) throw new NotFoundError();
      const reserved = await this.repository.reservedQuantity(manager, id);
      if (reserved > 0) throw new ConflictError(productMessages.reserved_cannot_delete);
      await this.repository.delete(manager, id);
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

  private async saveContent(
    manager: EntityManager,
    actor: HistoryActor,
    productId: number,
    dto: SaveProductDto,
    newImages: string[],
    main: LanguageCode,
  ): Promise<void> {
    await this.repository.saveTexts(manager, productId, dto.language ?? main, {
      name: dto.name,
      description: dto.description ?? '',
      metaTitle: dto.meta_title ?? '',
      metaDescription: dto.meta_description ?? '',
    });
    await this.saveImages(manager, productId, dto, newImages);
    if (dto.categories !== undefined) await this.placement.place(manager, productId, dto.categories);
    await saveStocks(manager, this.stocks, this.inventory, actor, productId, dto.stocks);
  }

  private async checkUnique(manager: EntityManager, dto: SaveProductDto, exceptId = 0): Promise<void> {
    const taken = await this.repository.skuAndUrlTaken(manager, dto.sku, dto.url, exceptId);
    const fields: FieldMessages = {};
    if (taken.sku_taken) fields.sku = [productMessages.sku_taken];
    if (taken.url_taken) fields.url = [productMessages.url_taken];
    if (Object.keys(fields).length > 0) throw new ConflictError(Object.values(fields).flat(), fields);
  }

  private async checkRelations(manager: EntityManager, dto: SaveProductDto): Promise<void> {
    if (dto.brand_id != null && !(await this.repository.brandExists(manager, dto.brand_id))) {
      throw ValidationError.field('brand_id', productMessages.unknown_brand);
    }
    const categories = [...new Set(dto.categories ?? [])];
    if (categories.length > 0) {
      const found = await this.placement.categoriesAmong(manager, categories);
      if (found.length !== categories.length) throw ValidationError.field('categories', productMessages.not_categories);
    }
  }

  private async saveImages(manager: EntityManager, productId: number, dto: SaveProductDto, newImages: string[]): Promise<void> {
    const existing = await this.repository.images(manager, productId);
    if (dto.images !== undefined) {
      const keep = new Map(dto.images.map((i) => [i.id, i.order]));
      if ([...keep.keys()].some((id) => !existing.some((e) => e.id === id))) throw ValidationError.field('images', productMessages.unknown_image);
      const drop = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
      if (drop.length > 0) await this.repository.deleteImages(manager, drop);
      for (const [id, order] of keep) await this.repository.setImageOrder(manager, id, order);
    }
    const last = Math.max(-1, ...(dto.images ?? existing).map((i) => i.order));
    if (newImages.length > 0)
      await this.repository.insertImages(
        manager,
        newImages.map((path, i) => ({ productId, path, order: last + 1 + i })),
      );
  }

  /** Writes the new images first (a bad one refuses the save before anything else); they go again if the save rolls back. */
  private storeImages(files: UploadedImage[], manager: EntityManager): Promise<string[]> {
    return Promise.all(files.map((file) => this.uploads.saveImage('new_images', file, 'products', manager)));
  }
}
