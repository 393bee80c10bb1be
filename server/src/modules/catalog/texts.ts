import type { LanguageCode } from '../../common/i18n/languages';

/** Text per language code, only for the languages that have a translation row. */
export type Texts = Partial<Record<string, string>>;

/**
 * The asked language's text, else the main language's, else `otherwise`, as the translation joins'
 * COALESCE picks them in SQL: a written text counts even when it is empty (common/translations'
 * pickText skips empty texts, and falls back to any language's).
 */
export function coalesceText(texts: Texts, language: LanguageCode, main: LanguageCode, otherwise = ''): string {
  return texts[language] ?? texts[main] ?? otherwise;
}
