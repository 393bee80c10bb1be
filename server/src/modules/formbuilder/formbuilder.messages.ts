import { defineMessages } from '../../common/messages';

/** What the back office's form builder answers (a form's definition, its submissions). */
export const formbuilderMessages = defineMessages('formbuilder', 'admin', {
  url_characters: 'url may hold only letters, digits and hyphens',
  url_taken: 'Another form has the url {url}',
  title: 'title needs a text in at least one language, each at most 200 characters',
  texts: '{field} must give a text per language (en_us, zh_hk, zh_cn), each at most {max} characters',
  fields: 'fields must list 1 to 50 fields',
  field_type: '{field} must be one of text, textarea, email, phone, number, date, select, radio, checkbox, file',
  field_key: '{field} must start with a lowercase letter and hold only lowercase letters, digits and underscores (at most 60)',
  key_reserved: '{field} may not be website or language: the form uses those names itself',
  key_taken: 'Two fields have the key {key}',
  label: '{field} needs a label in at least one language, each at most 200 characters',
  options: '{field} needs 1 to 50 options, each with a value of at most 100 characters and a label',
  no_options: '{field} has no options: only select, radio and checkbox fields take them',
  option_taken: 'Two options of {field} have the value {value}',
  too_many_files: 'A form may have at most {max} file fields',
  funnel_id: 'funnel_id must be a funnel',
  status_id: 'status_id must be a stage of the funnel chosen',
  stage_pair: 'funnel_id and status_id go together: give both or neither',
  needs_email: 'A form that makes leads needs a required field of type email',
  date_range: 'filter {field} must be a date (YYYY-MM-DD)',
  file_missing: 'This file is not available',
});

/** What a form's public page answers a shopper or guest. */
export const formShopMessages = defineMessages('form', 'shop', {
  not_found: 'This form is not available',
  log_in: 'Please log in to fill in this form',
  already_submitted: 'You have already submitted this form',
  sent: 'Thank you: your answers have been sent.',
  phone: '{field} must be a phone number (digits, spaces, +, -, brackets)',
  number: '{field} must be a number',
  date: '{field} must be a date (YYYY-MM-DD)',
  option: '{field} must be one of the choices given',
  too_long: '{field} must be at most {max} characters long',
  file_type: '{field} must be a PDF, PNG, JPEG, GIF or WebP file',
  file_too_large: '{field} must be a file of at most {max} MB',
  unknown_file: 'The form has no file field {key}',
});
