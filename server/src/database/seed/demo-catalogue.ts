import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from 'typeorm';
import { projectRoot } from '../../common/project-root';
import { type FileStorage, PUBLIC_CACHE_CONTROL } from '../../modules/storage';
import { ProductRepository } from '../../modules/product/product.repository';
import { refreshSearchPostings } from '../../modules/product/search-postings';
import {
  DEMO_ATTRIBUTE_NAMES,
  DEMO_BRANDS,
  DEMO_CARE,
  DEMO_COLOURS,
  DEMO_PRODUCTS,
  DEMO_SIZES,
  DEMO_WAREHOUSES,
  type ColourKey,
  type DemoProduct,
  type SizeKey,
  type Texts,
} from './demo-catalogue-data';

const LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'] as const;
const SHOP_NAME: Texts = ['Harbour Goods', '海港好物', '海港好物'];
const SEED_ADMIN = 'Demo seed';

/** The demo product pictures shipped with the repository (drawn by scripts/demo-images.mjs). */
const DEMO_IMAGE_DIR = join(projectRoot(), 'server', 'assets', 'demo');

const demoImageFiles = (product: Pick<DemoProduct, 'url' | 'image'>) => Array.from({ length: product.image.count }, (_, i) => `${product.url}-${i + 1}.png`);

interface OptionRef {
  id: number;
  label: string;
}

interface Ids {
  warehouses: { id: number; name: string }[];
  colours: Record<ColourKey, OptionRef>;
  sizes: Record<SizeKey, OptionRef>;
  brands: Map<string, number>;
  categories: Map<string, number>;
}

interface StockPlan {
  sku: string;
  price: number;
  special_price: number | null;
  order: number;
  option_ids: number[];
  label: string;
  quantities: number[];
}

/** A stock_option attribute with one option per value, text in every language. */
async function insertAttribute<K extends string>(
  manager: EntityManager,
  order: number,
  names: Texts,
  values: Record<K, { names: Texts }>,
): Promise<Record<K, OptionRef>> {
  const [{ id }] = await manager.query(`INSERT INTO attribute (position, "order") VALUES ('stock_option', $1) RETURNING id`, [order]);
  await manager.query(`INSERT INTO attribute_translation (attribute_id, language, name) SELECT $1::int, * FROM unnest($2::text[], $3::text[])`, [
    id,
    LANGUAGES,
    names,
  ]);
  const options = {} as Record<K, OptionRef>;
  for (const [index, [key, value]] of (Object.entries(values) as [K, { names: Texts }][]).entries()) {
    const [{ id: optionId }] = await manager.query(`INSERT INTO attribute_option (attribute_id, "order") VALUES ($1, $2) RETURNING id`, [id, index]);
    await manager.query(`INSERT INTO attribute_option_translation (option_id, language, value) SELECT $1::int, * FROM unnest($2::text[], $3::text[])`, [
      optionId,
      LANGUAGES,
      value.names,
    ]);
    options[key] = { id: optionId, label: value.names[0] };
  }
  return options;
}

async function insertReferenceData(manager: EntityManager): Promise<Ids> {
  const warehouses: { id: number; name: string }[] = [];
  for (const w of DEMO_WAREHOUSES) {
    const [row] = await manager.query(`INSERT INTO warehouse (name, address) VALUES ($1, $2) RETURNING id, name`, [w.name, w.address]);
    warehouses.push(row);
  }
  // The storefront sells from the first warehouse.
  await manager.query(`UPDATE setting SET value = $1::jsonb WHERE key = 'warehouse_id'`, [JSON.stringify(warehouses[0].id)]);
  // A demo shop a shopper can buy from: courier delivery (free from HK$500) and pick-up in Hong Kong.
  await manager.query(
    `INSERT INTO shipping_method (name, flat_rate, free_over, countries, "order") VALUES
       ('{"en_us": "Courier", "zh_hk": "速遞", "zh_cn": "快递"}', 3000, 50000, '{}', 0),
       ('{"en_us": "Pick-up at Kwun Tong", "zh_hk": "觀塘自取", "zh_cn": "观塘自取"}', 0, NULL, '{HK}', 1)`,
  );

  const colours = await insertAttribute(manager, 1, DEMO_ATTRIBUTE_NAMES.colour, DEMO_COLOURS);
  const sizes = await insertAttribute(manager, 2, DEMO_ATTRIBUTE_NAMES.size, DEMO_SIZES);

  const brands = new Map<string, number>();
  for (const brand of DEMO_BRANDS) {
    const [{ id }] = await manager.query(`INSERT INTO brand (url) VALUES ($1) RETURNING id`, [brand.url]);
    await manager.query(
      `INSERT INTO brand_translation (brand_id, language, title, short_description, description)
       SELECT $1::int, l, t, s, '<p>' || s || '</p>' FROM unnest($2::text[], $3::text[], $4::text[]) AS x(l, t, s)`,
      [id, LANGUAGES, brand.title, brand.short],
    );
    brands.set(brand.url, id);
  }

  const menus: { id: number; url: string }[] = await manager.query(`SELECT id, url FROM menu WHERE type = 'category'`);
  return { warehouses, colours, sizes, brands, categories: new Map(menus.map((m) => [m.url, m.id])) };
}

/** Quantities per warehouse that look lived-in and are the same on every run; sold-out stocks hold none. */
function quantities(productIndex: number, stockIndex: number, soldOut: boolean, warehouses: number): number[] {
  if (soldOut) return Array(warehouses).fill(0);
  return Array.from({ length: warehouses }, (_, w) => {
    const spread = (productIndex * 7 + stockIndex * 11 + w * 5) % (w === 0 ? 41 : 9);
    return w === 0 ? 6 + spread : (productIndex + stockIndex) % 4 === 0 ? 0 : spread;
  });
}

function specialPrice(product: DemoProduct, price: number): number | null {
  if (!product.sale) return null;
  if ('price' in product.sale) return product.sale.price;
  return Math.round((price * product.sale.percent) / 100 / 100) * 100;
}

/** One stock for each colour and size the product comes in (or a single plain stock). */
function planStocks(product: DemoProduct, productIndex: number, ids: Ids): StockPlan[] {
  const sizes = typeof product.price === 'number' ? [undefined] : (Object.keys(product.price) as SizeKey[]);
  const colours = product.colours ?? [undefined];
  const plans: StockPlan[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const price = typeof product.price === 'number' ? product.price : product.price[size!]!;
      const options = [colour && ids.colours[colour], size && ids.sizes[size]].filter((o): o is OptionRef => !!o);
      const key = [colour, size].filter(Boolean).join('-');
      const index = plans.length;
      plans.push({
        sku: [product.sku, colour && DEMO_COLOURS[colour].code, size && DEMO_SIZES[size].code].filter(Boolean).join('-'),
        price,
        special_price: specialPrice(product, price),
        order: index,
        option_ids: options.map((o) => o.id),
        label: options.map((o) => o.label).join(' / '),
        quantities: quantities(productIndex, index, product.soldOut?.includes(key) ?? false, ids.warehouses.length),
      });
    }
  }
  return plans;
}

async function insertProduct(
  manager: EntityManager,
  product: DemoProduct,
  index: number,
  ids: Ids,
  images: string[],
  menuOrder: Map<number, number>,
): Promise<void> {
  // New arrivals were added in the last day, the rest over the weeks before, so "newest" reads naturally.
  const ageHours = product.isNew ? index : 24 * (DEMO_PRODUCTS.length - index + 2);
  const [{ id }] = await manager.query(
    `INSERT INTO product (sku, url, brand_id, is_new, is_featured, is_hot, visibled, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(hours => $8), now() - make_interval(hours => $8)) RETURNING id`,
    [
      product.sku,
      product.url,
      product.brand ? ids.brands.get(product.brand) : null,
      !!product.isNew,
      !!product.featured,
      !!product.hot,
      !product.hidden,
      ageHours,
    ],
  );
  await manager.query(
    `INSERT INTO product_translation (product_id, language, name, description, meta_title, meta_description)
     SELECT $1::int, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      id,
      LANGUAGES,
      product.name,
      LANGUAGES.map((_, i) => `<p>${product.blurb[i]}</p>\n<p>${DEMO_CARE[product.care][i]}</p>`),
      LANGUAGES.map((_, i) => `${product.name[i]} | ${SHOP_NAME[i]}`),
      product.blurb,
    ],
  );
  if (images.length > 0) {
    await manager.query(`INSERT INTO product_image (product_id, path, "order") SELECT $1::int, p, o - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(p, o)`, [
      id,
      images.map((file) => `/uploads/demo/${file}`),
    ]);
  }
  const menus = product.categories.map((url) => ids.categories.get(url)).filter((m): m is number => m !== undefined);
  for (const menuId of menus) {
    const order = menuOrder.get(menuId) ?? 0;
    menuOrder.set(menuId, order + 1);
    await manager.query(`INSERT INTO menu_product (menu_id, product_id, "order") VALUES ($1, $2, $3)`, [menuId, id, order]);
  }

  const plans = planStocks(product, index, ids);
  const stocks: { id: number; sku: string }[] = await manager.query(
    `INSERT INTO stock (product_id, sku, price, special_price, "order", option_ids)
     SELECT $1::int, s.sku, s.price, s.special_price, s."order", s.option_ids
       FROM jsonb_to_recordset($2::jsonb) AS s(sku text, price bigint, special_price bigint, "order" int, option_ids int[])
     RETURNING id, sku`,
    [id, JSON.stringify(plans.map(({ label: _l, quantities: _q, ...stock }) => stock))],
  );
  const stockBySku = new Map(stocks.map((s) => [s.sku, s.id]));
  const rows = plans.flatMap((plan) =>
    ids.warehouses.map((w, i) => ({ plan, stock_id: stockBySku.get(plan.sku)!, warehouse: w, quantity: plan.quantities[i] })),
  );
  const inventories: { id: number; stock_id: number; warehouse_id: number }[] = await manager.query(
    `INSERT INTO inventory (stock_id, warehouse_id, quantity)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) RETURNING id, stock_id, warehouse_id`,
    [rows.map((r) => r.stock_id), rows.map((r) => r.warehouse.id), rows.map((r) => r.quantity)],
  );
  // The initial quantities enter the history as the product form records them.
  const moves = rows
    .map((r) => ({ ...r, inventory_id: inventories.find((i) => i.stock_id === r.stock_id && i.warehouse_id === r.warehouse.id)!.id }))
    .filter((r) => r.quantity > 0);
  if (moves.length > 0) {
    await manager.query(
      `INSERT INTO inventory_history (inventory_id, product_id, stock_id, warehouse_id, type, change, quantity_after, remark, admin_name, warehouse_name, sku, option)
       SELECT m.inventory_id, $1::int, m.stock_id, m.warehouse_id, 'update', m.quantity, m.quantity, 'Initial quantity', $2::text, m.warehouse_name, m.sku, m.option
         FROM jsonb_to_recordset($3::jsonb) AS m(inventory_id int, stock_id int, warehouse_id int, quantity int, warehouse_name text, sku text, option text)`,
      [
        id,
        SEED_ADMIN,
        JSON.stringify(
          moves.map((m) => ({
            inventory_id: m.inventory_id,
            stock_id: m.stock_id,
            warehouse_id: m.warehouse.id,
            quantity: m.quantity,
            warehouse_name: m.warehouse.name,
            sku: m.plan.sku,
            option: m.plan.label,
          })),
        ),
      ],
    );
  }
  await refreshSearchPostings(manager, new ProductRepository(manager.connection), id);
}

/** Stores the shipped pictures as uploads/demo/... and answers, per product url, the files it has. */
async function copyImages(storage: FileStorage): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!existsSync(DEMO_IMAGE_DIR)) return found;
  for (const product of DEMO_PRODUCTS) {
    const files = demoImageFiles(product).filter((file) => existsSync(join(DEMO_IMAGE_DIR, file)));
    for (const file of files) {
      const contentType = file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      await storage.put(`uploads/demo/${file}`, await readFile(join(DEMO_IMAGE_DIR, file)), { contentType, cacheControl: PUBLIC_CACHE_CONTROL });
    }
    found.set(product.url, files);
  }
  return found;
}

/**
 * The demo catalogue for an empty shop: two warehouses (the first one selling), Colour and Size
 * options, brands and about forty products with stocks, inventories and their history, pictures
 * and search documents. Runs in the seed's transaction; needs the demo menus to exist.
 */
export async function seedDemoCatalogue(manager: EntityManager, options: { storage: FileStorage }): Promise<void> {
  // A shop whose admins were all removed is seeded again: its own catalogue stays as it is.
  const [{ used }] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM product) OR EXISTS (SELECT 1 FROM warehouse) OR EXISTS (SELECT 1 FROM attribute) OR EXISTS (SELECT 1 FROM brand) AS used`,
  );
  if (used) return;
  const ids = await insertReferenceData(manager);
  const images = await copyImages(options.storage);
  const menuOrder = new Map<number, number>();
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    await insertProduct(manager, product, index, ids, images.get(product.url) ?? [], menuOrder);
  }
}
