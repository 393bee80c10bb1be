/**
 * The stock matrix: every combination of the option values chosen per stock_option attribute. Pure
 * functions, shared by the Stocks tab and the unit tests.
 */
export interface OptionAttribute {
  id: number;
  name: string;
  order: number;
  options: { id: number; order: number; value: string }[];
}

export interface InventoryValues {
  id?: number;
  warehouse_id: number | '' | null;
  quantity: number | string | null;
  warehouse_name?: string;
  reserved?: number;
  available_inventories?: number;
  status?: 'active' | 'inactive';
}

/** A stock as the form holds it: prices as money text in the base currency (e.g. "128.00"). */
export interface StockValues {
  id?: number;
  sku: string;
  price: string;
  special_price: string;
  visibled: boolean;
  option_ids: number[];
  inventories: InventoryValues[];
  all_available_inventories?: number;
}

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/** The key of an option combination, independent of the order of its ids. */
export const combinationKey = (optionIds: readonly number[]) => [...optionIds].sort((a, b) => a - b).join(',');

/**
 * The combinations of the chosen values, attributes in their order and values in theirs; attributes
 * without a chosen value take no part. Nothing chosen gives one combination without options.
 */
export function combinations(attributes: readonly OptionAttribute[], chosen: readonly number[]): number[][] {
  const picked = new Set(chosen);
  const axes = [...attributes]
    .sort(byOrder)
    .map((attribute) =>
      [...attribute.options]
        .sort(byOrder)
        .filter((o) => picked.has(o.id))
        .map((o) => o.id),
    )
    .filter((values) => values.length > 0);
  return axes.reduce<number[][]>((rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])), [[]]);
}

/** The option values used by the stocks: what the checkboxes start with on the edit page. */
export const chosenFromStocks = (stocks: readonly { option_ids: readonly number[] }[]) => [...new Set(stocks.flatMap((s) => s.option_ids))];

/**
 * The stocks for the chosen values: a combination that already has a stock keeps it (id, sku, prices,
 * inventories); a new one gets an empty stock. With `newSku`, every stock whose sku is empty or was
 * generated (`isGenerated`) takes `newSku(n)`, n its 1-based place in the matrix (skipping skus typed
 * by hand on other stocks).
 */
export function buildMatrix(
  attributes: readonly OptionAttribute[],
  chosen: readonly number[],
  current: readonly StockValues[],
  newSku?: (n: number) => string,
  isGenerated: (sku: string) => boolean = () => false,
): StockValues[] {
  const existing = new Map(current.map((stock) => [combinationKey(stock.option_ids), stock]));
  const rows: StockValues[] = combinations(attributes, chosen).map((row) => {
    const stock = existing.get(combinationKey(row));
    return stock ? { ...stock, option_ids: row } : { sku: '', price: '', special_price: '', visibled: true, option_ids: row, inventories: [] };
  });
  if (!newSku) return rows;
  const renumber = (sku: string) => sku.trim() === '' || isGenerated(sku);
  const typed = new Set(rows.filter((s) => !renumber(s.sku)).map((s) => s.sku.toLowerCase()));
  return rows.map((stock, index) => {
    if (!renumber(stock.sku)) return stock;
    let n = index + 1;
    while (typed.has(newSku(n).toLowerCase())) n += 1;
    return { ...stock, sku: newSku(n) };
  });
}

/** "Red / Small": the values of a stock's options, in attribute order. */
export function optionLabel(attributes: readonly OptionAttribute[], optionIds: readonly number[]): string {
  const names: string[] = [];
  for (const attribute of [...attributes].sort(byOrder)) {
    const option = attribute.options.find((o) => optionIds.includes(o.id));
    if (option) names.push(option.value);
  }
  return names.join(' / ');
}

/** The warehouse ids that appear more than once among a stock's inventory rows. */
export function repeatedWarehouses(inventories: readonly { warehouse_id: number | '' | null }[]): Set<number> {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const { warehouse_id } of inventories) {
    if (warehouse_id === '' || warehouse_id === null || warehouse_id === undefined) continue;
    const id = Number(warehouse_id);
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return repeated;
}
