import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType, PartialType } from '@nestjs/swagger';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { SCRIPT_KEYS, type ScriptKey } from './script-change.entity';

const FLAG = ['0', '1'];

/** A language's name in each interface language. */
export class LanguageNames {
  @ApiProperty({ example: 'English' })
  en_us: string;

  @ApiProperty({ example: '英文' })
  zh_hk: string;

  @ApiProperty({ example: '英文' })
  zh_cn: string;
}

/** The site name per language, as stored: a language without a name of its own is absent. */
export class SiteNameTranslations {
  @ApiPropertyOptional({ example: 'Shop' })
  en_us?: string;

  @ApiPropertyOptional({ example: '商店' })
  zh_hk?: string;

  @ApiPropertyOptional({ example: '商店' })
  zh_cn?: string;
}

/** A language the shop offers, with its name for a language picker. */
export class LanguageOption {
  @ApiProperty({ enum: LANGUAGE_CODES })
  code: LanguageCode;

  @ApiProperty({ type: () => LanguageNames })
  name: LanguageNames;
}

/** A currency the shop shows prices in, with its rate against the base currency. */
export class CurrencyRate {
  @ApiProperty({ example: 'USD', description: 'Three-letter currency code' })
  identifier: string;

  @ApiProperty({ example: 0.128, description: 'Price in this currency = base price × rate (1 for the base currency)' })
  rate: number;

  @ApiProperty({ example: 'US$', description: 'What prices are written with' })
  mark: string;
}

/** The colours of one storefront template. */
export class TemplateColours {
  @ApiProperty({ example: 'default' })
  identifier: string;

  @ApiProperty({ example: '#1d4ed8' })
  primary_color: string;

  @ApiProperty({ example: '#0f172a' })
  secondary_color: string;

  @ApiProperty({ example: '#ffffff' })
  background_color: string;

  @ApiProperty({ example: '#111827' })
  text_color: string;
}

/** The site settings (GET and PUT /api/admin/config/site). */
export class SiteSettingsAnswer {
  @ApiProperty({ example: 'Shop', description: 'The site name in the language asked for, else in the main language' })
  name: string;

  @ApiProperty({ type: () => SiteNameTranslations })
  name_translations: SiteNameTranslations;

  @ApiProperty({ enum: LANGUAGE_CODES })
  main_language: LanguageCode;

  @ApiProperty({ example: 'en_us,zh_hk,zh_cn', description: 'The languages the shop offers, comma separated, in order' })
  supported_languages: string;

  @ApiProperty({ description: 'Staff HTML put at the end of every storefront page head' })
  script_header: string;

  @ApiProperty({ description: 'Staff HTML put at the end of every storefront page body' })
  script_footer: string;

  @ApiProperty({ example: '/uploads/site/icon.png', description: 'Path of the image; empty when there is none' })
  icon: string;

  @ApiProperty({ example: '/uploads/site/logo.png', description: 'Path of the image; empty when there is none' })
  logo: string;

  @ApiProperty({ example: '/uploads/site/banner.jpg', description: 'Path of the image; empty when there is none' })
  banner: string;

  @ApiProperty({ example: 'HKD', description: 'The identifier of one of supported_currencies (its rate is 1)' })
  base_currency: string;

  @ApiProperty({ type: () => [CurrencyRate] })
  supported_currencies: CurrencyRate[];

  @ApiProperty({ example: 'default', description: 'The identifier of one of supported_templates' })
  choose_template: string;

  @ApiProperty({ type: () => [TemplateColours] })
  supported_templates: TemplateColours[];

  @ApiProperty({ enum: FLAG, description: '"1": customers may log in with Facebook' })
  facebook_enabled: '0' | '1';

  @ApiProperty({ example: '', description: 'The Facebook app id (digits); empty when unset' })
  fb_client_id: string;

  @ApiProperty({ example: 120, description: 'Minutes a login token lasts' })
  token_expired_time: number;
}

/** The shop settings (GET and PUT /api/admin/config/shop). */
export class ShopSettingsAnswer {
  @ApiProperty({ enum: FLAG, description: '"1": the storefront shows products without selling them' })
  catalog_mode: '0' | '1';

  @ApiProperty({ enum: FLAG, description: '"1": only logged-in customers may buy' })
  member_only: '0' | '1';

  @ApiProperty({ enum: FLAG, description: '"1": guests may check out without an account' })
  guest_checkout: '0' | '1';

  @ApiProperty({ type: Number, nullable: true, description: 'The warehouse the storefront sells from; null when none is chosen' })
  warehouse_id: number | null;

  @ApiProperty({ enum: FLAG, description: '"1": warehouses are turned on' })
  warehouse_enabled: '0' | '1';

  @ApiProperty({ example: 30, description: 'Minutes an unpaid order holds its stock before the reservation is given back' })
  order_hold_minutes: number;
}

/** The CRM settings (GET and PUT /api/admin/config/crm). */
export class CrmSettingsAnswer {
  @ApiProperty({ type: Number, nullable: true, description: 'The lead status whose ebook the /ebook page sends' })
  ebook_status_id: number | null;
}

/** The reward points settings (GET and PUT /api/admin/config/points). */
export class PointsSettingsAnswer {
  @ApiProperty({ example: 100, description: 'Points that pay one unit of the base currency; 0: points cannot be spent' })
  points_redeem_rate: number;

  @ApiProperty({ example: 50, description: 'The largest share (percent) of an order total that points may pay' })
  points_max_percent: number;

  @ApiProperty({ enum: ['never', 'fixed_date', 'membership'] })
  points_expiry_type: 'never' | 'fixed_date' | 'membership';

  @ApiProperty({ example: '2027-12-31', description: "YYYY-MM-DD for fixed_date, else ''" })
  points_expiry_date: string;

  @ApiProperty({ example: 1, description: 'Points per unit paid for members without a tier' })
  points_base_rate: number;
}

/** The currency settings (GET and PUT /api/admin/config/currency). */
export class CurrencySettingsAnswer {
  @ApiProperty({ example: 'HKD' })
  base_currency: string;

  @ApiProperty({ type: () => [CurrencyRate] })
  currencies: CurrencyRate[];
}

/** The language settings (GET and PUT /api/admin/config/language). */
export class LanguageSettingsAnswer {
  @ApiProperty({ enum: LANGUAGE_CODES })
  main_language: LanguageCode;

  @ApiProperty({ example: 'en_us,zh_hk,zh_cn', description: 'The languages the shop offers, comma separated, in order' })
  supported_languages: string;

  @ApiProperty({ type: () => [LanguageOption], description: 'The same languages, with their names' })
  languages: LanguageOption[];
}

/** One recorded change of script_header or script_footer (GET /api/admin/config/script-history). */
export class ScriptChangeListItem {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: SCRIPT_KEYS })
  field: ScriptKey;

  @ApiProperty()
  before: string;

  @ApiProperty()
  after: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Null once the admin account is gone' })
  admin_id: number | null;

  @ApiProperty({ description: 'The name of the admin when they made the change' })
  admin_name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/**
 * POST /api/configs: the public settings the storefront asked for, and only those. Each is the site or
 * shop setting of the same name; `languages` and `currencies` are derived from them.
 */
export class PublicSettingsAnswer extends PartialType(IntersectionType(OmitType(SiteSettingsAnswer, ['name_translations'] as const), ShopSettingsAnswer)) {
  @ApiPropertyOptional({ type: () => [LanguageOption], description: 'The languages of supported_languages, with their names' })
  languages?: LanguageOption[];

  @ApiPropertyOptional({ type: () => [CurrencyRate], description: 'The same as supported_currencies' })
  currencies?: CurrencyRate[];
}
