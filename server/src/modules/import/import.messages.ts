import { defineMessages } from '../../common/messages';

/** What the back office's import and export answer. */
export const importMessages = defineMessages('import', 'admin', {
  file_required: 'Choose a CSV or XLSX file to import',
  not_a_table: 'The file is not a CSV or XLSX file',
  unreadable: 'The file could not be read: {detail}',
  no_header: 'The file has no header row',
  header_twice: 'The column {column} appears twice in the header',
  too_many_rows: 'The file holds more than {max} rows',
  file_too_large: 'The file is larger than {max} MB',
  unknown_entity: 'Import and export are for user or product',
  unknown_format: 'format must be csv or xlsx',
  unknown_column: 'The mapping names a column the file does not have: {column}',
  unknown_field: 'The mapping names an unknown field: {field}',
  field_twice: 'The field {field} is mapped from two columns',
  field_required: 'The field {field} must be mapped from a column',
  busy: 'This import is running: wait until it ends',
  file_gone: 'The uploaded file is no longer there: upload it again',
  not_allowed: 'Your role may not import or export these records',
  unknown_status: 'status must name an existing lead status',
  option_unknown: 'options names an option that is not a stock option: {option}',
});
