import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Message } from '../../common/messages';
import { EventBus } from '../../events/event-bus';
import { type HistoryActor, InventoryService } from '../inventory';
import { productMessages as m } from './product.messages';
import { type NewListedProduct, ProductRepository } from './product.repository';
import { searchDocumentOf } from './search-postings';
import { StockRepository } from './stock.repository';

/** One stock of an imported product (one row of the file), already checked by the product form's DTOs. */
export interface ImportedStock {
  /** The row's number in the file, named by a refusal. */
  row: number;
  sku: string;
  price: number;
  special_price: number | null;
  visibled: boolean;
  option_ids: number[];
  /** Quantities to set, per warehouse (a warehouse left out keeps its row as it is). */
  inventories: { warehouse_id: number; warehouse_name: string; quantity: number }[];
}

/** A product of an import with the stocks its rows give (rows of one product sku). */
export interface ImportedProduct {
  sku: string;
  url: string;
  visibled: boolean;
  /** Names by language; a language left out keeps its name. */
  names: { language: string; name: string }[];
  stocks: ImportedStock[];
}

/** What a batch did: rows whose stock was new (created) or existed (updated), and the rows refused with the reason. */
export interface ImportBatchOutcome {
  created: number;
  updated: number;
  refused: { row: number; reason: Message }[];
}

/**
 * The bulk write path of product imports: a batch of products (upserted by sku) with their stocks
 * (upserted by stock sku; stocks not in the file stay) in the caller's transaction, in a fixed number
 * of statements whatever the batch's size. The checks of the product form that need the database
 * (a url or stock sku another product uses, options of stock option attributes, quantities below what
 * orders hold) run set-wise first and refuse rows, never the batch. Quantities go through the
 * inventory module (InventoryService.setQuantities: "update" moves in the history). One product.changed
 * for the batch writes the search documents and listing columns set-wise (refreshSearchPostingsOf); the
 * index rows the triggers keep (search postings, category listing rows, list names) are deferred through
 * the batch and built once at its end for all its products (ProductRepository.buildIndexRows).
 */
@Injectable()
export class ProductImportService {
  constructor(
    private readonly products: ProductRepository,
    private readonly stocks: StockRepository,
    private readonly inventory: InventoryService,
    private readonly events: EventBus,
  ) {}

  async importBatch(manager: EntityManager, actor: HistoryActor, batch: ImportedProduct[], remark: string): Promise<ImportBatchOutcome> {
    const refused: ImportBatchOutcome['refused'] = [];
    const refuse = (rows: number[], reason: Message) => rows.forEach((row) => refused.push({ row, reason }));

    const existing = await this.products.bySkusOrUrls(
      manager,
      batch.map((p) => p.sku),
      batch.map((p) => p.url),
    );
    const bySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
    const urlOwner = new Map(existing.map((p) => [p.url, p.sku.toLowerCase()]));
    const stockRows = await this.stocks.bySkus(
      manager,
      batch.flatMap((p) => p.stocks.map((s) => s.sku)),
    );
    const stockBySku = new Map(stockRows.map((s) => [s.sku.toLowerCase(), s]));
    const optionRows = await this.stocks.optionAttributes(manager, [...new Set(batch.flatMap((p) => p.stocks.flatMap((s) => s.option_ids)))]);
    const attributeOf = new Map(optionRows.filter((r) => r.position === 'stock_option').map((r) => [r.id, r.attribute_id]));
    const held = stockRows.length
      ? await this.stocks.inventoryRows(
          manager,
          stockRows.map((s) => s.id),
        )
      : [];
    const reservedOf = new Map(held.map((i) => [`${i.stock_id}:${i.warehouse_id}`, i.reserved]));

    // Products merged by sku within the batch (rows of one product apart in the file), urls and stock skus once each.
    const kept: ImportedProduct[] = [];
    const keptBySku = new Map<string, ImportedProduct>();
    const stockSkus = new Set<string>();
    for (const product of batch) {
      const key = product.sku.toLowerCase();
      const rows = product.stocks.map((s) => s.row);
      const owner = urlOwner.get(product.url);
      if (owner !== undefined && owner !== key) {
        refuse(rows, m.url_taken);
        continue;
      }
      urlOwner.set(product.url, key);
      const productId = bySku.get(key)?.id;
      let target = keptBySku.get(key);
      if (!target) {
        target = { ...product, stocks: [] };
        keptBySku.set(key, target);
        kept.push(target);
      }
      for (const stock of product.stocks) {
        const reason = this.stockProblem(stock, target, productId, stockSkus, stockBySku, attributeOf, reservedOf);
        if (reason) {
          refused.push({ row: stock.row, reason });
          continue;
        }
        stockSkus.add(stock.sku.toLowerCase());
        target.stocks.push(stock);
      }
    }
    const writing = kept.filter((p) => p.stocks.length > 0);
    if (writing.length === 0) return { created: 0, updated: 0, refused };

    // The index rows (search postings, category listing rows, list names) are built once at the end, not by each statement's triggers.
    await this.products.deferIndexRows(manager);
    // Products: new ones inserted, known ones updated; then names.
    const fresh = writing.filter((p) => !bySku.has(p.sku.toLowerCase()));
    const known = writing.filter((p) => bySku.has(p.sku.toLowerCase()));
    const inserted = fresh.length ? await this.products.insertMany(manager, fresh.map(listed)) : [];
    for (const row of inserted) bySku.set(row.sku.toLowerCase(), row);
    const idOf = (p: ImportedProduct) => bySku.get(p.sku.toLowerCase())!.id;
    await this.products.updateMany(
      manager,
      known.map((p) => ({ id: idOf(p), url: p.url, visibled: p.visibled })),
    );
    await this.products.saveNames(
      manager,
      writing.flatMap((p) => p.names.map((n) => ({ productId: idOf(p), language: n.language, name: n.name }))),
    );

    // Stocks: known skus updated, others inserted in file order after the product's own.
    let created = 0;
    let updated = 0;
    const news: Parameters<StockRepository['insertMany']>[1] = [];
    const changes: Parameters<StockRepository['updateMany']>[1] = [];
    const stockIdOf = new Map<string, number>();
    for (const product of writing) {
      product.stocks.forEach((stock, index) => {
        const columns = {
          sku: stock.sku,
          price: stock.price,
          specialPrice: stock.special_price,
          visibled: stock.visibled,
          order: index,
          optionIds: stock.option_ids,
        };
        const known = stockBySku.get(stock.sku.toLowerCase());
        if (known) {
          changes.push({ ...columns, id: known.id });
          stockIdOf.set(stock.sku.toLowerCase(), known.id);
          updated++;
        } else {
          news.push({ ...columns, productId: idOf(product) });
          created++;
        }
      });
    }
    await this.stocks.updateMany(manager, changes);
    if (news.length) for (const row of await this.stocks.insertMany(manager, news)) stockIdOf.set(row.sku.toLowerCase(), row.id);

    await this.inventory.setQuantities(
      manager,
      actor,
      writing.flatMap((p) =>
        p.stocks.flatMap((s) =>
          s.inventories.map((i) => ({ stockId: stockIdOf.get(s.sku.toLowerCase())!, warehouseId: i.warehouse_id, quantity: i.quantity })),
        ),
      ),
      remark,
    );
    const urls = new Set([...writing.map((p) => p.url), ...existing.filter((e) => writing.some((p) => idOf(p) === e.id)).map((e) => e.url)]);
    await this.events.publish(manager, 'product.changed', { ids: writing.map(idOf), urls: [...urls] });
    await this.products.buildIndexRows(
      manager,
      inserted.map((r) => r.id),
      known.map(idOf),
    );
    return { created, updated, refused };
  }

  /** Why a stock row cannot be written (the product form's rules that need the database), or undefined. */
  private stockProblem(
    stock: ImportedStock,
    product: ImportedProduct,
    productId: number | undefined,
    skus: Set<string>,
    stockBySku: Map<string, { id: number; product_id: number }>,
    attributeOf: Map<number, number>,
    reservedOf: Map<string, number>,
  ): Message | undefined {
    const key = stock.sku.toLowerCase();
    if (skus.has(key)) return m.stock_sku_twice({ sku: stock.sku });
    const known = stockBySku.get(key);
    if (known && known.product_id !== productId) return m.stock_of_other_product({ sku: stock.sku });
    if (stock.special_price !== null && stock.special_price > stock.price) return m.special_price_above_price;
    const attributes = stock.option_ids.map((id) => attributeOf.get(id));
    if (attributes.some((a) => a === undefined)) return m.option_ids_not_stock_options;
    if (new Set(attributes).size !== attributes.length) return m.one_value_per_attribute;
    const first = product.stocks[0];
    if (first) {
      const shape = (ids: number[]) =>
        ids
          .map((id) => attributeOf.get(id)!)
          .sort((a, b) => a - b)
          .join(',');
      if (shape(first.option_ids) !== shape(stock.option_ids)) return m.same_attributes;
      const combination = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
      if (product.stocks.some((s) => combination(s.option_ids) === combination(stock.option_ids))) return m.same_options;
    }
    if (known) {
      for (const i of stock.inventories) {
        const reserved = reservedOf.get(`${known.id}:${i.warehouse_id}`) ?? 0;
        if (i.quantity < reserved) return m.below_reserved_in({ warehouse: i.warehouse_name, reserved });
      }
    }
    return undefined;
  }
}

/**
 * A new product's row with the listing columns and search document that writeListingColumns would give it
 * from the stocks and names its batch writes (it has no descriptions or images yet), so the refresh the
 * batch's product.changed runs finds nothing to write again.
 */
function listed(product: ImportedProduct): NewListedProduct {
  const visible = product.stocks.filter((s) => s.visibled);
  const lowest = (prices: number[]) => (prices.length > 0 ? Math.min(...prices) : null);
  // Names by language, as SEARCH_TEXTS_SQL orders them (a new product's meta titles and descriptions are empty).
  const names = [...product.names].sort((a, b) => a.language.localeCompare(b.language)).map((n) => n.name);
  return {
    sku: product.sku,
    url: product.url,
    visibled: product.visibled,
    minPrice: lowest(visible.map((s) => Math.min(s.price, s.special_price ?? s.price))),
    regularPrice: lowest(visible.map((s) => s.price)),
    optionIds: [...new Set(visible.flatMap((s) => s.option_ids))].sort((a, b) => a - b),
    ...searchDocumentOf({ names, bodies: [], skus: [...visible.map((s) => s.sku), product.sku] }),
  };
}
