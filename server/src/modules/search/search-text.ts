import { Converter } from 'opencc-js/t2cn';

/** Traditional (Hong Kong and standard) characters folded to simplified, so either script finds the other. */
const toSimplified = Converter({ from: 'hk', to: 'cn' });

/** Chinese runs, and runs of other letters, digits, _ and - (which stop where Chinese starts: "iPhone手機" is two runs). */
const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}_-])+)/gu;

/** One folded form for indexing and querying: NFKC, lowercase, simplified Chinese. */
export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase());
}

function hanTokens(run: string): string[] {
  const chars = [...run];
  const tokens = new Set(chars);
  for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i] + chars[i + 1]);
  return [...tokens];
}

function wordTokens(word: string): string[] {
  const tokens = new Set([word]);
  for (const part of word.split(/[-_]+/)) if (part) tokens.add(part);
  return [...tokens];
}

/**
 * Index lexemes of a text: Chinese as single characters and pairs of neighbours (so one- and
 * two-character queries match without a word list), other words whole and split at - and _.
 */
export function searchTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const match of foldText(text).matchAll(RUN)) {
    const [, han, word] = match;
    for (const token of han ? hanTokens(han) : wordTokens(word)) if (token.length <= 100) tokens.add(token);
  }
  return [...tokens];
}

/** Positions are what carry weights in a tsvector (ts_rank ignores the weight of a lexeme without one). */
const MAX_POSITION = 16383;

/**
 * A tsvector literal of index lexemes, each at its own position with the given weight, so ts_rank can
 * tell a name (A) from a description (C). Lexemes hold no quotes or backslashes, but are escaped anyway.
 */
export function searchVector(tokens: string[], weight: 'A' | 'B' | 'C' | 'D'): string {
  return tokens.map((token, i) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${Math.min(i + 1, MAX_POSITION)}${weight}`).join(' ');
}

/** A keyword may hold only letters, digits, Chinese characters, underscore and hyphen. */
export const KEYWORD_PATTERN = /^[\p{L}\p{N}_-]+$/u;

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * The tsquery for a keyword: every Chinese pair (or the single character) must be present, and
 * every other word as a prefix. Undefined when nothing searchable remains.
 */
export function searchQuery(keyword: string): string | undefined {
  const parts: string[] = [];
  for (const match of foldText(keyword).matchAll(RUN)) {
    const [, han, word] = match;
    if (han) {
      const chars = [...han];
      if (chars.length === 1) parts.push(quote(chars[0]));
      else for (let i = 0; i + 1 < chars.length; i++) parts.push(quote(chars[i] + chars[i + 1]));
    } else {
      for (const piece of word.split(/[-_]+/).filter(Boolean)) parts.push(`${quote(piece)}:*`);
    }
  }
  return parts.length > 0 ? [...new Set(parts)].join(' & ') : undefined;
}

/** The longest prefix search_posting keeps of a word (migration SearchPrefixPostings): a longer word has few matches, which the GIN index finds. */
export const POSTING_PREFIX_MAX = 20;

/**
 * The key of search_posting that holds a tsquery of searchQuery, when it asks for one thing: one
 * Chinese character or pair (the lexeme itself), or one word as a prefix of at most
 * POSTING_PREFIX_MAX characters (`word:*`). Undefined for several, or a longer prefix.
 */
export function postingKey(query: string): string | undefined {
  const match = /^'([^']+)'(:\*)?$/.exec(query);
  if (!match) return undefined;
  const [, lexeme, prefix] = match;
  if (!prefix) return lexeme;
  return [...lexeme].length <= POSTING_PREFIX_MAX ? `${lexeme}:*` : undefined;
}
