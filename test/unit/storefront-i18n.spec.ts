import enUS from '../../storefront-ui/src/i18n/en-US.json';
import zhCN from '../../storefront-ui/src/i18n/zh-CN.json';
import zhHK from '../../storefront-ui/src/i18n/zh-HK.json';

/** The storefront's UI text catalogues stay complete: every key in all three languages, none extra. */

const catalogues: Record<string, Record<string, unknown>> = { 'en-US': enUS, 'zh-HK': zhHK, 'zh-CN': zhCN };

/** Nested objects are flattened to dotted keys, so a catalogue may be flat or nested. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) Object.assign(out, flatten(item as Record<string, unknown>, path));
    else out[path] = item;
  }
  return out;
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

const reference = flatten(catalogues['en-US']);
const referenceKeys = Object.keys(reference).sort();

describe('storefront i18n catalogues', () => {
  it('has UI text in English', () => {
    expect(referenceKeys.length).toBeGreaterThan(50);
  });

  describe.each(['zh-HK', 'zh-CN'])('%s', (locale) => {
    const flat = flatten(catalogues[locale]);
    const keys = Object.keys(flat).sort();

    it('misses no key of en-US', () => {
      expect(referenceKeys.filter((k) => !(k in flat))).toEqual([]);
    });

    it('has no key that en-US lacks', () => {
      expect(keys.filter((k) => !(k in reference))).toEqual([]);
    });

    it('uses the same {placeholders} as en-US in each text', () => {
      const differing = referenceKeys.filter(
        (k) => k in flat && JSON.stringify(placeholders(String(flat[k]))) !== JSON.stringify(placeholders(String(reference[k]))),
      );
      expect(differing).toEqual([]);
    });
  });

  it.each(Object.keys(catalogues))('%s has only non-empty strings', (locale) => {
    const flat = flatten(catalogues[locale]);
    expect(
      Object.entries(flat)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k),
    ).toEqual([]);
  });
});
