import { httpMessages } from './common.messages';
import { ValidationError } from './errors';

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** A field path as messages name it ("stocks.0.sku"); a NUL inside a key is shown escaped. */
const fieldName = (path: string[]) => path.map((key) => key.replaceAll(NUL, '\\u0000')).join('.') || 'body';

function refuse(path: string[]): ValidationError {
  const name = fieldName(path);
  return ValidationError.field(name, httpMessages.text_nul({ field: name }));
}

function cleanString(text: string, path: string[]): string {
  // Postgres text cannot hold NUL (error 22021), and no field of ours has a use for it.
  if (text.includes(NUL)) throw refuse(path);
  // A JSON "\ud800" escape gives a lone surrogate: read it as U+FFFD, as invalid UTF-8 bytes are
  // read, so validators (validator.js calls encodeURI, which throws) and Postgres see valid text.
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\ufffd') : text;
}

/** Plain request data (parsed JSON, forms, queries, DTO instances); not files, buffers or dates. */
const isContainer = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date);

/**
 * Checks every string and key of a request value found under `path`: one holding a NUL character
 * is refused with a 422 naming the field; lone surrogates become U+FFFD. Returns the value with its
 * text made well-formed (objects and arrays are changed in place). Iterative, so a deep value
 * cannot overflow it.
 */
export function cleanRequestText(value: unknown, path: string[] = []): unknown {
  if (typeof value === 'string') return cleanString(value, path);
  if (!isContainer(value)) return value;
  const seen = new WeakSet<object>();
  const stack: [Record<string, unknown>, string[]][] = [[value, path]];
  while (stack.length > 0) {
    const [container, at] = stack.pop()!;
    if (seen.has(container)) continue;
    seen.add(container);
    for (const key of Object.keys(container)) {
      const child = container[key];
      const childPath = [...at, key];
      if (key.includes(NUL)) throw refuse(childPath);
      if (typeof child === 'string') {
        const clean = cleanString(child, childPath);
        if (clean !== child) container[key] = clean;
      } else if (isContainer(child)) stack.push([child, childPath]);
    }
  }
  return value;
}
