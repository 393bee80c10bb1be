import type { RaRecord } from 'react-admin';
import type { Schema } from '@shop/kernel';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';

/** GET /api/admin/user/{id}: a customer with the CRM fields, the address book and the latest orders. */
export type Customer = Schema<'CustomerAdminAnswer'>;
/** One row of GET /api/admin/user. */
export type CustomerRow = Schema<'CustomerListItem'>;
export type CustomerOrder = Schema<'CustomerOrderItem'>;
type Body = Schema<'CreateCustomerAdminDto'>;
type AddressBody = Schema<'CustomerAddressDto'>;

/** Where a lead came from (spec section 3), in the order the form offers them. */
export const LEAD_SOURCES = [
  'existing_customer',
  'employee',
  'partner',
  'email',
  'campaign',
  'public_relations',
] as const satisfies readonly Body['lead_source'][];
export const GENDERS = ['female', 'male'] as const satisfies readonly Body['gender'][];

export const sourceKey = (source: string) => `app.customer.lead_sources.${source}`;
export const SOURCE_CHOICES = LEAD_SOURCES.map((id) => ({ id, name: sourceKey(id) }));
export const GENDER_CHOICES = GENDERS.map((id) => ({ id, name: `app.customer.genders.${id}` }));
export const LANGUAGE_CHOICES = LOCALES.map(({ code }) => ({ id: code, name: `app.configuration.language_names.${code}` }));

/** The server's limits: 10 more emails and mobiles, 30 tags of up to 50 characters, 20 addresses. */
export const MAX_LIST = 10;
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;
export const MAX_ADDRESSES = 20;
/** A phone number as the server takes it: digits, spaces, +, -, brackets. */
export const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;
export const CONTACT_NUMBER = /^\+?[0-9][0-9 ()-]{4,39}$/;
export const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const fullName = (person: { first_name?: string | null; last_name?: string | null }) => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'department',
  'office_phone',
  'fax',
  'website',
  'status_description',
  'lead_source_description',
  'description',
] as const;
const LIST_FIELDS = ['emails', 'mobiles', 'tags'] as const;
const ID_FIELDS = ['status_id', 'admin_id', 'membership_tier_id'] as const;
const FLAG_FIELDS = ['enabled', 'is_subscribe'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const idOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const isLanguage = (value: unknown): value is LanguageCode => LOCALES.some((l) => l.code === value);

/**
 * /admin/customer/create?lead_inputs={...}: the fields a lead hands over to prefill the form. Keys the
 * form does not know, values of the wrong kind and text that is not JSON are left out.
 */
export function leadInputs(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const given = parsed as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (typeof given[field] === 'string') out[field] = given[field];
  for (const field of LIST_FIELDS) if (Array.isArray(given[field])) out[field] = (given[field] as unknown[]).filter((v): v is string => typeof v === 'string');
  for (const field of ID_FIELDS) {
    const value = given[field];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) out[field] = value;
    else if (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0) out[field] = Number(value);
  }
  for (const field of FLAG_FIELDS) if (typeof given[field] === 'boolean') out[field] = given[field];
  if ((GENDERS as readonly unknown[]).includes(given.gender)) out.gender = given.gender;
  if ((LEAD_SOURCES as readonly unknown[]).includes(given.lead_source)) out.lead_source = given.lead_source;
  if (isLanguage(given.language)) out.language = given.language;
  return out;
}

/** The lead a customer is made from (lead_inputs' lead_id): the server marks it converted. */
export function leadIdOf(raw: string | null): number | undefined {
  try {
    const id = (JSON.parse(raw ?? '') as { lead_id?: unknown } | null)?.lead_id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A new customer: enabled, not subscribed, mails in the shop's main language, no addresses. */
export const newCustomer = (language: LanguageCode): RaRecord =>
  ({
    enabled: true,
    is_subscribe: false,
    language,
    emails: [],
    mobiles: [],
    tags: [],
    admin_id: null,
    membership_tier_id: null,
    addresses: [],
  }) as unknown as RaRecord;

/** The record as the form holds it: empty texts for missing ones, the mail language known or left to choose. */
export function toFormValues(record: RaRecord): RaRecord {
  const out: RaRecord = { ...record, password: '', password_confirmation: '' };
  for (const field of TEXT_FIELDS) out[field] = record[field] ?? '';
  for (const field of LIST_FIELDS) out[field] = Array.isArray(record[field]) ? record[field] : [];
  out.language = isLanguage(record.language) ? record.language : null;
  return out;
}

/** What POST and PUT /api/admin/user take: the whole address book, the password only when typed (always on create). */
export function customerBody(data: Record<string, unknown>): Partial<Body> {
  const addresses = (Array.isArray(data.addresses) ? data.addresses : []) as Record<string, unknown>[];
  const body: Record<string, unknown> = {
    enabled: Boolean(data.enabled),
    is_subscribe: Boolean(data.is_subscribe),
    membership_tier_id: idOrNull(data.membership_tier_id),
    admin_id: idOrNull(data.admin_id),
    status_id: idOrNull(data.status_id),
    gender: data.gender,
    lead_source: data.lead_source,
    emails: list(data.emails),
    mobiles: list(data.mobiles),
    tags: list(data.tags),
    addresses: addresses.map((a): AddressBody => {
      const row: AddressBody = {
        first_name: text(a.first_name),
        last_name: text(a.last_name),
        country: text(a.country),
        contact_number: text(a.contact_number),
        address: text(a.address),
        default_billing: Boolean(a.default_billing),
        default_shipping: Boolean(a.default_shipping),
      };
      if (typeof a.id === 'number') row.id = a.id;
      return row;
    }),
  };
  for (const field of TEXT_FIELDS) body[field] = text(data[field]);
  if (isLanguage(data.language)) body.language = data.language;
  if (data.password) {
    body.password = data.password;
    body.password_confirmation = data.password_confirmation ?? '';
  }
  return body;
}
