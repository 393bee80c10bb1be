import fc from 'fast-check';

// Hostile input for the fuzz spec (test/api/fuzz.spec.ts): a fixed corpus of values known to break
// servers, fast-check arbitraries around them, and plausible bodies built from the OpenAPI document
// so one hostile field at a time gets past the other fields' validation and reaches the database.

/** A JSON value written into a body as raw text (numbers JSON.stringify cannot write, e.g. 1e400). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Nested arrays `depth` deep, as JSON text (built as text: JSON.stringify would overflow). */
export const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
const kindOf = (value: unknown): Kind => (value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind));

/**
 * Values put into one field at a time: label, value, and the kinds of field that get it (a number
 * field gets out-of-range numbers, a list gets lists of them; other kinds are left to fast-check).
 */
export const HOSTILE_VALUES: [string, unknown, Kind[]][] = [
  ['NUL in text', 'a\u0000b', ['string', 'boolean', 'null']],
  ['a lone surrogate', 'a\ud800b', ['string']],
  ['10,000 characters', 'x'.repeat(10000), ['string']],
  ['1e20', 1e20, ['number', 'null']],
  ['-1', -1, ['number']],
  ['2147483648', 2147483648, ['number', 'boolean']],
  ['9007199254740993', new RawJson('9007199254740993'), ['number']],
  ['1e400', new RawJson('1e400'), ['number']],
  // Exponent forms of tiny numbers: class-validator's IsNumber({ maxDecimalPlaces }) threw on them (a 500).
  ['1e-7', 1e-7, ['number']],
  ['-1e-7', -1e-7, ['number']],
  ['5e-324', 5e-324, ['number']],
  ['-6e-323', -6e-323, ['number']],
  ['"99999999999"', '99999999999', ['number']],
  ['"NaN"', 'NaN', ['number']],
  ['a list of huge ids', [2147483648, 1e20], ['array', 'null']],
  ['a list holding NUL', ['\u0000'], ['array']],
  ['a list of objects', [{}], ['array']],
  ['an object where a list belongs', { a: 1 }, ['array']],
  ['a list where an object belongs', [], ['object']],
  ['an object with a NUL key', { '\u0000': '\u0000' }, ['object']],
  ['null', null, ['string', 'number', 'boolean', 'array', 'object']],
];

/** The corpus values for a field holding `value` in the plausible body. */
export const hostileValuesFor = (value: unknown): [string, unknown][] =>
  HOSTILE_VALUES.filter(([, , kinds]) => kinds.includes(kindOf(value))).map(([label, hostile]) => [label, hostile]);

/**
 * Strings put into one multipart field at a time (forms carry only text; lists travel as JSON text),
 * by the kind of value the field holds.
 */
export const HOSTILE_FORM_VALUES: [string, string, Kind[]][] = [
  ['NUL in text', 'a\u0000b', ['string', 'number', 'boolean', 'null', 'array', 'object']],
  ['a lone surrogate', 'a\ud800b', ['string']],
  ['"99999999999"', '99999999999', ['number', 'null']],
  ['"1e20"', '1e20', ['number']],
  ['"1e-7"', '1e-7', ['number']],
  ['a JSON list of huge ids', '[2147483648,1e20]', ['array']],
  ['a JSON list holding NUL', '["\\u0000"]', ['array']],
  ['JSON objects with huge numbers', '[{"id":2147483648,"price":1e20,"order":1e20,"quantity":1e20,"option_ids":[1e20],"rate":1e400}]', ['array', 'object']],
  ['JSON 40 deep', deepArray(40), ['array', 'object']],
  ['JSON 5,000 deep', deepObject(5000), ['array', 'object']],
  ['prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', ['array', 'object']],
];

/** The form values for a field holding `value` in the plausible body. */
export const hostileFormValuesFor = (value: unknown): [string, string][] =>
  HOSTILE_FORM_VALUES.filter(([, , kinds]) => kinds.includes(kindOf(value))).map(([label, hostile]) => [label, hostile]);

/** Path parameters: negative, too large for int4, not a number, NUL, invalid percent-encoding. */
export const HOSTILE_PARAMS = ['-1', '99999999999', 'abc', '%00', '1%00', '%FF', '%E0%A4%A'];

/** Percent-encodes text as its UTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
const enc = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
const json = (value: unknown) => enc(JSON.stringify(value));

/** Query strings for list routes (react-admin's sort/range/filter) and the language parameter. */
export const HOSTILE_QUERIES: string[] = [
  `filter=${json({ q: 'a\u0000b' })}`,
  `filter=${json({ id: [2147483648, 1e20] })}`,
  `filter=${json({ id: 'a\u0000' })}`,
  `filter=${json({ role_id: 99999999999, brand_id: 1e20, category_id: -1, parent_id: 2147483648, to: 9007199254740993 })}`,
  `filter=${json({ enabled: '\u0000', visibled: [], type: {}, position: 'a\u0000', status: 1e20 })}`,
  `filter=${json({ q: 'a\ud800b' })}`,
  // Deep, yet short enough for Node's 16 KB header limit (past it Node itself answers 431).
  `filter=${enc(deepArray(2000))}`,
  `filter=${enc(`{"q":${deepObject(500)}}`)}`,
  `filter=${enc('{"q":"a\u0000b"}')}`,
  `filter=%FF%FE`,
  `filter=a&filter=b`,
  `sort=${json(['id\u0000', 'ASC'])}`,
  `range=${json([0, 1e20])}`,
  `range=${enc('[0,9007199254740993]')}`,
  `language=%00`,
  `q=%00&%00=%00`,
];

/** Whole bodies: a raw payload with its content type (and encoding), sent as is. */
export interface RawBody {
  label: string;
  type: string;
  body: string | Buffer;
  encoding?: string;
  /** Sent to every route with a body; the others (the readers' own cases) to public routes only. */
  core?: boolean;
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf0, 0x28, 0x8c, 0x28]);

/** Bodies that test the readers themselves; `field` is a field the route knows (or "name"). */
export function rawBodies(field: string, baseline: Record<string, unknown>): RawBody[] {
  const base = JSON.stringify(baseline);
  const withField = (text: string) => (base === '{}' ? `{"${field}":${text}}` : `{"${field}":${text},${base.slice(1)}`);
  return [
    { label: 'an array 5,000 deep', type: 'application/json', body: deepArray(5000) },
    { label: 'an object 5,000 deep', type: 'application/json', body: deepObject(5000) },
    { core: true, label: 'a field 5,000 deep', type: 'application/json', body: withField(deepArray(5000)) },
    { core: true, label: 'a field 40 deep', type: 'application/json', body: withField(deepObject(40)) },
    {
      core: true,
      label: 'prototype keys',
      type: 'application/json',
      body: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${base.slice(1)}`,
    },
    {
      core: true,
      label: 'invalid UTF-8 in a string',
      type: 'application/json',
      body: Buffer.concat([Buffer.from(`{"${field}":"`), INVALID_UTF8, Buffer.from(`"${base === '{}' ? '}' : `,${base.slice(1)}`}`)]),
    },
    { label: 'invalid UTF-8 outside strings', type: 'application/json', body: Buffer.concat([Buffer.from('{'), INVALID_UTF8, Buffer.from('}')]) },
    { label: 'a byte order mark', type: 'application/json', body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(base)]) },
    { label: 'UTF-16', type: 'application/json; charset=utf-16', body: Buffer.from(base, 'utf16le') },
    { label: 'an unknown charset', type: 'application/json; charset=x-hostile', body: base },
    { label: 'gzip that is not', type: 'application/json', body: base, encoding: 'gzip' },
    { label: 'an unknown encoding', type: 'application/json', body: base, encoding: 'x-hostile' },
    { label: 'a number too large for a double', type: 'application/json', body: '1e400' },
    { core: true, label: 'NUL in a form', type: 'application/x-www-form-urlencoded', body: `${enc(field)}=a%00b&x%00=1` },
    { label: 'invalid percent-encoding in a form', type: 'application/x-www-form-urlencoded', body: `${enc(field)}=%FF%FE%E0%A4%A` },
    { label: 'invalid UTF-8 in a form', type: 'application/x-www-form-urlencoded', body: Buffer.concat([Buffer.from(`${enc(field)}=`), INVALID_UTF8]) },
    { label: 'a cut multipart body', type: 'multipart/form-data; boundary=XyZ', body: `--XyZ\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nabc` },
    { label: 'a multipart body without a boundary', type: 'multipart/form-data', body: 'hello' },
    { label: 'plain text', type: 'text/plain', body: 'a\u0000b' },
  ];
}

/** The raw JSON text of a body whose values may hold RawJson. */
export function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]);
}

/** A copy of `body` with the value at `path` (dot separated, list indexes as numbers) replaced. */
export function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    // An earlier change may have replaced a parent with a non-object: nothing left to change.
    if (next === null || typeof next !== 'object') return copy;
    at = next as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
  return copy;
}

/** The paths of every leaf of a plausible body (fields of list items through the first item). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length > 0 ? [prefix, ...leafPaths(value[0], [...prefix, '0'])] : [prefix];
  if (value !== null && typeof value === 'object') {
    const own = Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
    return prefix.length > 0 ? [prefix, ...own] : own;
  }
  return prefix.length > 0 ? [prefix] : [];
}

// --- plausible bodies from the OpenAPI document -----------------------------------------------

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  format?: string;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}

export interface ApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

/** The request body a route documents: its plausible value and whether it may come as multipart. */
export function documentedBody(
  doc: ApiDocument,
  method: string,
  path: string,
  tag: string,
): { body: Record<string, unknown>; multipart: boolean; schema?: string } {
  const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const content = operation?.requestBody?.content ?? {};
  const schema = Object.values(content)[0]?.schema;
  const body = schema ? plausible(doc, schema, tag, 0) : {};
  return {
    body: body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    multipart: 'multipart/form-data' in content,
    schema: schema?.$ref,
  };
}

function plausible(doc: ApiDocument, given: Schema, tag: string, depth: number): unknown {
  const schema = given.$ref ? doc.components.schemas[given.$ref.split('/').pop()!] : given;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => plausible(doc, part, tag, depth)));
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, plausible(doc, child, tag, depth + 1)]));
  }
  switch (schema.type) {
    case 'string':
      return schema.format === 'email' ? `${tag}@example.test` : tag;
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items && depth < 3 ? [plausible(doc, schema.items, tag, depth + 1)] : [];
    default:
      return schema.nullable ? null : {};
  }
}

// --- fast-check arbitraries -------------------------------------------------------------------

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES.map(([, value]) => value), new RawJson(deepArray(40))),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => new RawJson(n.toString())),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e20, Number.MAX_VALUE, -1),
  fc.boolean(),
  fc.constant(null),
);

/** A hostile JSON value: a leaf, a short list or a small object of them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), leaf, { maxKeys: 3 }) },
);

/** The plausible body with some of its fields (and some unknown ones) made hostile. */
export function hostileBody(baseline: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const paths = leafPaths(baseline);
  const changes = paths.length > 0 ? fc.array(fc.tuple(fc.constantFrom(...paths), hostileValue), { minLength: 1, maxLength: 3 }) : fc.constant([]);
  return fc.tuple(changes, fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), hostileValue, { maxKeys: 2 })).map(([list, extra]) => {
    let body = { ...extra, ...baseline };
    for (const [path, value] of list) body = withValue(body, path, value);
    return body;
  });
}

const FILTER_KEYS = ['q', 'id', 'enabled', 'role_id', 'brand_id', 'category_id', 'parent_id', 'position', 'status', 'to', 'type', 'visibled'];

/** A query string with hostile sort, range, filter and language. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .record(
    {
      filter: fc.dictionary(fc.oneof(fc.constantFrom(...FILTER_KEYS), fc.string({ unit: 'binary', maxLength: 6 })), hostileValue, { maxKeys: 3 }),
      sort: fc.tuple(fc.oneof(fc.constantFrom('id', 'name', 'created_at'), fc.string({ unit: 'binary', maxLength: 6 })), fc.constantFrom('ASC', 'DESC', 'x')),
      range: fc.tuple(hostileValue, hostileValue),
      language: fc.string({ unit: 'binary', maxLength: 8 }),
    },
    { requiredKeys: [] },
  )
  .map((query) =>
    Object.entries(query)
      .map(([key, value]) => `${key}=${enc(typeof value === 'string' ? value : jsonText(value))}`)
      .join('&'),
  );
