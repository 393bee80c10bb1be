/**
 * The back office's catalogues stay complete: every key of en-US (react-admin's English merged with
 * admin-ui/src/i18n/en-US.json) has a non-empty text in zh-HK and zh-CN, and no catalogue holds keys
 * that en-US lacks. React-admin texts that the spec words are shown in its words in every language.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import type { i18nProvider as Provider } from '../../admin-ui/src/providers/i18nProvider.js' with { 'resolution-mode': 'import' };
import { loadUiModule } from '../helpers/ui-module';

type Messages = { [key: string]: string | Messages };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const raEnglish = require('ra-language-english');
const dir = join(__dirname, '..', '..', 'admin-ui', 'src', 'i18n');
const read = (name: string): Messages => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));

function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const variables = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

const english = flatten((raEnglish.default ?? raEnglish) as Messages);
const app = flatten(read('en-US'));
const enUS = new Map([...english, ...app]);
const catalogues = { 'zh-HK': flatten(read('zh-HK')), 'zh-CN': flatten(read('zh-CN')) };
/** React-admin keys whose en-US text en-US.json replaces with the spec's words. */
const SPEC_WORDED = ['ra.message.invalid_form'];

describe('admin-ui i18n catalogues', () => {
  it('en-US holds react-admin messages and app messages', () => {
    expect(english.size).toBeGreaterThan(150);
    expect(app.size).toBeGreaterThan(50);
    expect(english.has('ra.action.save')).toBe(true);
    expect(app.has('app.session.expired_title')).toBe(true);
  });

  it("en-US.json holds app keys, and of react-admin's only those whose text the spec words (the rest come from ra-language-english)", () => {
    const overrides = [...app.keys()].filter((key) => key.startsWith('ra.'));
    expect(overrides).toEqual(SPEC_WORDED);
    expect(overrides.filter((key) => !english.has(key))).toEqual([]);
  });

  it('every en-US text is a non-empty string', () => {
    expect([...enUS].filter(([, v]) => typeof v !== 'string' || v.length === 0).map(([k]) => k)).toEqual([]);
  });

  describe.each(Object.entries(catalogues))('%s', (_locale, catalogue) => {
    it('has every en-US key, each with a text', () => {
      const missing = [...enUS.keys()].filter((key) => !catalogue.has(key));
      const empty = [...enUS]
        .filter(([key]) => catalogue.has(key))
        .filter(([key, en]) => {
          const text = catalogue.get(key);
          if (typeof text !== 'string' || text.length === 0) return true;
          // Only a blank English text (ra.boolean.null) may be blank.
          return text.trim() === '' && String(en).trim() !== '';
        })
        .map(([key]) => key);
      expect({ missing, empty }).toEqual({ missing: [], empty: [] });
    });

    it('has no key that en-US lacks', () => {
      expect([...catalogue.keys()].filter((key) => !enUS.has(key))).toEqual([]);
    });

    it('uses only the placeholders that the English text offers', () => {
      const wrong = [...catalogue]
        .filter(([key]) => enUS.has(key))
        .filter(([key, text]) => [...variables(String(text))].some((name) => !variables(String(enUS.get(key))).has(name)))
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });

    it('is written in Chinese, not left in English', () => {
      const untranslated = [...catalogue]
        .filter(([key, text]) => typeof text === 'string' && /[A-Za-z]{4,}/.test(text.replace(/%\{\w+\}/g, '')) && text === enUS.get(key))
        .map(([key]) => key)
        // Words that stay the same in Chinese text: brand and format names.
        .filter((key) => !/Facebook|PNG/.test(String(catalogue.get(key))));
      expect(untranslated).toEqual([]);
    });
  });
});

describe('admin-ui i18nProvider', () => {
  const { i18nProvider } = loadUiModule<{ i18nProvider: typeof Provider }>('admin-ui/src/providers/i18nProvider.ts');

  // react-admin notifies ra.message.invalid_form when a form is submitted with invalid fields.
  it.each([
    ['en-US', 'Validation Fail: Please make sure all fields are filled in correctly'],
    ['zh-HK', '驗證失敗：請確保所有欄位均已正確填寫'],
    ['zh-CN', '验证失败：请确保所有字段均已正确填写'],
  ])('shows the spec notice for a form submitted with invalid fields in %s', async (locale, text) => {
    await i18nProvider.changeLocale(locale);
    expect(i18nProvider.translate('ra.message.invalid_form')).toBe(text);
  });

  it("keeps react-admin's other English texts, those beside the replaced one too", async () => {
    await i18nProvider.changeLocale('en-US');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('ra.message.loading')).toBe('Please wait');
  });
});
