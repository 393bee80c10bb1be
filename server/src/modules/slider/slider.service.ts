import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { pickTranslation } from '../../common/translations';
import type { ReadCache } from '../../common/read-cache';
import { EventBus } from '../../events/event-bus';
import { CatalogueCache } from '../catalogue-cache';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { SlideDto } from './slider.dto';
import type { Slide, SlideTranslation } from './slider.entity';
import { sliderMessages } from './slider.messages';
import { SliderRepository } from './slider.repository';
import { SlideAnswer, StorefrontSlide } from './slider.responses';

export const SLIDE_SORTS = ['id', 'order', 'enabled', 'starts_at', 'ends_at', 'updated_at', 'created_at'] as const;

/** The widths the storefront's slider asks for (storefront-ui/src/features/home/components/Slider.tsx): made ahead of the first shopper. */
export const SLIDE_WIDTHS = { image: [960, 1280], mobile_image: [480, 640, 960] } as const;

/** The pictures sent with a slide's form. */
export interface SlideImages {
  image?: Express.Multer.File;
  mobile_image?: Express.Multer.File;
}

/** A shown slide with its schedule, as kept per language (the schedule is checked on every answer). */
interface KeptSlide extends StorefrontSlide {
  from: number | null;
  to: number | null;
}

function present(slide: Slide, language: LanguageCode | undefined, main: LanguageCode): SlideAnswer {
  const t = pickTranslation(slide.translations, language, main);
  return {
    id: slide.id,
    enabled: slide.enabled,
    order: slide.order,
    link: slide.link,
    starts_at: slide.startsAt?.toISOString() ?? null,
    ends_at: slide.endsAt?.toISOString() ?? null,
    title: t?.title ?? '',
    text: t?.text ?? '',
    image_path: t?.imagePath ?? null,
    mobile_image_path: t?.mobileImagePath ?? null,
    created_at: slide.createdAt.toISOString(),
    updated_at: slide.updatedAt.toISOString(),
  };
}

/** The picture of a language, else the main language's, else any language's. */
function pictureOf(translations: SlideTranslation[], language: LanguageCode, main: LanguageCode, pick: (t: SlideTranslation) => string | null): string | null {
  const ordered = [translations.find((t) => t.language === language), translations.find((t) => t.language === main), ...translations];
  for (const t of ordered) if (t && pick(t)) return pick(t);
  return null;
}

/** Slides of the homepage slider: order, link, schedule and enabled are global; texts and pictures per language. */
@Injectable()
export class SliderService {
  private readonly shown: ReadCache<KeptSlide[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SliderRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
    cache: CatalogueCache,
  ) {
    // Per language; a slider change (a structure change) empties it.
    this.shown = cache.create<KeptSlide[]>({ max: 10 });
  }

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<SlideAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<SlideAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  /** GET /api/slider: the enabled slides within their schedule now, by order then id; one statement on a cache miss. */
  async storefront(language?: LanguageCode): Promise<StorefrontSlide[]> {
    const main = await this.mainLanguage();
    const lang = language ?? main;
    const kept = await this.shown.get(lang, async () => {
      const slides = await this.repository.enabledWithTexts();
      return slides.flatMap((slide) => {
        const image = pictureOf(slide.translations, lang, main, (t) => t.imagePath);
        if (!image) return [];
        const t = pickTranslation(slide.translations, lang, main);
        return [
          {
            id: slide.id,
            title: t?.title ?? '',
            text: t?.text ?? '',
            link: slide.link,
            image,
            mobile_image: pictureOf(slide.translations, lang, main, (x) => x.mobileImagePath) ?? image,
            from: slide.startsAt?.getTime() ?? null,
            to: slide.endsAt?.getTime() ?? null,
          },
        ];
      });
    });
    const now = Date.now();
    return kept.filter((s) => (s.from === null || s.from <= now) && (s.to === null || now < s.to)).map(({ from: _f, to: _t, ...slide }) => slide);
  }

  async create(dto: SlideDto, language: LanguageCode | undefined, images: SlideImages): Promise<SlideAnswer> {
    if (!images.image) throw ValidationError.field('image', sliderMessages.image_required);
    const lang = language ?? (await this.mainLanguage());
    const startsAt = dto.starts_at ? new Date(dto.starts_at) : null;
    const endsAt = dto.ends_at ? new Date(dto.ends_at) : null;
    checkSchedule(startsAt, endsAt);
    const id = await this.dataSource.transaction(async (manager) => {
      const imagePath = await this.uploads.saveImage('image', images.image!, 'slider', manager);
      const mobileImagePath = images.mobile_image ? await this.uploads.saveImage('mobile_image', images.mobile_image, 'slider', manager) : null;
      this.uploads.prepareVariants(imagePath, SLIDE_WIDTHS.image, manager);
      if (mobileImagePath) this.uploads.prepareVariants(mobileImagePath, SLIDE_WIDTHS.mobile_image, manager);
      const slide = await this.repository.insert(manager, { enabled: dto.enabled ?? true, order: dto.order ?? 0, link: dto.link ?? '', startsAt, endsAt });
      await this.repository.saveTexts(manager, slide.id, lang, {
        title: dto.title ?? '',
        text: dto.text ?? '',
        imagePath,
        mobileImagePath,
      });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'slider' });
      return slide.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: SlideDto, language: LanguageCode | undefined, images: SlideImages): Promise<SlideAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const slide = await this.repository.lock(manager, id);
      if (!slide) throw new NotFoundError();
      const startsAt = dto.starts_at === undefined ? slide.startsAt : dto.starts_at ? new Date(dto.starts_at) : null;
      const endsAt = dto.ends_at === undefined ? slide.endsAt : dto.ends_at ? new Date(dto.ends_at) : null;
      checkSchedule(startsAt, endsAt);
      if (dto.title !== undefined || dto.text !== undefined || images.image || images.mobile_image) {
        const current = await this.repository.texts(manager, id, lang);
        const imagePath = images.image ? await this.uploads.saveImage('image', images.image, 'slider', manager) : (current?.imagePath ?? null);
        const mobileImagePath = images.mobile_image
          ? await this.uploads.saveImage('mobile_image', images.mobile_image, 'slider', manager)
          : (current?.mobileImagePath ?? null);
        if (images.image && imagePath) this.uploads.prepareVariants(imagePath, SLIDE_WIDTHS.image, manager);
        if (images.mobile_image && mobileImagePath) this.uploads.prepareVariants(mobileImagePath, SLIDE_WIDTHS.mobile_image, manager);
        await this.repository.saveTexts(manager, id, lang, {
          title: dto.title ?? current?.title ?? '',
          text: dto.text ?? current?.text ?? '',
          imagePath,
          mobileImagePath,
        });
      }
      // Always written, so updated_at moves when only the texts changed.
      await this.repository.update(manager, id, {
        enabled: dto.enabled ?? slide.enabled,
        order: dto.order ?? slide.order,
        link: dto.link ?? slide.link,
        startsAt,
        endsAt,
      });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'slider' });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const slide = await this.repository.lock(manager, id);
      if (!slide) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'slider' });
    });
  }

  private async views(ids: number[], language?: LanguageCode): Promise<SlideAnswer[]> {
    if (ids.length === 0) return [];
    const slides = await this.repository.findManyWithTexts(ids);
    const main = await this.mainLanguage();
    const byId = new Map(slides.map((s) => [s.id, s]));
    return ids.flatMap((id) => {
      const slide = byId.get(id);
      return slide ? [present(slide, language, main)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}

function checkSchedule(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw ValidationError.field('ends_at', sliderMessages.schedule_order);
}
