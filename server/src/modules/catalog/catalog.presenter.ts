import type { OptionFilter, ProductDetail, ProductDetailAttribute } from './catalog.responses';

export interface StockView {
  id: number;
  sku: string;
  price: number;
  special_price: number | null;
  option_ids: number[];
  available_inventories: number;
}

export interface OptionRow {
  attribute_id: number;
  attribute: string;
  id: number;
  value: string;
  count?: number;
}

/** An option row with how many products of a listing have it (the filters' rows). */
export type CountedOptionRow = OptionRow & { count: number };

/** What groupOptions builds: the attributes of a product page or of a listing's filters. */
interface AttributeView {
  id: number;
  name: string;
  options: { id: number; value: string; count?: number }[];
}

/** Option rows (ordered by attribute, then option) grouped under their attributes. */
export function groupOptions(rows: CountedOptionRow[]): OptionFilter[];
export function groupOptions(rows: OptionRow[]): ProductDetailAttribute[];
export function groupOptions(rows: OptionRow[]): AttributeView[] {
  const attributes: AttributeView[] = [];
  for (const row of rows) {
    let attribute = attributes.find((a) => a.id === row.attribute_id);
    if (!attribute) attributes.push((attribute = { id: row.attribute_id, name: row.attribute, options: [] }));
    attribute.options.push(row.count === undefined ? { id: row.id, value: row.value } : { id: row.id, value: row.value, count: row.count });
  }
  return attributes;
}

/** What a shopper pays for a stock: the special price when it is set and lower. */
const finalPrice = (s: Pick<StockView, 'price' | 'special_price'>) => (s.special_price !== null && s.special_price < s.price ? s.special_price : s.price);

export function toDetail(row: Record<string, unknown>, stocks: StockView[], attributes: ProductDetailAttribute[]): ProductDetail {
  const views = stocks.map((s) => ({ ...s, final_price: finalPrice(s), in_stock: s.available_inventories > 0 }));
  const prices = views.map((s) => s.final_price);
  return {
    ...(row as Omit<ProductDetail, 'attributes' | 'stocks' | 'price' | 'max_price' | 'in_stock' | 'prices_hidden'>),
    attributes,
    stocks: views,
    price: prices.length ? Math.min(...prices) : null,
    max_price: prices.length ? Math.max(...prices) : null,
    in_stock: views.some((s) => s.in_stock),
    prices_hidden: false,
  };
}
