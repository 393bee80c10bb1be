import type { RaRecord } from 'react-admin';
import { decimalToMinorUnits, minorUnitsToDecimal, type Schema } from '@shop/kernel';
import { createPath } from '../common/paths';
import { LOCALES } from '../providers/i18nProvider';
import { isBlank } from '../common/values';

export type Promotion = Schema<'PromotionAnswer'>;
export type PromotionType = Promotion['promotion_type'];
export type DiscountKind = Promotion['discount_kind'];
export type PromotionTarget = Promotion['target'];

/** The four kinds of promotion (promotion_type), in the order the create menu offers them. */
export const PROMOTION_TYPES: readonly PromotionType[] = ['coupon', 'cart_discount', 'buy_x_get_y', 'free_shipping'];
export const DISCOUNT_KINDS: readonly DiscountKind[] = ['percentage', 'fixed'];
export const PROMOTION_TARGETS: readonly PromotionTarget[] = ['order', 'products', 'categories', 'brands'];

export const isPromotionType = (value: unknown): value is PromotionType => typeof value === 'string' && (PROMOTION_TYPES as readonly string[]).includes(value);

/** The create page of a type: /admin/promotion/create?promotion_type=<type>. */
export const createPathOf = (type: PromotionType) => `${createPath('promotion')}?promotion_type=${type}`;

/** i18n key of a type's name. */
export const typeKey = (type: string) => `app.promotion.types.${type}`;

/** Choices for SelectInputs (react-admin translates the names). */
export const TYPE_CHOICES = PROMOTION_TYPES.map((type) => ({ id: type, name: typeKey(type) }));
export const KIND_CHOICES = DISCOUNT_KINDS.map((kind) => ({ id: kind, name: `app.promotion.discount_kinds.${kind}` }));
export const TARGET_CHOICES = PROMOTION_TARGETS.map((target) => ({ id: target, name: `app.promotion.targets.${target}` }));

/** What each type's form shows (the server ignores the rest). */
export const FIELDS_OF: Record<PromotionType, { code: 'required' | 'optional' | false; discount: boolean; target: boolean; buyGet: boolean }> = {
  coupon: { code: 'required', discount: true, target: true, buyGet: false },
  cart_discount: { code: false, discount: true, target: false, buyGet: false },
  buy_x_get_y: { code: false, discount: false, target: true, buyGet: true },
  free_shipping: { code: 'optional', discount: false, target: false, buyGet: false },
};

/** Letters, digits, - and _ (COUPON_CODE on the server). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const blank = isBlank;
const wholeOr = <T>(value: unknown, fallback: T): number | T => (blank(value) || !Number.isInteger(Number(value)) ? fallback : Number(value));

/** The values a new promotion of `type` starts with. */
export function newPromotion(type: PromotionType): Record<string, unknown> {
  return {
    promotion_type: type,
    enabled: true,
    name: { en_us: '', zh_hk: '', zh_cn: '' },
    code: '',
    discount_kind: 'percentage',
    discount_amount: '',
    discount_percent: type === 'buy_x_get_y' ? 100 : null,
    target: 'order',
    target_ids: [],
    membership_tier_ids: [],
    buy_quantity: 1,
    get_quantity: 1,
    min_spend: '',
    usage_limit: null,
    per_customer_limit: null,
    starts_at: null,
    ends_at: null,
    priority: 0,
    combinable: true,
  };
}

/**
 * The record as the form holds it: money as text in the base currency (50.00; an empty minimum
 * spend for none), the discount as an amount or a percent by its kind.
 */
export function toFormValues(record: RaRecord): RaRecord {
  const fixed = record.discount_kind === 'fixed' && record.promotion_type !== 'buy_x_get_y';
  return {
    ...record,
    code: record.code ?? '',
    min_spend: record.min_spend ? minorUnitsToDecimal(record.min_spend) : '',
    discount_amount: fixed ? minorUnitsToDecimal(record.discount_value) : '',
    discount_percent: fixed ? null : record.discount_value,
    target_ids: record.target_ids ?? [],
    membership_tier_ids: record.membership_tier_ids ?? [],
  };
}

/** A moment typed in a datetime-local input (the browser's time zone), or kept from the record, as ISO 8601; blank as null. */
function moment(value: unknown): string | null {
  if (blank(value)) return null;
  const at = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(at.getTime()) ? String(value) : at.toISOString();
}

/**
 * The API body of POST and PUT /api/admin/promotion for `type`: money in cents, blank limits as null,
 * names of the three languages, and only what the type uses (a code the form does not show is kept).
 */
export function promotionBody(data: Record<string, unknown>, type: PromotionType): Record<string, unknown> {
  const names = (data.name ?? {}) as Record<string, string | undefined>;
  const fields = FIELDS_OF[type];
  const code = blank(data.code) ? null : String(data.code).trim().toUpperCase();
  const body: Record<string, unknown> = {
    promotion_type: type,
    name: Object.fromEntries(LOCALES.map(({ code: language }) => [language, (names[language] ?? '').trim()])),
    code,
    enabled: Boolean(data.enabled),
    starts_at: moment(data.starts_at),
    ends_at: moment(data.ends_at),
    min_spend: blank(data.min_spend) ? 0 : decimalToMinorUnits(data.min_spend as string),
    usage_limit: wholeOr(data.usage_limit, null),
    per_customer_limit: wholeOr(data.per_customer_limit, null),
    priority: wholeOr(data.priority, 0),
    combinable: Boolean(data.combinable),
  };
  if (fields.discount) {
    const kind = data.discount_kind === 'fixed' ? 'fixed' : 'percentage';
    body.discount_kind = kind;
    body.discount_value = kind === 'fixed' ? decimalToMinorUnits(data.discount_amount as string) : wholeOr(data.discount_percent, null);
  }
  if (fields.buyGet) {
    body.discount_kind = 'percentage';
    body.discount_value = wholeOr(data.discount_percent, 100);
    body.buy_quantity = wholeOr(data.buy_quantity, null);
    body.get_quantity = wholeOr(data.get_quantity, null);
  }
  const target = fields.target && (PROMOTION_TARGETS as readonly unknown[]).includes(data.target) ? (data.target as PromotionTarget) : 'order';
  body.target = target;
  body.target_ids = target === 'order' ? [] : ((data.target_ids as unknown[] | undefined) ?? []).map(Number);
  // The membership tiers the promotion is limited to (none: everyone).
  body.membership_tier_ids = ((data.membership_tier_ids as unknown[] | undefined) ?? []).map(Number);
  return body;
}

/** A promotion's discount in a few words: "10% off", "HK$50.00 off", "Buy 2 get 1 free", "Free shipping"; then its minimum spend and targets. */
export function discountSummary(
  record: RaRecord,
  translate: (key: string, options?: Record<string, unknown>) => string,
  money: (cents: number) => string,
): string {
  const parts: string[] = [];
  const type = record.promotion_type as PromotionType;
  if (type === 'free_shipping') parts.push(translate('app.promotion.summary.free_shipping'));
  else if (type === 'buy_x_get_y') {
    const options = { buy: record.buy_quantity, get: record.get_quantity, percent: record.discount_value };
    parts.push(translate(record.discount_value >= 100 ? 'app.promotion.summary.buy_free' : 'app.promotion.summary.buy_percent', options));
  } else if (record.discount_kind === 'fixed') parts.push(translate('app.promotion.summary.fixed', { amount: money(record.discount_value) }));
  else parts.push(translate('app.promotion.summary.percentage', { percent: record.discount_value }));
  if (record.target && record.target !== 'order')
    parts.push(translate(`app.promotion.summary.${record.target}`, { smart_count: (record.target_ids ?? []).length }));
  if (record.min_spend > 0) parts.push(translate('app.promotion.summary.min_spend', { amount: money(record.min_spend) }));
  return parts.join(' · ');
}
