import type { CatalogItem, SaleLineInput } from './api';

/** The most lines one search shows. */
const MATCHES = 8;

const norm = (text: string) => text.trim().toLowerCase();

/** The stock whose sku is exactly what was scanned or typed (letter case aside). */
export const bySku = (items: readonly CatalogItem[], text: string) => items.find((item) => norm(item.sku) === norm(text));

/** Stocks whose name, options or sku hold every word typed. */
export function search(items: readonly CatalogItem[], text: string): CatalogItem[] {
  const words = norm(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items
    .filter((item) => {
      const haystack = norm(`${item.name} ${item.options ?? ''} ${item.sku}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, MATCHES);
}

export const quantityOf = (lines: readonly SaleLineInput[], stockId: number) => lines.find((l) => l.stock_id === stockId)?.quantity ?? 0;

/** The lines with `quantity` of the stock (a new line at the end, removed at 0), never past what is available; null when refused. */
export function withQuantity(lines: readonly SaleLineInput[], item: CatalogItem, quantity: number): SaleLineInput[] | null {
  if (quantity > item.available) return null;
  if (quantity <= 0) return lines.filter((l) => l.stock_id !== item.stock_id);
  if (!lines.some((l) => l.stock_id === item.stock_id)) return [...lines, { stock_id: item.stock_id, quantity }];
  return lines.map((l) => (l.stock_id === item.stock_id ? { ...l, quantity } : l));
}

/** The catalogue's prices times the quantities: the total shown when the server cannot be asked. */
export const estimate = (lines: readonly SaleLineInput[], items: readonly CatalogItem[]) =>
  lines.reduce((sum, line) => sum + (items.find((i) => i.stock_id === line.stock_id)?.unit_price ?? 0) * line.quantity, 0);

/** The catalogue after a sale made offline: what it took is no longer available on this device. */
export const lessSold = (items: readonly CatalogItem[], lines: readonly SaleLineInput[]): CatalogItem[] =>
  items.map((item) => ({ ...item, available: Math.max(0, item.available - quantityOf(lines, item.stock_id)) }));
