import type { EntityManager } from 'typeorm';
import { validationMessages as v } from '../../common/common.messages';
import type { LanguageCode } from '../../common/i18n/languages';
import { LANGUAGE_CODES } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { CustomerAdminService, UpdateCustomerAdminDto } from '../customer';
import type { HistoryActor } from '../inventory';
import { type ImportedProduct, ProductImportService, SaveProductDto } from '../product';
import { importMessages as m } from './import.messages';
import type { ImportEntity, ImportRepository } from './import.repository';
import { checkAs, flagOf, integerOf, listOf } from './row-check';
import { ValidateIf } from 'class-validator';

const given = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A customer's row as the form checks it, but phone, gender and status may be empty: shoppers who
 * registered themselves have none, and what export writes of them must import back. Empty keeps what
 * a known customer has; a new one is made without, as a shopper who registers is.
 */
class ImportCustomerDto extends UpdateCustomerAdminDto {
  @ValidateIf(given) declare phone: string;
  @ValidateIf(given) declare gender: 'female' | 'male';
  @ValidateIf(given) declare status_id: number;
}

/** A row of a file with its cells by field (after the mapping), and its number in the file. */
export interface MappedRow {
  row: number;
  fields: Record<string, string>;
}

/** What a batch did. */
export interface BatchOutcome {
  created: number;
  updated: number;
  refused: { row: number; reason: Message[] }[];
}

/** One kind of record imports and exports (customers or products), with the names it matches loaded. */
export interface ImportKind {
  /** Every field a column may be mapped to, in export order. */
  fields: string[];
  /** Fields a mapping must name. */
  required: string[];
  /** The key rows of one record share (a product's sku): a batch never ends between two rows with one key. */
  groupKey(row: MappedRow): string;
  /** Checks and writes a batch of rows in the caller's transaction. */
  write(manager: EntityManager, rows: MappedRow[], mapped: ReadonlySet<string>): Promise<BatchOutcome>;
  /** The export: its rows, a batch at a time, in the order of `fields`. */
  rows(): AsyncIterable<(string | number)[][]>;
}

const EXPORT_BATCH = 500;
const flag = (value: boolean) => (value ? '1' : '0');

/** The columns of customers: the customer form's fields, the status by its title, lists as comma-separated text. */
export const USER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'gender',
  'language',
  'enabled',
  'is_subscribe',
  'status',
  'status_description',
  'lead_source',
  'lead_source_description',
  'job_title',
  'department',
  'office_phone',
  'fax',
  'website',
  'emails',
  'mobiles',
  'tags',
  'description',
];

/** The product columns (repeated on each stock's row) and the stock columns; one inventory_<warehouse> column per warehouse follows. */
export const PRODUCT_FIELDS = [
  'sku',
  'url',
  ...LANGUAGE_CODES.map((l) => `name_${l}`),
  'visibled',
  'stock_sku',
  'price',
  'special_price',
  'options',
  'stock_visibled',
];

export class UserKind implements ImportKind {
  fields = USER_FIELDS;
  required = ['email', 'first_name', 'last_name', 'enabled', 'is_subscribe', 'lead_source'];
  private statusIds = new Map<string, number>();
  private statusTitles = new Map<number, string>();

  constructor(
    private readonly repository: ImportRepository,
    private readonly customers: CustomerAdminService,
  ) {}

  async load(): Promise<this> {
    for (const s of await this.repository.statuses()) {
      this.statusIds.set(s.title.trim().toLowerCase(), s.id);
      this.statusTitles.set(s.id, s.title);
    }
    return this;
  }

  groupKey(row: MappedRow): string {
    return `${row.row}`;
  }

  async write(manager: EntityManager, rows: MappedRow[], mapped: ReadonlySet<string>): Promise<BatchOutcome> {
    const refused: BatchOutcome['refused'] = [];
    const checked: { row: number; dto: UpdateCustomerAdminDto }[] = [];
    for (const { row, fields: f } of rows) {
      const status = f.status === undefined ? undefined : this.statusIds.get(f.status.trim().toLowerCase());
      const plain: Record<string, unknown> = {};
      for (const field of ['email', 'first_name', 'last_name', 'status_description', 'lead_source', 'lead_source_description'])
        if (f[field] !== undefined) plain[field] = f[field];
      for (const field of ['phone', 'gender']) if (f[field]?.trim()) plain[field] = f[field];
      for (const field of ['job_title', 'department', 'office_phone', 'fax', 'website', 'description']) if (f[field] !== undefined) plain[field] = f[field];
      if (f.language) plain.language = f.language.trim();
      for (const field of ['enabled', 'is_subscribe']) if (f[field] !== undefined) plain[field] = flagOf(f[field]);
      for (const field of ['emails', 'mobiles', 'tags']) if (f[field] !== undefined) plain[field] = listOf(f[field]);
      if (f.status?.trim()) plain.status_id = status ?? 0;
      const result = await checkAs(ImportCustomerDto, plain);
      const messages = 'messages' in result ? result.messages : [];
      if (status === undefined && f.status?.trim()) messages.unshift(m.unknown_status);
      if (messages.length > 0) refused.push({ row, reason: dedupe(messages) });
      else checked.push({ row, dto: (result as { value: UpdateCustomerAdminDto }).value });
    }
    const absent = [...this.fields.filter((f) => !mapped.has(f) && f !== 'email' && f !== 'status'), 'admin_id'];
    const outcome = await this.customers.importBatch(manager, checked, absent);
    return { created: outcome.created, updated: outcome.updated, refused: [...refused, ...outcome.refused.map((r) => ({ row: r.row, reason: [r.reason] }))] };
  }

  async *rows(): AsyncIterable<(string | number)[][]> {
    let after = 0;
    for (;;) {
      const batch = await this.repository.customersAfter(after, EXPORT_BATCH);
      if (batch.length === 0) return;
      after = batch[batch.length - 1].id as number;
      yield batch.map((c) =>
        this.fields.map((field) => {
          const value = c[field];
          if (typeof value === 'boolean') return flag(value);
          if (Array.isArray(value)) return value.join(', ');
          if (value === null || value === undefined) return '';
          return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
        }),
      );
    }
  }
}

export class ProductKind implements ImportKind {
  fields: string[] = [];
  required: string[] = [];
  private warehouses: { id: number; name: string; field: string }[] = [];
  /** Option ids by "attribute\u0000value" (lowercase, any language), and each option's label in the main language. */
  private optionIds = new Map<string, number>();
  private optionLabels = new Map<number, string>();
  private known = new Set<number>();

  constructor(
    private readonly repository: ImportRepository,
    private readonly products: ProductImportService,
    private readonly actor: HistoryActor,
    private readonly main: LanguageCode,
    private readonly remark: string,
  ) {}

  async load(): Promise<this> {
    this.warehouses = (await this.repository.warehouses()).map((w) => ({ ...w, field: `inventory_${w.name}` }));
    this.fields = [...PRODUCT_FIELDS, ...this.warehouses.map((w) => w.field)];
    this.required = ['sku', 'url', `name_${this.main}`, 'stock_sku', 'price'];
    const options = await this.repository.stockOptions();
    // A label two options share (two attributes both named Colour) is written with the option's id, "Colour: Red [12]".
    const uses = new Map<string, number>();
    const keyOf = (attribute: string, value: string) => `${attribute.trim().toLowerCase()}\u0000${value.trim().toLowerCase()}`;
    for (const o of options) {
      for (const attribute of Object.values(o.attribute_names))
        for (const value of Object.values(o.values)) {
          const key = keyOf(attribute, value);
          uses.set(key, (uses.get(key) ?? 0) + 1);
          this.optionIds.set(key, o.id);
        }
    }
    const pick = (names: Record<string, string>) => names[this.main] ?? Object.values(names)[0] ?? '';
    for (const o of options) {
      const label = `${pick(o.attribute_names)}: ${pick(o.values)}`;
      this.optionLabels.set(o.id, (uses.get(keyOf(pick(o.attribute_names), pick(o.values))) ?? 0) > 1 ? `${label} [${o.id}]` : label);
      this.known.add(o.id);
    }
    return this;
  }

  groupKey(row: MappedRow): string {
    return (row.fields.sku ?? '').trim().toLowerCase();
  }

  /** "Colour: Red; Size: M" (or "Colour: Red [12]", by id) as option ids, or the first part no stock option has. */
  private options(text: string | undefined): { ids: number[] } | { unknown: string } {
    const ids: number[] = [];
    for (const part of (text ?? '')
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = part.indexOf(':');
      const byId = /\[(\d{1,9})\]$/.exec(part);
      const id = byId
        ? this.known.has(Number(byId[1]))
          ? Number(byId[1])
          : undefined
        : at < 0
          ? undefined
          : this.optionIds.get(
              `${part.slice(0, at).trim().toLowerCase()}\u0000${part
                .slice(at + 1)
                .trim()
                .toLowerCase()}`,
            );
      if (id === undefined) return { unknown: part };
      ids.push(id);
    }
    return { ids };
  }

  async write(manager: EntityManager, rows: MappedRow[]): Promise<BatchOutcome> {
    const refused: BatchOutcome['refused'] = [];
    const products: ImportedProduct[] = [];
    const byKey = new Map<string, ImportedProduct>();
    for (const { row, fields: f } of rows) {
      const options = this.options(f.options);
      const inventories = this.warehouses
        .filter((w) => (f[w.field] ?? '').trim() !== '')
        .map((w) => ({ warehouse_id: w.id, warehouse_name: w.name, quantity: integerOf(f[w.field]) }));
      const specialPrice = integerOf(f.special_price ?? '');
      const plain = {
        sku: f.sku,
        url: f.url,
        name: f[`name_${this.main}`],
        visibled: flagOf(f.visibled ?? '') ?? true,
        stocks: [
          {
            sku: f.stock_sku,
            price: integerOf(f.price ?? ''),
            ...(specialPrice === undefined ? {} : { special_price: specialPrice }),
            visibled: flagOf(f.stock_visibled ?? '') ?? true,
            option_ids: 'ids' in options ? options.ids : [],
            inventories: inventories.map(({ warehouse_id, quantity }) => ({ warehouse_id, quantity })),
          },
        ],
      };
      const result = await checkAs(SaveProductDto, plain);
      const messages = 'messages' in result ? [...result.messages] : [];
      if ('unknown' in options) messages.push(m.option_unknown({ option: options.unknown }));
      for (const language of LANGUAGE_CODES) {
        const name = f[`name_${language}`];
        if (language !== this.main && name !== undefined && name.trim().length > 200) messages.push(v.max_length({ field: `name_${language}`, max: 200 }));
      }
      if (messages.length > 0) {
        refused.push({ row, reason: dedupe(messages) });
        continue;
      }
      const dto = (result as { value: SaveProductDto }).value;
      const stock = dto.stocks[0];
      const key = dto.sku.toLowerCase();
      let product = byKey.get(key);
      if (!product) {
        const names = LANGUAGE_CODES.map((language) => ({ language, name: (language === this.main ? dto.name : f[`name_${language}`])?.trim() ?? '' })).filter(
          (n) => n.name !== '',
        );
        product = { sku: dto.sku, url: dto.url, visibled: dto.visibled ?? true, names, stocks: [] };
        byKey.set(key, product);
        products.push(product);
      }
      product.stocks.push({
        row,
        sku: stock.sku,
        price: stock.price,
        special_price: stock.special_price ?? null,
        visibled: stock.visibled ?? true,
        option_ids: stock.option_ids,
        inventories: inventories.map((i) => ({ ...i, quantity: i.quantity as number })),
      });
    }
    const outcome = await this.products.importBatch(manager, this.actor, products, this.remark);
    return { created: outcome.created, updated: outcome.updated, refused: [...refused, ...outcome.refused.map((r) => ({ row: r.row, reason: [r.reason] }))] };
  }

  async *rows(): AsyncIterable<(string | number)[][]> {
    let after = 0;
    for (;;) {
      const batch = await this.repository.productStocksAfter(after, EXPORT_BATCH);
      if (batch.length === 0) return;
      after = batch[batch.length - 1].product_id;
      yield batch.flatMap((s) =>
        s.stock_sku === null
          ? []
          : [
              [
                s.sku,
                s.url,
                ...LANGUAGE_CODES.map((l) => s.names[l] ?? ''),
                flag(s.visibled),
                s.stock_sku,
                s.price,
                s.special_price ?? '',
                s.option_ids.map((id) => this.optionLabels.get(id) ?? '').join('; '),
                flag(s.stock_visibled),
                ...this.warehouses.map((w) => s.quantities[w.id] ?? ''),
              ],
            ],
      );
    }
  }
}

const dedupe = (messages: Message[]) => messages.filter((msg, i) => messages.findIndex((x) => x.text === msg.text) === i);

/** The permissions to import (edit) and export (list) each entity. */
export const PERMISSIONS: Record<ImportEntity, { list: string; edit: string }> = {
  user: { list: 'customer.list', edit: 'customer.edit' },
  product: { list: 'product.list', edit: 'product.edit' },
};
