import type { ShownMessage } from './parse';
import valueWords from './value-words.json';

/**
 * Server messages in the reader's language. Every answer that carries messages carries, beside each
 * English `messages` entry, its stable `codes` entry (and `params` for the values a wording names); the
 * wording is looked up by code, so a reworded server message keeps its translation, and a code a book
 * does not hold (a newer server) shows as the server wrote it.
 *
 * The English wordings are the server's own, generated from its message catalogue
 * (english/<audience>.generated.json, `npm run messages:english`); the Chinese ones are written here by
 * hand (chinese/<audience>.json), as are the Chinese names of the fields and values wordings name.
 */
export type Locale = 'en-US' | 'zh-HK' | 'zh-CN';

/** A text in traditional (Hong Kong) and simplified Chinese. */
export type InChinese = Readonly<Record<Exclude<Locale, 'en-US'>, string>>;

/** One code's wording per language; `{name}` stands for the message's value of that name. */
export type Wordings = Readonly<Partial<Record<Locale, string>>>;

/** What one UI translates: the wording of every code it can meet, and the names of the fields its messages name. */
export interface MessageBook {
  readonly wordings: Readonly<Record<string, Wordings>>;
  readonly fields: Readonly<Record<string, InChinese>>;
}

/** The wordings of one audience of the server's catalogue: English by code, and Chinese by code. */
export interface AudienceWordings {
  readonly english: Readonly<Record<string, string>>;
  readonly chinese: Readonly<Record<string, InChinese>>;
}

/** A book from the audiences a UI meets (every UI meets 'all' and its own) and its field names. */
export function messageBook(audiences: readonly AudienceWordings[], fields: Readonly<Record<string, InChinese>>): MessageBook {
  const wordings: Record<string, Wordings> = {};
  for (const { english, chinese } of audiences) {
    for (const [code, text] of Object.entries(english)) wordings[code] = { ...wordings[code], 'en-US': text };
    for (const [code, text] of Object.entries(chinese)) wordings[code] = { ...wordings[code], ...text };
  }
  return { wordings, fields };
}

/** Values other than field names that wordings name, in Chinese: {use} (an address's use), {kind} (what a filter takes). */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, InChinese>>>> = valueWords;

const PLACEHOLDER = /\{(\w+)\}/g;

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** The message in `locale` by its code (`{field}` and the values above in the reader's words); text the interface wrote passes as it is. */
export function translateServerMessage(book: MessageBook, locale: string, message: ShownMessage): string {
  if (typeof message === 'string') return message;
  const wording = message.code ? own(book.wordings, message.code)?.[locale as Locale] : undefined;
  if (!wording) return message.text;
  const params = message.params ?? {};
  const chinese = locale === 'zh-HK' || locale === 'zh-CN' ? locale : undefined;
  return wording.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (!chinese) return value;
    return own(name === 'field' ? book.fields : own(VALUE_WORDS, name), value)?.[chinese] ?? value;
  });
}
