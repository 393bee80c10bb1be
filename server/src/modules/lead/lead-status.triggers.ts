/**
 * What a lead status may do when a lead moves into it: mail the staff member the lead is assigned
 * to, the lead, or both; the ebook_ ones also send the status's file (through a signed link, with
 * the status's button_name). The one list of trigger names: the DTO, the table's CHECK and whatever
 * fires the triggers read it.
 */
export const LEAD_STATUS_TRIGGERS = [
  'email_to_assigned',
  'email_to_lead',
  'email_to_assigned_and_lead',
  'ebook_email_to_assigned',
  'ebook_email_to_lead',
  'ebook_email_to_assigned_and_lead',
] as const;

export type LeadStatusTrigger = (typeof LEAD_STATUS_TRIGGERS)[number];

/** An ebook trigger needs a file and a button name; no other trigger keeps them. */
export const isEbookTrigger = (trigger: LeadStatusTrigger | null | undefined): boolean => !!trigger?.startsWith('ebook_');
