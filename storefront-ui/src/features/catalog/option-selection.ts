/**
 * Product option selection (spec §4), as pure functions of the product's attributes and visible stocks.
 *
 * - A selection holds at most one value (option id) per attribute.
 * - Choosing a value toggles it: choosing the chosen value again clears it, choosing another value of the
 *   same attribute replaces it.
 * - A value can be chosen only when some stock with available inventory has it together with the values
 *   already chosen for the other attributes.
 * - Once every attribute has a value, the stock that has exactly those values is the selected stock.
 *
 * No imports, so unit tests can compile this file on its own.
 */

export interface SelectableStock {
  id: number;
  option_ids: number[];
  available_inventories: number;
}

export interface SelectableAttribute {
  id: number;
  options: { id: number }[];
}

/** Attribute id -> chosen option id. */
export type Selection = Readonly<Record<number, number>>;

/**
 * - selected: chosen now;
 * - available: can be chosen;
 * - sold_out: a stock has it with the other chosen values, but none of those has inventory;
 * - unavailable: no stock has it with the other chosen values.
 */
export type OptionState = 'selected' | 'available' | 'sold_out' | 'unavailable';

export const EMPTY_SELECTION: Selection = Object.freeze({});

export const hasInventory = (stock: SelectableStock): boolean => stock.available_inventories > 0;

/** The chosen option ids of every attribute except `exceptAttributeId`. */
function chosenExcept(selection: Selection, exceptAttributeId?: number): number[] {
  return Object.entries(selection)
    .filter(([attributeId]) => Number(attributeId) !== exceptAttributeId)
    .map(([, optionId]) => optionId);
}

const holdsAll = (stock: SelectableStock, optionIds: number[]) => optionIds.every((id) => stock.option_ids.includes(id));

/** What choosing `optionId` of `attributeId` would do, given the values chosen for the other attributes. */
export function optionState(stocks: readonly SelectableStock[], selection: Selection, attributeId: number, optionId: number): OptionState {
  if (selection[attributeId] === optionId) return 'selected';
  const wanted = [...chosenExcept(selection, attributeId), optionId];
  const matching = stocks.filter((stock) => holdsAll(stock, wanted));
  if (matching.length === 0) return 'unavailable';
  return matching.some(hasInventory) ? 'available' : 'sold_out';
}

export const isChoosable = (state: OptionState): boolean => state === 'selected' || state === 'available';

/**
 * The selection after the shopper chooses `optionId` of `attributeId`: the value toggles; a value that no
 * stock with inventory matches leaves the selection as it was (the same object).
 */
export function toggleOption(stocks: readonly SelectableStock[], selection: Selection, attributeId: number, optionId: number): Selection {
  const state = optionState(stocks, selection, attributeId, optionId);
  if (state === 'selected') {
    const next: Record<number, number> = { ...selection };
    delete next[attributeId];
    return next;
  }
  if (state !== 'available') return selection;
  return { ...selection, [attributeId]: optionId };
}

/** Whether every attribute of the product has a chosen value. */
export function isComplete(attributes: readonly SelectableAttribute[], selection: Selection): boolean {
  return attributes.every((attribute) => selection[attribute.id] !== undefined);
}

/**
 * The selected stock: once every attribute is chosen, the stock holding exactly the chosen values (one
 * with inventory first). A product without attributes has its first stock with inventory selected.
 * Null while the selection is incomplete or nothing matches.
 */
export function selectedStock<S extends SelectableStock>(attributes: readonly SelectableAttribute[], stocks: readonly S[], selection: Selection): S | null {
  if (attributes.length === 0) return stocks.find(hasInventory) ?? null;
  if (!isComplete(attributes, selection)) return null;
  const chosen = attributes.map((attribute) => selection[attribute.id]);
  const matching = stocks.filter((stock) => holdsAll(stock, chosen) && stock.option_ids.length === chosen.length);
  const candidates = matching.length > 0 ? matching : stocks.filter((stock) => holdsAll(stock, chosen));
  return candidates.find(hasInventory) ?? candidates[0] ?? null;
}

/** The chosen values that no longer fit the stocks (e.g. after the product reloaded) are dropped. */
export function pruneSelection(attributes: readonly SelectableAttribute[], stocks: readonly SelectableStock[], selection: Selection): Selection {
  let next: Selection = EMPTY_SELECTION;
  for (const attribute of attributes) {
    const optionId = selection[attribute.id];
    if (optionId === undefined || !attribute.options.some((o) => o.id === optionId)) continue;
    if (optionState(stocks, next, attribute.id, optionId) === 'available') next = { ...next, [attribute.id]: optionId };
  }
  return next;
}
