import type { LanguageCode } from './i18n/languages';

/**
 * The translation to show: the asked language, else the shop's main language, else any. Entities keep
 * their translatable text in `<entity>_translation` rows, one per language.
 */
export function pickTranslation<T extends { language: string }>(
  translations: readonly T[] | undefined,
  language: LanguageCode | undefined,
  main: LanguageCode,
): T | undefined {
  if (!translations || translations.length === 0) return undefined;
  return translations.find((t) => t.language === (language ?? main)) ?? translations.find((t) => t.language === main) ?? translations[0];
}

/**
 * A text kept per language in one JSON value ({"en_us": ...}): the asked language's, else the main
 * language's, else any; '' without one. An empty text counts as missing (the catalogue's
 * coalesceText, which follows its SQL, keeps a written empty text and takes no other language's).
 */
export function pickText(texts: Readonly<Record<string, string>>, language: string, main: string): string {
  return texts[language] || texts[main] || Object.values(texts).find(Boolean) || '';
}

/** Texts per language as stored: each trimmed, empty ones left out. */
export function cleanTexts(texts: Readonly<Partial<Record<string, string>>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([language, text]) => (text?.trim() ? [[language, text.trim()]] : [])));
}
