/**
 * What the lead module offers the rest of the server: the customer module checks a customer's status
 * through it, and marks the lead a customer was made of through LeadService (the one writer of lead
 * and lead_event).
 */
export { LeadService } from './lead.service';
export { LeadStatusService } from './lead-status.service';
export { LEAD_STATUS_TRIGGERS, isEbookTrigger, type LeadStatusTrigger } from './lead-status.triggers';
export type { LeadStatusAnswer } from './lead-status.responses';
export { leadStatusMessages } from './lead-status.messages';
