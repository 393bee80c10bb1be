import type { RaRecord } from 'react-admin';
import type { Schema } from '@shop/kernel';
import { LEAD_SOURCES } from '../customer/fields';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';

/** GET /api/admin/lead/{id}: a lead with its timeline (newest first). */
export type Lead = Schema<'LeadAnswer'>;
export type LeadRow = Schema<'LeadListItem'>;
export type LeadEvent = Schema<'LeadEventAnswer'>;
type Body = Schema<'LeadDto'>;

/** The server's limits (as for customers): 30 tags of up to 50 characters. */
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const idOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const isLanguage = (value: unknown): value is LanguageCode => LOCALES.some((l) => l.code === value);

/** A new lead: from a campaign, mails in the shop's main language, nobody assigned yet. */
export const newLead = (language: LanguageCode) => ({ lead_source: 'campaign', language, admin_id: null, tags: [], notes: '' });

/** The record as the form holds it: empty texts for missing ones. */
export function toFormValues(record: RaRecord): RaRecord {
  const out: RaRecord = { ...record };
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'company', 'notes']) out[field] = record[field] ?? '';
  out.tags = Array.isArray(record.tags) ? record.tags : [];
  out.language = isLanguage(record.language) ? record.language : null;
  return out;
}

/** POST and PUT /api/admin/lead. On edit the status is the lead's own (moves go through "Move to"). */
export function leadBody(data: Record<string, unknown>): Body {
  const source = (LEAD_SOURCES as readonly unknown[]).includes(data.lead_source) ? (data.lead_source as Body['lead_source']) : 'campaign';
  const body: Body = {
    first_name: text(data.first_name),
    last_name: text(data.last_name),
    email: text(data.email),
    phone: text(data.phone),
    company: text(data.company),
    notes: typeof data.notes === 'string' ? data.notes : '',
    lead_source: source,
    admin_id: idOrNull(data.admin_id),
    status_id: Number(data.status_id),
    tags: Array.isArray(data.tags) ? data.tags.map(text).filter(Boolean) : [],
  };
  if (isLanguage(data.language)) body.language = data.language;
  return body;
}

/**
 * /admin/customer/create?lead_inputs={...}: what the lead hands over to the customer form (the form
 * leaves out keys it does not take, such as lead_id).
 */
export function leadInputsOf(lead: Lead): string {
  return JSON.stringify({
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    lead_source: lead.lead_source,
    status_id: lead.status_id,
    admin_id: lead.admin_id,
    tags: lead.tags,
    lead_id: lead.id,
  });
}

export const customerCreatePath = (lead: Lead) => `/admin/customer/create?${new URLSearchParams({ lead_inputs: leadInputsOf(lead) })}`;
