import { defineMessages } from './messages';

/** What any route may answer, whatever its module: access, the request itself, and the unexpected. */
export const httpMessages = defineMessages('http', 'all', {
  log_in_first: 'Please log in first',
  login_expired: 'Login expired. Please log in again.',
  forbidden: 'You do not have permission to do this',
  id_not_exists: 'ID not exists',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  bad_request: 'The request is not valid',
  unsupported_media_type: 'The request content type is not supported',
  too_many_requests: 'Too many requests. Please try again later.',
  server_error: 'Something went wrong on our side. Please try again later.',
  request_failed: 'Request failed',
  body_not_json: 'The request body is not valid JSON',
  body_too_large: 'The request body is too large',
  form_too_large: 'The form is too large: at most {max} KB',
  length_required: 'A form must be sent with its Content-Length',
  headers_too_large: 'The request address or headers are too large',
  body_too_deep: 'The request body is nested too deeply',
  body_encoding: 'The request body encoding is not supported',
  body_charset: 'The request body charset is not supported',
  body_unreadable: 'The request body could not be read',
  body_not_object: 'The request body must be a JSON object',
  text_nul: '{field} must not contain a NUL character',
});

/**
 * A phone number's rule, on shopper profiles, address books, CRM records and funnel forms. The code
 * keeps its `customer.` prefix: clients translate by code.
 */
export const phoneMessages = defineMessages('customer', 'all', {
  phone_number: '{field} must be a phone number (digits, spaces, +, -, brackets)',
});

/** A write the database refused, in words that never quote SQL or values. */
export const databaseMessages = defineMessages('database', 'all', {
  duplicate: 'This record already exists',
  in_use: 'This record is used by other records',
  invalid_value: 'A value is not valid',
  concurrent_change: 'The record was changed at the same time by another request. Please try again.',
});

/**
 * Validation wordings shared by many fields. `field` is the field's API name (the UIs name it in the
 * reader's language); `choices` and `max` are values, shown as written.
 */
export const validationMessages = defineMessages('validation', 'all', {
  failed: 'Validation Fail: Please make sure all fields are filled in correctly',
  required: '{field} is required',
  max_length: '{field} must be at most {max} characters long',
  length_between: '{field} must be {min} to {max} characters long',
  text: '{field} must be text',
  one_line: '{field} must be one line of text, without control characters',
  boolean: '{field} must be true or false',
  email: '{field} must be a valid email address',
  whole_number: '{field} must be a whole number',
  one_of: '{field} must be one of {choices}',
  list: '{field} must be a list',
  json_value: '{field} must be a JSON value',
  json_object: '{field} must be a JSON object',
  nested_too_deeply: '{field} is nested too deeply',
  list_sort: 'sort must be ["field","ASC|DESC"] with a field among {choices}',
  list_range: 'range must be [first, last] with whole numbers',
  list_ids: 'filter id must be a list of ids',
  list_filter: 'filter {field} must be {kind}',
  language: 'language must be one of {choices}',
  invalid: '{field} is not valid',
});

/**
 * What the multipart reader (multer, through Nest) refuses a form with. These errors arrive as
 * Nest's own exceptions carrying multer's wording, which the error filter maps to these codes.
 * Shoppers' forms (funnels, the ebook) are multipart too: both UIs can meet them.
 */
export const multipartMessages = defineMessages('multipart', 'all', {
  too_many_parts: 'Too many parts',
  file_too_large: 'File too large',
  too_many_files: 'Too many files',
  field_name_too_long: 'Field name too long',
  field_value_too_long: 'Field value too long',
  too_many_fields: 'Too many fields',
  unexpected_file: 'Unexpected file field',
  unexpected_field: 'Unexpected field',
  field_name_missing: 'Field name missing',
  field_nesting: 'Field name nesting too deep',
  field_array_index: 'Field name array index too large',
  invalid_field_name: 'Invalid field name',
  boundary_not_found: 'Multipart: Boundary not found',
  malformed_part_header: 'Malformed part header',
  unexpected_end_of_form: 'Unexpected end of form',
  unexpected_end_of_file: 'Unexpected end of file',
});
