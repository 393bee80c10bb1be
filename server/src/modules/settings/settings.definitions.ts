import { LanguageCode } from '../../common/i18n/languages';
import type { CurrencyRate, TemplateColours } from './settings.responses';

export type { CurrencyRate, TemplateColours };

/** Every setting with its stored shape. `name` holds one value per language. */
export interface SettingValues {
  name: Partial<Record<LanguageCode, string>>;
  main_language: LanguageCode;
  supported_languages: string;
  script_header: string;
  script_footer: string;
  icon: string;
  logo: string;
  banner: string;
  base_currency: string;
  supported_currencies: CurrencyRate[];
  choose_template: string;
  supported_templates: TemplateColours[];
  facebook_enabled: '0' | '1';
  fb_client_id: string;
  token_expired_time: number;
  catalog_mode: '0' | '1';
  member_only: '0' | '1';
  guest_checkout: '0' | '1';
  warehouse_id: number | null;
  warehouse_enabled: '0' | '1';
  order_hold_minutes: number;
  /** How many reward points pay one unit of the base currency at checkout; 0: points cannot be spent. */
  points_redeem_rate: number;
  /** The largest share (percent) of an order's total that points may pay. */
  points_max_percent: number;
  /** When points earned from now on expire: never, on points_expiry_date, or with the member's tier. */
  points_expiry_type: PointsExpiryType;
  /** YYYY-MM-DD, for points_expiry_type fixed_date ('' otherwise). */
  points_expiry_date: string;
  /** Points per unit of the base currency paid, for members who hold no tier (a tier has its own rate). */
  points_base_rate: number;
  /** The lead status whose ebook the /ebook page sends (its trigger mails the link); null: no ebook page. */
  ebook_status_id: number | null;
  /** The shop's IANA time zone: the reports and the dashboard count days in it. */
  time_zone: string;
  /** An inventory whose available units are at most this is low stock (reports, dashboard). */
  low_stock_threshold: number;
}

export const POINTS_EXPIRY_TYPES = ['never', 'fixed_date', 'membership'] as const;
export type PointsExpiryType = (typeof POINTS_EXPIRY_TYPES)[number];

export type SettingKey = keyof SettingValues;

export const SITE_KEYS = [
  'name',
  'main_language',
  'supported_languages',
  'script_header',
  'script_footer',
  'icon',
  'logo',
  'banner',
  'base_currency',
  'supported_currencies',
  'choose_template',
  'supported_templates',
  'facebook_enabled',
  'fb_client_id',
  'token_expired_time',
] as const satisfies readonly SettingKey[];

export const SHOP_KEYS = [
  'catalog_mode',
  'member_only',
  'guest_checkout',
  'warehouse_id',
  'warehouse_enabled',
  'order_hold_minutes',
] as const satisfies readonly SettingKey[];

/** The reward points settings (/api/admin/points/settings, permission membership); not public. */
export const POINTS_KEYS = [
  'points_redeem_rate',
  'points_max_percent',
  'points_expiry_type',
  'points_expiry_date',
  'points_base_rate',
] as const satisfies readonly SettingKey[];

/** The CRM settings (/api/admin/config/crm, permission lead.status.edit). */
export const CRM_KEYS = ['ebook_status_id'] as const satisfies readonly SettingKey[];

/** Keys the storefront may read through POST /api/configs (secrets never go here). */
export const PUBLIC_KEYS: readonly SettingKey[] = [...SITE_KEYS, ...SHOP_KEYS];

/** Values a new shop starts with. */
export const DEFAULT_SETTINGS: SettingValues = {
  name: { en_us: 'Shop', zh_hk: '商店', zh_cn: '商店' },
  main_language: 'en_us',
  supported_languages: 'en_us,zh_hk,zh_cn',
  script_header: '',
  script_footer: '',
  icon: '',
  logo: '',
  banner: '',
  base_currency: 'HKD',
  supported_currencies: [
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
    { identifier: 'CNY', rate: 0.93, mark: '¥' },
  ],
  choose_template: 'default',
  supported_templates: [
    { identifier: 'default', primary_color: '#1d4ed8', secondary_color: '#0f172a', background_color: '#ffffff', text_color: '#111827' },
    { identifier: 'custom', primary_color: '#b91c1c', secondary_color: '#7c2d12', background_color: '#fffbeb', text_color: '#1c1917' },
  ],
  facebook_enabled: '0',
  fb_client_id: '',
  token_expired_time: 120,
  catalog_mode: '0',
  member_only: '0',
  guest_checkout: '1',
  warehouse_id: null,
  warehouse_enabled: '1',
  order_hold_minutes: 30,
  points_redeem_rate: 100,
  points_max_percent: 50,
  points_expiry_type: 'never',
  points_expiry_date: '',
  points_base_rate: 1,
  ebook_status_id: null,
  time_zone: 'Asia/Hong_Kong',
  low_stock_threshold: 5,
};
