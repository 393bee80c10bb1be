import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import { applyList, type ListSpec } from '../../common/list-builder';
import { pickTranslation, saveTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { CreateBrandDto, UpdateBrandDto } from './brand.dto';
import { Brand, BrandTranslation } from './brand.entity';
import { brandMessages } from './brand.messages';
import { BrandAnswer, StorefrontBrand } from './brand.responses';

export const BRAND_SORTS = ['id', 'url', 'enabled', 'updated_at', 'created_at'] as const;
const LIST: ListSpec = {
  id: 'b.id',
  sorts: { id: 'b.id', url: 'b.url', enabled: 'b.enabled', updated_at: 'b.updatedAt', created_at: 'b.createdAt' },
  search: 'b.url ILIKE :like OR EXISTS (SELECT 1 FROM brand_translation t WHERE t.brand_id = b.id AND t.title ILIKE :like)',
  filters: { enabled: { column: 'b.enabled', kind: 'boolean' } },
};

function presentBrand(brand: Brand, language: LanguageCode | undefined, main: LanguageCode): BrandAnswer {
  const t = pickTranslation(brand.translations, language, main);
  return {
    id: brand.id,
    enabled: brand.enabled,
    title: t?.title ?? '',
    url: brand.url,
    short_description: t?.shortDescription ?? '',
    description: t?.description ?? '',
    image_path: brand.imagePath,
    created_at: brand.createdAt.toISOString(),
    updated_at: brand.updatedAt.toISOString(),
  };
}

/** Brands: enabled, url and image are global; title and descriptions per language. */
@Injectable()
export class BrandService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<[BrandAnswer[], number]> {
    const [page, total] = await applyList(this.dataSource.manager.createQueryBuilder(Brand, 'b').select('b.id'), query, LIST).getManyAndCount();
    return [
      await this.views(
        page.map((b) => b.id),
        language,
      ),
      total,
    ];
  }

  async get(id: number, language?: LanguageCode): Promise<BrandAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  /** The storefront's brand list: enabled brands only. */
  async storefront(language?: LanguageCode): Promise<StorefrontBrand[]> {
    const brands = await this.dataSource.manager.find(Brand, { where: { enabled: true }, relations: { translations: true }, order: { id: 'ASC' } });
    const main = await this.mainLanguage();
    return brands.map((brand) => {
      const { id, title, url, short_description, image_path } = presentBrand(brand, language, main);
      return { id, title, url, short_description, image_path };
    });
  }

  async create(dto: CreateBrandDto, language?: LanguageCode, image?: Express.Multer.File): Promise<BrandAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureUrlFree(manager, dto.url);
      const imagePath = image ? await this.uploads.saveImage('image', image, 'brand', manager) : null;
      const brand = await manager.save(manager.create(Brand, { enabled: dto.enabled ?? true, url: dto.url, imagePath }));
      await saveTranslation(manager, BrandTranslation, { brandId: brand.id }, lang, {
        title: dto.title,
        shortDescription: dto.short_description ?? '',
        description: dto.description ?? '',
      });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'brand' });
      return brand.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateBrandDto, language?: LanguageCode, image?: Express.Multer.File): Promise<BrandAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const brand = await manager.findOne(Brand, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!brand) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== brand.url) await this.ensureUrlFree(manager, dto.url, id);
      const texts = { title: dto.title, shortDescription: dto.short_description, description: dto.description };
      if (Object.values(texts).some((v) => v !== undefined)) {
        const current = await manager.findOne(BrandTranslation, { where: { brandId: id, language: lang } });
        // A language's first text needs its own title; the fallback's is not copied.
        const title = texts.title ?? current?.title;
        if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
        await saveTranslation(manager, BrandTranslation, { brandId: id }, lang, {
          title,
          shortDescription: texts.shortDescription ?? current?.shortDescription ?? '',
          description: texts.description ?? current?.description ?? '',
        });
      }
      const imagePath = image ? await this.uploads.saveImage('image', image, 'brand', manager) : brand.imagePath;
      // Always written, so updated_at moves when only the texts changed.
      await manager.update(Brand, { id }, { enabled: dto.enabled ?? brand.enabled, url: dto.url ?? brand.url, imagePath });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'brand' });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const brand = await manager.findOne(Brand, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!brand) throw new NotFoundError();
      // Products of the brand keep existing without one (brand_id ON DELETE SET NULL).
      await manager.delete(Brand, { id });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'brand' });
    });
  }

  private async ensureUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(Brand, { where: { url } });
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', brandMessages.url_taken);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<BrandAnswer[]> {
    if (ids.length === 0) return [];
    const brands = await this.dataSource.manager.find(Brand, { where: { id: In(ids) }, relations: { translations: true } });
    const main = await this.mainLanguage();
    const byId = new Map(brands.map((b) => [b.id, b]));
    return ids.flatMap((id) => {
      const brand = byId.get(id);
      return brand ? [presentBrand(brand, language, main)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
