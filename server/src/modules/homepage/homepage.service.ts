import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationError, type FieldMessages } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReadCache } from '../../common/read-cache';
import { cleanTexts, pickText } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { WIDGET_TYPES } from '../catalog';
import { CatalogueCache } from '../catalogue-cache';
import { SettingsService } from '../settings';
import { HomepageDto, SectionDto } from './homepage.dto';
import { HomepageSection, SECTION_TYPES, type SectionType } from './homepage.entity';
import { HomepageRepository, type SectionColumns } from './homepage.repository';
import { homepageMessages as h } from './homepage.messages';
import { AdminHomepage, AdminSection, StorefrontHomepage } from './homepage.responses';

/** The widget types a widget section may name (a block has its own kind of section). */
const SECTION_WIDGETS = WIDGET_TYPES.filter((type) => type !== 'block');

const presentAdmin = (s: HomepageSection): AdminSection => ({ id: s.id, type: s.type, widget: s.widget, data: s.data, titles: s.titles });

/** The homepage: an ordered list of sections, saved as a whole in one transaction. */
@Injectable()
export class HomepageService {
  private readonly kept: ReadCache<HomepageSection[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: HomepageRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    cache: CatalogueCache,
  ) {
    // One key; a homepage change (a structure change) empties it.
    this.kept = cache.create<HomepageSection[]>({ max: 1, structure: true });
  }

  async get(): Promise<AdminHomepage> {
    const sections = await this.repository.sections();
    const updated = sections.reduce<Date | null>((last, s) => (last && last > s.updatedAt ? last : s.updatedAt), null);
    return { sections: sections.map(presentAdmin), updated_at: updated?.toISOString() ?? null };
  }

  /** GET /api/homepage: the sections in order with their headings in the language; one statement on a cache miss. */
  async storefront(language?: LanguageCode): Promise<StorefrontHomepage> {
    const main = (await this.settings.all()).main_language;
    const sections = await this.kept.get('', () => this.repository.sections());
    return { sections: sections.map((s) => ({ id: s.id, type: s.type, widget: s.widget, data: s.data, title: pickText(s.titles, language ?? main, main) })) };
  }

  /** Replaces the list: every section is checked first (each failure named by its index), then written in one transaction. */
  async save(dto: HomepageDto): Promise<AdminHomepage> {
    const rows = dto.sections.map((section, index) => checkSection(section, index));
    const problems: FieldMessages = {};
    rows.forEach((row, index) => {
      if ('problem' in row) (problems[`sections.${index}`] ??= []).push(row.problem);
    });
    if (rows.filter((row) => 'type' in row && row.type === 'slider').length > 1) problems.sections = [h.one_slider];
    if (Object.keys(problems).length > 0) throw ValidationError.fields(problems);
    await this.dataSource.transaction(async (manager) => {
      // Every row is a section here: a problem refused the save above.
      await this.repository.replace(manager, rows as SectionColumns[]);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'homepage' });
    });
    return this.get();
  }
}

/** A section as stored, or what is wrong with it. */
function checkSection(
  section: SectionDto,
  index: number,
): Omit<HomepageSection, 'id' | 'position' | 'updatedAt'> | { problem: ReturnType<typeof h.section_type> } {
  if (!(SECTION_TYPES as readonly string[]).includes(section.type)) return { problem: h.section_type({ index, choices: SECTION_TYPES.join(', ') }) };
  const type = section.type as SectionType;
  const data = section.data ?? {};
  const titles = cleanTexts(section.titles ?? {});
  if (type !== 'widget' && section.widget !== undefined && section.widget !== null) return { problem: h.widget_left({ index }) };
  if (type === 'slider') return { type, widget: null, data: {}, titles };
  if (type === 'block') {
    if (!data.identifier) return { problem: h.identifier_required({ index }) };
    return { type, widget: null, data: { identifier: data.identifier }, titles };
  }
  if (!section.widget || !(SECTION_WIDGETS as readonly string[]).includes(section.widget))
    return { problem: h.widget_type({ index, choices: SECTION_WIDGETS.join(', ') }) };
  if (section.widget === 'category' && data.url === undefined && data.id === undefined) return { problem: h.category_required({ index }) };
  const kept: HomepageSection['data'] = {};
  if (section.widget === 'category' || section.widget === 'brand') {
    if (data.url !== undefined) kept.url = data.url;
    else if (data.id !== undefined) kept.id = data.id;
  }
  if (data.limit !== undefined) kept.limit = data.limit;
  return { type, widget: section.widget, data: kept, titles };
}
