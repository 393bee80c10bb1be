import type { LanguageCode } from '../../common/i18n/languages';
import type { OptionRow } from './catalog.presenter';
import { pick, type Texts } from './texts';

interface DictionaryRow {
  brands: Record<string, { url: string; titles: Texts }>;
  options: Record<string, { attribute_id: number; attribute_order: number; order: number; names: Texts; values: Texts }>;
  categories: Record<string, { url: string; titles: Texts }>;
}

/**
 * The catalogue's small, shared tables in every language, read with one statement: enabled brands,
 * attribute options with their attributes, enabled menus. Product pages take their titles from here
 * instead of joining six translation tables per request.
 */
export const DICTIONARY_SQL = `
  SELECT
    (SELECT COALESCE(json_object_agg(b.id, json_build_object('url', b.url,
              'titles', (SELECT COALESCE(json_object_agg(x.language, x.title), '{}') FROM brand_translation x WHERE x.brand_id = b.id))), '{}')
       FROM brand b WHERE b.enabled) AS brands,
    (SELECT COALESCE(json_object_agg(o.id, json_build_object('attribute_id', a.id, 'attribute_order', a."order", 'order', o."order",
              'names', (SELECT COALESCE(json_object_agg(x.language, x.name), '{}') FROM attribute_translation x WHERE x.attribute_id = a.id),
              'values', (SELECT COALESCE(json_object_agg(x.language, x.value), '{}') FROM attribute_option_translation x WHERE x.option_id = o.id))), '{}')
       FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id) AS options,
    (SELECT COALESCE(json_object_agg(c.id, json_build_object('url', c.url,
              'titles', (SELECT COALESCE(json_object_agg(x.language, x.title), '{}') FROM menu_translation x WHERE x.menu_id = c.id))), '{}')
       FROM menu c WHERE c.enabled) AS categories`;

export class CatalogueDictionary {
  constructor(private readonly row: DictionaryRow) {}

  /** The brand when it exists and is enabled. */
  brand(id: number | null, language: LanguageCode, main: LanguageCode): { id: number; url: string; title: string } | null {
    const brand = id === null ? undefined : this.row.brands[id];
    return brand ? { id: id!, url: brand.url, title: pick(brand.titles, language, main) } : null;
  }

  /** The enabled ones of these menus, by id. */
  categories(ids: number[], language: LanguageCode, main: LanguageCode): { id: number; url: string; title: string }[] {
    return [...ids]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const menu = this.row.categories[id];
        return menu ? [{ id, url: menu.url, title: pick(menu.titles, language, main) }] : [];
      });
  }

  /** Asked options grouped by attribute, unknown ids left out (a listing's option filter: one of each group). */
  optionGroups(ids: number[]): number[][] {
    const groups = new Map<number, number[]>();
    for (const id of new Set(ids)) {
      const option = this.row.options[id];
      if (!option) continue;
      const group = groups.get(option.attribute_id);
      if (group) group.push(id);
      else groups.set(option.attribute_id, [id]);
    }
    return [...groups.values()];
  }

  /** These options with their attributes, ordered by attribute, then option (unknown ids are skipped). */
  options(ids: Iterable<number>, language: LanguageCode, main: LanguageCode): OptionRow[] {
    const rows = [...new Set(ids)].flatMap((id) => {
      const option = this.row.options[id];
      return option ? [{ id, option }] : [];
    });
    rows.sort(
      (x, y) =>
        x.option.attribute_order - y.option.attribute_order || x.option.attribute_id - y.option.attribute_id || x.option.order - y.option.order || x.id - y.id,
    );
    return rows.map(({ id, option }) => ({
      attribute_id: option.attribute_id,
      attribute: pick(option.names, language, main),
      id,
      value: pick(option.values, language, main),
    }));
  }
}

export type { DictionaryRow };
