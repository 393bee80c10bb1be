/** The languages the interface speaks, as sent on the wire (lowercase, underscore). */
export const LANGUAGE_CODES = ['en_us', 'zh_hk', 'zh_cn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language's name in each interface language, for language pickers. */
export const LANGUAGE_NAMES: Record<LanguageCode, Record<LanguageCode, string>> = {
  en_us: { en_us: 'English', zh_hk: '英文', zh_cn: '英文' },
  zh_hk: { en_us: 'Traditional Chinese', zh_hk: '繁體中文', zh_cn: '繁体中文' },
  zh_cn: { en_us: 'Simplified Chinese', zh_hk: '簡體中文', zh_cn: '简体中文' },
};

/** Each language's tag as pages and links name it (`<html lang>`, hreflang): the storefront's locales. */
export const LANGUAGE_TAGS: Record<LanguageCode, string> = { en_us: 'en-US', zh_hk: 'zh-HK', zh_cn: 'zh-CN' };

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
