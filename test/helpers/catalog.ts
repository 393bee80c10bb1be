import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './app';
import { unique } from './factories';

export async function createWarehouse(ds: DataSource, fields: { name?: string; enabled?: boolean } = {}): Promise<{ id: number; name: string }> {
  const name = fields.name ?? unique('Warehouse');
  const [row] = await ds.query(`INSERT INTO warehouse (name, enabled) VALUES ($1, $2) RETURNING id, name`, [name, fields.enabled ?? true]);
  return row;
}

/** A stock_option attribute with values; names and values are given per language. */
export async function createOptionAttribute(
  ds: DataSource,
  names: Record<string, string>,
  values: Record<string, string>[],
): Promise<{ id: number; options: number[] }> {
  const [{ id }] = await ds.query(`INSERT INTO attribute (position, "order") VALUES ('stock_option', 0) RETURNING id`);
  for (const [language, name] of Object.entries(names))
    await ds.query(`INSERT INTO attribute_translation (attribute_id, language, name) VALUES ($1, $2, $3)`, [id, language, name]);
  const options: number[] = [];
  for (const [order, value] of values.entries()) {
    const [{ id: optionId }] = await ds.query(`INSERT INTO attribute_option (attribute_id, "order") VALUES ($1, $2) RETURNING id`, [id, order]);
    for (const [language, text] of Object.entries(value)) {
      await ds.query(`INSERT INTO attribute_option_translation (option_id, language, value) VALUES ($1, $2, $3)`, [optionId, language, text]);
    }
    options.push(optionId);
  }
  return { id, options };
}

export interface ProductInput {
  sku?: string;
  url?: string;
  name?: string;
  language?: string;
  description?: string;
  visibled?: boolean;
  brand_id?: number | null;
  categories?: number[];
  stocks: {
    sku?: string;
    price: number;
    special_price?: number | null;
    visibled?: boolean;
    option_ids: number[];
    inventories: { warehouse_id: number; quantity: number }[];
  }[];
}

/** A product made through the back-office API, as an admin would. */
export async function createProduct(t: TestApp, token: string, input: ProductInput) {
  const base = unique('p').toLowerCase();
  const body = {
    sku: input.sku ?? base.toUpperCase(),
    url: input.url ?? base,
    name: input.name ?? `Product ${base}`,
    ...input,
    stocks: input.stocks.map((s, i) => ({ sku: `${base}-stock${i + 1}`.toUpperCase(), ...s })),
  };
  const res = await request(t.http).post('/api/admin/product').set('Authorization', `Bearer ${token}`).send(body);
  if (res.status !== 201) throw new Error(`createProduct failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A brand made by SQL (the brand admin API is tested on its own); titles per language. */
export async function createBrand(
  ds: DataSource,
  titles: Record<string, string>,
  fields: { url?: string; enabled?: boolean } = {},
): Promise<{ id: number; url: string }> {
  const [row] = await ds.query(`INSERT INTO brand (url, enabled) VALUES ($1, $2) RETURNING id, url`, [
    fields.url ?? unique('brand').toLowerCase(),
    fields.enabled ?? true,
  ]);
  for (const [language, title] of Object.entries(titles))
    await ds.query(`INSERT INTO brand_translation (brand_id, language, title) VALUES ($1, $2, $3)`, [row.id, language, title]);
  return row;
}

/** A menu item (a category unless told) made by SQL; titles per language. */
export async function createMenuItem(
  ds: DataSource,
  titles: Record<string, string>,
  fields: { url?: string; type?: string; parentId?: number; enabled?: boolean } = {},
): Promise<{ id: number; url: string }> {
  const [row] = await ds.query(`INSERT INTO menu (type, url, parent_id, enabled) VALUES ($1, $2, $3, $4) RETURNING id, url`, [
    fields.type ?? 'category',
    fields.url ?? unique('cat').toLowerCase(),
    fields.parentId ?? null,
    fields.enabled ?? true,
  ]);
  for (const [language, title] of Object.entries(titles))
    await ds.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, $2, $3)`, [row.id, language, title]);
  return row;
}

/** A product_info attribute (not usable as a stock option) with one value. */
export async function createInfoAttribute(ds: DataSource, name: string, value: string): Promise<{ id: number; options: number[] }> {
  const [{ id }] = await ds.query(`INSERT INTO attribute (position, "order") VALUES ('product_info', 0) RETURNING id`);
  await ds.query(`INSERT INTO attribute_translation (attribute_id, language, name) VALUES ($1, 'en_us', $2)`, [id, name]);
  const [{ id: optionId }] = await ds.query(`INSERT INTO attribute_option (attribute_id, "order") VALUES ($1, 0) RETURNING id`, [id]);
  await ds.query(`INSERT INTO attribute_option_translation (option_id, language, value) VALUES ($1, 'en_us', $2)`, [optionId, value]);
  return { id, options: [optionId] };
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
