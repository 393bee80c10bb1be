import type { ValidationOptions } from 'class-validator';

/**
 * Every message the API sends a client comes from a catalogue entry: a stable machine code (such as
 * `inventory.over_total`) and its English wording, word for word as the REST contract writes it. The
 * answer carries both (`messages` and `codes`, plus `params` for the values a wording names), so the
 * storefront and the back office translate by code and a reworded message keeps its translation.
 *
 * Each module declares its own messages beside its service (`<module>.messages.ts`) through
 * defineMessages; the wording's `{name}` placeholders become the parameters its factory requires.
 * The UIs' dictionaries are checked against this catalogue by test/unit/message-codes.spec.ts.
 */

/** Values a wording names: a field, a number, a list of names. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** One message as a client receives it. */
export interface Message {
  readonly code: string;
  readonly text: string;
  readonly params?: MessageParams;
}

/** Per-field failures: the field's API name (a path such as "stocks.0.sku") and its messages. */
export type FieldMessages = Record<string, Message[]>;

/** Who can meet a message: shoppers on the storefront, staff in the back office, or both. */
export type Audience = 'shop' | 'admin' | 'all';

export interface CatalogueEntry {
  readonly code: string;
  readonly template: string;
  readonly audience: Audience;
}

/** The placeholder names of a wording: 'at most {max} for {field}' gives 'max' | 'field'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A wording without placeholders is a ready Message; one with placeholders is a function of them. */
type Entry<T extends string> = [Placeholders<T>] extends [never] ? Message : (params: Record<Placeholders<T>, string | number>) => Message;

export type MessageSet<T extends Record<string, string>> = { readonly [K in keyof T]: Entry<T[K]> };

const catalogue = new Map<string, CatalogueEntry>();

const PLACEHOLDER = /\{(\w+)\}/g;

/** The wording with its placeholders filled in. */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Declares a module's messages under `<prefix>.<key>` codes. A code declared twice is a mistake that
 * would let two wordings share one translation, so it throws when the module loads.
 */
export function defineMessages<const T extends Record<string, string>>(prefix: string, audience: Audience, templates: T): MessageSet<T> {
  const set: Record<string, Message | ((params: MessageParams) => Message)> = {};
  for (const [key, template] of Object.entries(templates)) {
    const code = `${prefix}.${key}`;
    if (catalogue.has(code)) throw new Error(`Message code ${code} is declared twice`);
    catalogue.set(code, { code, template, audience });
    set[key] = PLACEHOLDER.test(template)
      ? (params: MessageParams) => ({ code, text: fill(template, params), params: { ...params } })
      : Object.freeze({ code, text: template });
    PLACEHOLDER.lastIndex = 0;
  }
  return set as MessageSet<T>;
}

/** Every message declared so far (the modules that declare them must have been loaded). */
export function messageCatalogue(): CatalogueEntry[] {
  return [...catalogue.values()];
}

/**
 * Options for a class-validator decorator that answers with a catalogue message: the wording as its
 * message and the code (with its values) as its context, which the validation pipe reads back.
 */
export function says(message: Message, options: ValidationOptions = {}): ValidationOptions {
  return { ...options, message: message.text, context: { code: message.code, params: message.params } };
}

/** The code a class-validator failure was declared with (see says). */
export function contextMessage(text: string, context: unknown): Message | undefined {
  if (!context || typeof context !== 'object' || typeof (context as { code?: unknown }).code !== 'string') return undefined;
  const { code, params } = context as { code: string; params?: MessageParams };
  return params ? { code, text, params } : { code, text };
}

/**
 * An answer made of messages (every error, and a few successes such as "Logged out"): each message's
 * wording, its code and (when a wording names values) those values.
 */
export interface MessageBody {
  messages: string[];
  codes: string[];
  params?: MessageParams[];
  errors?: Record<string, string[]>;
  request_id?: string;
}

/** The answer body for catalogue messages; `params` only when a wording names values. */
export function messageBody(messages: readonly Message[], fields?: FieldMessages): MessageBody {
  const body: MessageBody = { messages: messages.map((m) => m.text), codes: messages.map((m) => m.code) };
  if (messages.some((m) => m.params)) body.params = messages.map((m) => m.params ?? {});
  if (fields) body.errors = Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map((m) => m.text)]));
  return body;
}
