import { defineMessages } from '../../common/messages';

/** What the back office's lead status screens answer. */
export const leadStatusMessages = defineMessages('lead_status', 'admin', {
  order: 'order must be a whole number from 0 to 1000',
  template_required: 'trigger_template is required when a trigger is chosen',
  file_required: 'file is required for an ebook trigger: attach a PDF or EPUB',
  button_name_required: 'button_name is required for an ebook trigger',
  in_use: 'This status is used by {count} customer(s): move them to another status first',
  in_use_by_leads: 'This status is used by {count} lead(s): move them to another status first',
  in_use_by_funnels: 'This status is a stage of {count} funnel(s): take it out of them first',
  in_use_by_customers: 'This status is used by customers: move them to another status first',
  no_file: 'This status has no file',
});
