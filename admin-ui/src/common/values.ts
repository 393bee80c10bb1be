// What a form field holds, read as react-admin hands it over (its values are untyped).

/** The text of a form value: strings as they are, numbers and booleans written out, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A field left empty: nothing, or only spaces. */
export const isBlank = (value: unknown): boolean => textOf(value).trim() === '';
