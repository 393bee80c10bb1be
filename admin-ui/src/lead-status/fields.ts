import type { Schema } from '@shop/kernel';
import { textOf } from '../common/values';

/** GET /api/admin/status/{id}: a lead status with its trigger and, for ebook triggers, the stored file. */
export type LeadStatus = Schema<'LeadStatusAnswer'>;
export type Trigger = NonNullable<LeadStatus['trigger']>;

/** What moving a lead into the status does (spec section 4), in the order the form offers them. */
export const TRIGGERS = [
  'email_to_assigned',
  'email_to_lead',
  'email_to_assigned_and_lead',
  'ebook_email_to_assigned',
  'ebook_email_to_lead',
  'ebook_email_to_assigned_and_lead',
] as const satisfies readonly Trigger[];

export const triggerKey = (trigger: string) => `app.lead_status.triggers.${trigger}`;
export const TRIGGER_CHOICES = TRIGGERS.map((id) => ({ id, name: triggerKey(id) }));

/** An ebook trigger mails a file (with a button to download it): the file and the button name are asked for. */
export const isEbook = (trigger: unknown): boolean => typeof trigger === 'string' && trigger.startsWith('ebook_');
export const isTrigger = (trigger: unknown): trigger is Trigger => (TRIGGERS as readonly unknown[]).includes(trigger);

/** The ebooks the server takes: PDF or EPUB of at most 20 MB. */
export const DOCUMENT_ACCEPT = { 'application/pdf': ['.pdf'], 'application/epub+zip': ['.epub'] };
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The limits of the server's fields. */
export const TITLE_MAX = 200;
export const TEMPLATE_MAX = 20000;
export const BUTTON_NAME_MAX = 100;

const picked = (value: unknown): { rawFile: File } | undefined =>
  value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof File ? (value as { rawFile: File }) : undefined;

/**
 * POST and PUT /api/admin/status: JSON, or multipart when an ebook was picked (the data provider sends
 * a body holding a picked file as a form, updates as POST with X-HTTP-Method-Override: PUT). Without a
 * trigger the campaign content, the file and the button name are cleared; without an ebook trigger the
 * file and the button name are (the server clears them too).
 */
export function leadStatusBody(data: Record<string, unknown>): Record<string, unknown> {
  const trigger = isTrigger(data.trigger) ? data.trigger : null;
  const body: Record<string, unknown> = {
    title: textOf(data.title).trim(),
    trigger,
    trigger_template: trigger ? textOf(data.trigger_template) : '',
    button_name: isEbook(trigger) ? textOf(data.button_name).trim() : '',
  };
  const order = data.order;
  if (order !== null && order !== undefined && order !== '' && Number.isInteger(Number(order))) body.order = Number(order);
  const file = picked(data.file);
  if (file && isEbook(trigger)) body.file = file;
  return body;
}
