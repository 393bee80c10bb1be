import { defineMessages } from '../../common/messages';

/** What the back office's lead screens answer. */
export const leadMessages = defineMessages('lead', 'admin', {
  phone: 'phone must be a phone number (digits, spaces, +, -, brackets)',
  lead_source: 'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
  admin_id: 'admin_id must be a staff account',
  status_id: 'status_id must be a lead status',
  tags: 'tags must list at most {max} tags of at most 50 characters',
});

/** What a visitor meets following an ebook link. */
export const ebookMessages = defineMessages('ebook', 'shop', {
  unavailable: 'The ebook is not available at the moment',
  sent: 'The ebook is on its way: please check your email.',
  link: 'This download link is not valid: please ask for the ebook again',
  expired: 'This download link has expired: please ask for the ebook again',
});

/** What the contact page answers a visitor. */
export const contactMessages = defineMessages('contact', 'shop', {
  sent: 'Message has been sent successfully.',
});

/** What the back office's contacts answer. */
export const contactAdminMessages = defineMessages('contact', 'admin', {
  already_lead: 'This contact is a lead already',
});

/** What the back office's funnels answer. */
export const funnelMessages = defineMessages('funnel', 'admin', {
  url_characters: 'url may hold only letters, digits and hyphens',
  url_taken: 'Another funnel has the url {url}',
  stages: 'stage_ids must list 1 to 20 different lead statuses',
});

/** What a funnel's public page answers a visitor. */
export const funnelShopMessages = defineMessages('funnel', 'shop', {
  not_found: 'This page is not available',
  sent: 'Thank you: we will be in touch soon.',
});
