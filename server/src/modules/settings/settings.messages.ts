import { defineMessages } from '../../common/messages';

/** Back-office configuration: the settings forms and the rules that span several settings. */
export const settingsMessages = defineMessages('settings', 'admin', {
  flag: '{field} must be "0" or "1"',
  currency_code: '{field} must be a three-letter currency code such as HKD',
  currency_list: '{field} must be a list of currencies',
  min_currencies: '{field} must hold at least one currency',
  max_currencies: '{field} must hold at most 50 currencies',
  rate_decimals: 'rate must be a number with at most 6 decimals',
  rate_positive: 'rate must be greater than 0',
  rate_max: 'rate must be at most 1000000',
  template_identifier: 'identifier must be 1 to 40 lowercase letters, digits, _ or -',
  colour: '{field} must be a colour such as {example}',
  template_list: 'supported_templates must be a list of templates',
  min_templates: 'supported_templates must hold at least one template',
  max_templates: 'supported_templates must hold at most 20 templates',
  field_language: '{field}: language must be one of {choices}',
  language_list: 'supported_languages must be a comma separated list of {choices}',
  min_languages: 'languages must hold at least one language',
  fb_client_id_digits: 'fb_client_id must be the digits of a Facebook app id',
  token_minutes_whole: 'token_expired_time must be a whole number of minutes',
  token_minutes_min: 'token_expired_time must be at least 5 minutes',
  token_minutes_max: 'token_expired_time must be at most 43200 minutes (30 days)',
  hold_minutes: 'order_hold_minutes must be a whole number of minutes from 5 to 10080 (7 days)',
  warehouse_id: 'warehouse_id must be a warehouse id',
  main_language_unsupported: 'main_language must be one of the supported languages',
  currency_repeated: 'Each currency may appear only once',
  base_currency_unsupported: 'base_currency must be one of the supported currencies',
  base_currency_rate: 'The base currency must have a rate of 1',
  template_repeated: 'Each template may appear only once',
  unknown_template: 'choose_template must name one of supported_templates',
  fb_client_id_required: 'fb_client_id is required when Facebook login is enabled',
  script_forbidden: 'You do not have permission to change the header and footer scripts',
  script_filter: 'filter field must be one of {choices}',
});

/** POST /api/configs, read by the storefront and the back office alike. */
export const configsMessages = defineMessages('settings', 'all', {
  columns_list: 'columns must be a list of setting names',
  columns_min: 'columns must name at least one setting',
  columns_max: 'columns must name at most 50 settings',
  unknown_columns: 'Unknown config column: {columns}',
});
