import type { LanguageCode } from '../../common/i18n/languages';
import type { OptionRow } from './catalog.presenter';
import { coalesceText, type Texts } from './texts';

/** The catalogue's small, shared tables in every language, as CatalogRepository.dictionary reads them. */
export interface DictionaryRow {
  brands: Record<string, { url: string; titles: Texts }>;
  options: Record<string, { attribute_id: number; attribute_order: number; order: number; names: Texts; values: Texts }>;
  categories: Record<string, { url: string; titles: Texts }>;
}

/**
 * Enabled brands, attribute options with their attributes, and enabled menus in every language, read
 * with one statement: product pages take their titles from here instead of joining six translation
 * tables per request.
 */
export class CatalogueDictionary {
  constructor(private readonly row: DictionaryRow) {}

  /** The brand when it exists and is enabled. */
  brand(id: number | null, language: LanguageCode, main: LanguageCode): { id: number; url: string; title: string } | null {
    const brand = id === null ? undefined : this.row.brands[id];
    return brand ? { id: id!, url: brand.url, title: coalesceText(brand.titles, language, main) } : null;
  }

  /** The enabled ones of these menus, by id. */
  categories(ids: number[], language: LanguageCode, main: LanguageCode): { id: number; url: string; title: string }[] {
    return [...ids]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const menu = this.row.categories[id];
        return menu ? [{ id, url: menu.url, title: coalesceText(menu.titles, language, main) }] : [];
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
      attribute: coalesceText(option.names, language, main),
      id,
      value: coalesceText(option.values, language, main),
    }));
  }
}
