import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { type FieldMessages, ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import { EventBus } from '../../events/event-bus';
import { LANGUAGE_NAMES, LanguageCode } from '../../common/i18n/languages';
import { CRM_KEYS, DEFAULT_SETTINGS, POINTS_KEYS, PUBLIC_KEYS, SettingKey, SettingValues, SHOP_KEYS, SITE_KEYS } from './settings.definitions';
import {
  CrmSettingsAnswer,
  CurrencySettingsAnswer,
  LanguageOption,
  LanguageSettingsAnswer,
  PointsSettingsAnswer,
  PublicSettingsAnswer,
  ShopSettingsAnswer,
  SiteSettingsAnswer,
} from './settings.responses';
import {
  UpdateCrmConfigDto,
  UpdateCurrencyConfigDto,
  UpdateLanguageConfigDto,
  UpdatePointsConfigDto,
  UpdateShopConfigDto,
  UpdateSiteSettingsDto,
} from './settings.dto';
import { UploadService } from '../upload';
import { ScriptHistoryService } from './script-history.service';
import { configsMessages, settingsMessages } from './settings.messages';
import { SettingsRepository } from './settings.repository';

type Changes = Partial<SettingValues>;

/** A real day of the calendar as YYYY-MM-DD (not 2027-02-31). */
const isCalendarDate = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};
type SiteKey = (typeof SITE_KEYS)[number];
type ShopKey = (typeof SHOP_KEYS)[number];

/**
 * The answer classes hold exactly the settings they show, each with its stored type (true when A and B
 * have the same properties): adding a setting to SITE_KEYS or SHOP_KEYS without describing it fails here.
 */
type Same<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false;
type Holds<T extends true> = T;
type _AnswersMatchSettings = [
  Holds<Same<Omit<SiteSettingsAnswer, 'name' | 'name_translations'>, Omit<Pick<SettingValues, SiteKey>, 'name'>>>,
  Holds<Same<SiteSettingsAnswer['name_translations'], SettingValues['name']>>,
  Holds<Same<ShopSettingsAnswer, Pick<SettingValues, ShopKey>>>,
  Holds<Same<PointsSettingsAnswer, Pick<SettingValues, (typeof POINTS_KEYS)[number]>>>,
  Holds<Same<CrmSettingsAnswer, Pick<SettingValues, (typeof CRM_KEYS)[number]>>>,
  Holds<Same<Required<Omit<PublicSettingsAnswer, 'name' | 'languages' | 'currencies'>>, Omit<Pick<SettingValues, SiteKey | ShopKey>, 'name'>>>,
];

/** An image sent with the site settings, for one of the image fields. */
export interface SiteImage {
  field: 'icon' | 'logo' | 'banner';
  file: { buffer: Buffer; size: number };
}

/** Work a change does in its transaction before it is written (checks that may refuse it, audit rows, files it adds to the changes). */
type BeforeWrite = (manager: EntityManager, current: SettingValues, changes: Changes) => Promise<void>;

/** supported_languages as stored: comma separated, each language once, in the order given. */
const languageList = (codes: string[]): string => [...new Set(codes)].join(',');

@Injectable()
export class SettingsService implements OnModuleInit {
  private cache?: { values: Promise<SettingValues>; at: number };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stored: SettingsRepository,
    private readonly scripts: ScriptHistoryService,
    private readonly events: EventBus,
    private readonly uploads: UploadService,
  ) {}

  onModuleInit(): void {
    this.events.on('settings.changed', () => {
      this.cache = undefined;
    });
  }

  /**
   * Every setting, stored values over defaults. Given a manager: read in its transaction (a write
   * that checks what it changes). Otherwise the copy kept for SETTINGS_CACHE_MS (callers must not
   * change the object): a committed change empties it at once in every process (settings.changed,
   * through Redis); while Redis is away another process sees a change within that time.
   */
  all(manager?: EntityManager): Promise<SettingValues> {
    return manager ? this.read(manager) : this.kept();
  }

  private kept(): Promise<SettingValues> {
    const ttl = this.config.cache.settingsMs;
    if (ttl === 0) return this.read();
    if (!this.cache || Date.now() - this.cache.at > ttl) {
      const values = this.read();
      this.cache = { values, at: Date.now() };
      values.catch(() => (this.cache = undefined));
    }
    return this.cache.values;
  }

  private async read(manager?: EntityManager): Promise<SettingValues> {
    const rows = await this.stored.all(manager);
    const values = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
    // A null stored for a setting that is never null (written before its rule refused null) keeps the default.
    for (const row of rows) if (row.key in values && (row.value !== null || values[row.key] === null)) values[row.key] = row.value;
    return values as unknown as SettingValues;
  }

  /** The site name in a language, falling back to the main language. */
  siteName(values: SettingValues, language?: LanguageCode): string {
    return (language && values.name[language]) || values.name[values.main_language] || Object.values(values.name)[0] || '';
  }

  supportedLanguages(values: SettingValues): LanguageOption[] {
    return values.supported_languages
      .split(',')
      .filter((code): code is LanguageCode => code in LANGUAGE_NAMES)
      .map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  }

  siteView(values: SettingValues, language?: LanguageCode): SiteSettingsAnswer {
    const site = Object.fromEntries(SITE_KEYS.map((key) => [key, values[key]])) as Pick<SettingValues, SiteKey>;
    return { ...site, name: this.siteName(values, language), name_translations: values.name };
  }

  shopView(values: SettingValues): ShopSettingsAnswer {
    return Object.fromEntries(SHOP_KEYS.map((key) => [key, values[key]])) as Pick<SettingValues, ShopKey>;
  }

  pointsView(values: SettingValues): PointsSettingsAnswer {
    return Object.fromEntries(POINTS_KEYS.map((key) => [key, values[key]])) as Pick<SettingValues, (typeof POINTS_KEYS)[number]>;
  }

  crmView(values: SettingValues): CrmSettingsAnswer {
    return { ebook_status_id: values.ebook_status_id };
  }

  /** The ebook status must have an ebook trigger and its file: else the /ebook page would promise what it cannot send. */
  updateCrm(dto: UpdateCrmConfigDto): Promise<SettingValues> {
    return this.change(
      () => ({ ...dto }),
      async (manager, _current, changes) => {
        if (changes.ebook_status_id == null) return;
        if (!(await this.stored.canSendEbook(manager, changes.ebook_status_id)))
          throw ValidationError.field('ebook_status_id', settingsMessages.ebook_status_id);
      },
    );
  }

  currencyView(values: SettingValues): CurrencySettingsAnswer {
    return { base_currency: values.base_currency, currencies: values.supported_currencies };
  }

  languageView(values: SettingValues): LanguageSettingsAnswer {
    return { main_language: values.main_language, supported_languages: values.supported_languages, languages: this.supportedLanguages(values) };
  }

  /** The storefront's POST /api/configs: the asked public columns, plus `languages` and `currencies`. */
  async publicColumns(columns: string[], language?: LanguageCode): Promise<PublicSettingsAnswer> {
    const unknown = columns.filter((c) => !(PUBLIC_KEYS as string[]).includes(c) && c !== 'languages' && c !== 'currencies');
    if (unknown.length > 0) throw ValidationError.field('columns', configsMessages.unknown_columns({ columns: unknown.join(', ') }));
    const values = await this.all();
    const result: Record<string, unknown> = {};
    for (const column of columns) {
      if (column === 'name') result.name = this.siteName(values, language);
      else if (column === 'languages') result.languages = this.supportedLanguages(values);
      else if (column === 'currencies') result.currencies = values.supported_currencies;
      else result[column] = values[column as SettingKey];
    }
    // The columns were checked against PUBLIC_KEYS above; AnswersMatchSettings keeps the class in step with them.
    return result;
  }

  /**
   * The header/footer scripts change only with `configuration.script`, and each change is recorded.
   * Uploaded images are written in the change's transaction (and removed again if it rolls back).
   */
  updateSite(actor: AdminPrincipal, dto: UpdateSiteSettingsDto, language?: LanguageCode, images: SiteImage[] = []): Promise<SettingValues> {
    return this.change(
      (current) => {
        const { name, supported_languages, ...rest } = dto;
        const changes: Changes = { ...rest, supported_languages: supported_languages && languageList(supported_languages.split(',')) };
        if (name !== undefined) changes.name = { ...current.name, [language ?? current.main_language]: name };
        return changes;
      },
      async (manager, current, changes) => {
        for (const { field, file } of images) changes[field] = await this.uploads.saveImage(field, file, 'site', manager);
        await this.scripts.guardAndRecord(manager, actor, current, changes);
      },
    );
  }

  updateShop(dto: UpdateShopConfigDto): Promise<SettingValues> {
    return this.change(() => ({ ...dto }));
  }

  updatePoints(dto: UpdatePointsConfigDto): Promise<SettingValues> {
    return this.change(() => ({ ...dto }));
  }

  updateCurrency(dto: UpdateCurrencyConfigDto): Promise<SettingValues> {
    return this.change(() => ({ base_currency: dto.base_currency, supported_currencies: dto.currencies }));
  }

  updateLanguage(dto: UpdateLanguageConfigDto): Promise<SettingValues> {
    return this.change(() => ({ main_language: dto.main_language, supported_languages: dto.languages && languageList(dto.languages) }));
  }

  /** Writes defaults for keys that have no row yet (new shop or new keys). */
  async ensureDefaults(manager: EntityManager, overrides: Changes = {}): Promise<void> {
    const values = { ...DEFAULT_SETTINGS, ...overrides } as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) await this.stored.putMissing(manager, key, value);
  }

  /** One serialised transaction: read, apply the change, check the rules that span keys, write. */
  private change(build: (current: SettingValues) => Changes, beforeWrite?: BeforeWrite): Promise<SettingValues> {
    return this.dataSource.transaction(async (manager) => {
      await this.stored.lock(manager);
      const current = await this.all(manager);
      const changes = Object.fromEntries(Object.entries(build(current)).filter(([, v]) => v !== undefined)) as Changes;
      await beforeWrite?.(manager, current, changes);
      const next = { ...current, ...changes };
      this.check(next);
      for (const [key, value] of Object.entries(changes)) await this.stored.put(manager, key, value);
      await this.events.publish(manager, 'settings.changed', { keys: Object.keys(changes) });
      return next;
    });
  }

  private check(values: SettingValues): void {
    const fields: FieldMessages = {};
    const add = (field: string, message: Message) => (fields[field] ??= []).push(message);
    const languages = values.supported_languages.split(',');
    if (!languages.includes(values.main_language)) add('main_language', settingsMessages.main_language_unsupported);
    const identifiers = values.supported_currencies.map((c) => c.identifier);
    if (new Set(identifiers).size !== identifiers.length) add('supported_currencies', settingsMessages.currency_repeated);
    const base = values.supported_currencies.find((c) => c.identifier === values.base_currency);
    if (!base) add('base_currency', settingsMessages.base_currency_unsupported);
    else if (base.rate !== 1) add('base_currency', settingsMessages.base_currency_rate);
    const templates = values.supported_templates.map((t) => t.identifier);
    if (new Set(templates).size !== templates.length) add('supported_templates', settingsMessages.template_repeated);
    if (!templates.includes(values.choose_template)) add('choose_template', settingsMessages.unknown_template);
    if (values.facebook_enabled === '1' && !values.fb_client_id) add('fb_client_id', settingsMessages.fb_client_id_required);
    if (values.points_expiry_type === 'fixed_date' && !values.points_expiry_date) add('points_expiry_date', settingsMessages.points_expiry_date_required);
    if (values.points_expiry_date && !isCalendarDate(values.points_expiry_date)) add('points_expiry_date', settingsMessages.points_expiry_date);
    if (Object.keys(fields).length > 0) throw ValidationError.fields(fields);
  }
}
