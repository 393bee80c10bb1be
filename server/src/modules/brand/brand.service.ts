import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { pickTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { CreateBrandDto, UpdateBrandDto } from './brand.dto';
import type { Brand } from './brand.entity';
import { brandMessages } from './brand.messages';
import { BrandRepository } from './brand.repository';
import { BrandAnswer, StorefrontBrand } from './brand.responses';

export const BRAND_SORTS = ['id', 'url', 'enabled', 'updated_at', 'created_at'] as const;
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
    private readonly repository: BrandRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<BrandAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<BrandAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  /** The storefront's brand list: enabled brands only. */
  async storefront(language?: LanguageCode): Promise<StorefrontBrand[]> {
    const brands = await this.repository.enabledWithTexts();
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
      const brand = await this.repository.insert(manager, { enabled: dto.enabled ?? true, url: dto.url, imagePath });
      await this.repository.saveTexts(manager, brand.id, lang, {
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
      const brand = await this.repository.lock(manager, id);
      if (!brand) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== brand.url) await this.ensureUrlFree(manager, dto.url, id);
      const texts = { title: dto.title, shortDescription: dto.short_description, description: dto.description };
      if (Object.values(texts).some((v) => v !== undefined)) {
        const current = await this.repository.texts(manager, id, lang);
        // A language's first text needs its own title; the fallback's is not copied.
        const title = texts.title ?? current?.title;
        if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
        await this.repository.saveTexts(manager, id, lang, {
          title,
          shortDescription: texts.shortDescription ?? current?.shortDescription ?? '',
          description: texts.description ?? current?.description ?? '',
        });
      }
      const imagePath = image ? await this.uploads.saveImage('image', image, 'brand', manager) : brand.imagePath;
      // Always written, so updated_at moves when only the texts changed.
      await this.repository.update(manager, id, { enabled: dto.enabled ?? brand.enabled, url: dto.url ?? brand.url, imagePath });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'brand' });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const brand = await this.repository.lock(manager, id);
      if (!brand) throw new NotFoundError();
      // Products of the brand keep existing without one (brand_id ON DELETE SET NULL).
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'brand' });
    });
  }

  private async ensureUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByUrl(manager, url);
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', brandMessages.url_taken);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<BrandAnswer[]> {
    if (ids.length === 0) return [];
    const brands = await this.repository.findManyWithTexts(ids);
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
