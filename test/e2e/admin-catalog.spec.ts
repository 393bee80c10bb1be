import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { adminToken, logIn, openAsAdmin, session } from './admin-session';

/**
 * The back office's catalogue screens in Chromium against the real server on the demo shop: warehouses,
 * attributes, brands, menus (list and tree), and products with the stock matrix, per-warehouse
 * inventories, texts per language, inventory moves and histories. Screenshots in
 * test-results/screenshots/admin-catalog-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 203.0.113.x. */
const NETWORK = '203.0.113';
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SAME_WAREHOUSE = "Can't use same warehouse_id in one stock";
const POSITIVE = 'Quantity must be a positive integer';
const OVER_TOTAL = 'Quantity can not be large than inventory total quantity';
const NO_DESTINATION = 'Please select the transfer destination of the inventory';
const PASSWORD = 'e2e-password-2026';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'admin_token');
  expect(cookie, 'admin_token cookie').toBeTruthy();
  return cookie!.value;
}

/** A JSON call of the admin API that must succeed. */
async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** The shard's shared session of the demo administrator (admin-session.ts). */
const apiLogin = adminToken;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const saved = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Submit Success' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
};

/** Picks an option of a MUI select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('the back office catalogue', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the side menu groups the catalogue screens; warehouses, attributes and brands are created and edited', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK);
    await openAsAdmin(page);
    const groups: [string, string[]][] = [
      ['Shop Design', ['Pages', 'Blocks', 'Menus', 'Homepage', 'Sliders', 'Blog categories', 'Blog articles']],
      ['Product', ['Products', 'Brands']],
      ['Warehouse', ['Warehouses']],
      ['Attribute', ['Attributes']],
    ];
    for (const [area, entries] of groups) await expect(menu(page).getByRole('menu', { name: area }).getByRole('menuitem')).toHaveText(entries);
    const token = await tokenOf(context);
    const id = uid();

    // Warehouses: a pair, then an address changed.
    await menu(page).getByRole('menuitem', { name: 'Warehouses' }).click();
    await expect(page).toHaveURL(/\/admin\/warehouse$/);
    const warehouses = [`North ${id}`, `South ${id}`];
    for (const name of warehouses) {
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/warehouse\/create$/);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Address').fill(`1 ${name} Road`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/warehouse\/edit\/\d+$/);
      await menu(page).getByRole('menuitem', { name: 'Warehouses' }).click();
    }
    for (const name of warehouses) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Name', 'Address', 'Enabled', 'Updated', 'Actions']);
    await page.screenshot({ path: `${shots}/admin-catalog-warehouses.png`, fullPage: true });
    await page
      .getByRole('row', { name: new RegExp(warehouses[1]) })
      .getByRole('link', { name: 'Edit' })
      .click();
    await page.getByLabel('Address').fill(`2 ${warehouses[1]} Street`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await page.screenshot({ path: `${shots}/admin-catalog-warehouse-edit.png`, fullPage: true });
    const warehouseId = Number(page.url().split('/').pop());
    expect(await api(request, token, 'GET', `warehouse/${warehouseId}`)).toMatchObject({
      name: warehouses[1],
      address: `2 ${warehouses[1]} Street`,
      enabled: true,
    });

    // An attribute with two values, then a third value and a Chinese name.
    await menu(page).getByRole('menuitem', { name: 'Attributes' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    await textbox(page, 'Name').fill(`Glaze ${id}`);
    await expect(page.getByRole('combobox', { name: 'Position' })).toHaveText('Stock option');
    for (const [index, value] of ['Matte', 'Gloss'].entries()) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await textbox(page, 'Value').nth(index).fill(value);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/attribute\/edit\/\d+$/);
    const attributeId = Number(page.url().split('/').pop());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await textbox(page, 'Value').nth(2).fill('Crackle');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await page.screenshot({ path: `${shots}/admin-catalog-attribute-edit.png`, fullPage: true });
    const attribute = await api<{ name: string; position: string; options: { id: number; value: string; order: number }[] }>(
      request,
      token,
      'GET',
      `attribute/${attributeId}?language=en_us`,
    );
    expect(attribute).toMatchObject({ name: `Glaze ${id}`, position: 'stock_option' });
    expect(attribute.options.map((o) => [o.value, o.order])).toEqual([
      ['Matte', 0],
      ['Gloss', 1],
      ['Crackle', 2],
    ]);
    await page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: '繁體中文' }).click();
    await expect(textbox(page, 'Name')).toHaveValue(`Glaze ${id}`);
    await textbox(page, 'Name').fill(`釉面 ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    expect((await api(request, token, 'GET', `attribute/${attributeId}?language=zh_hk`)).name).toBe(`釉面 ${id}`);
    expect((await api(request, token, 'GET', `attribute/${attributeId}?language=en_us`)).name).toBe(`Glaze ${id}`);
    await menu(page).getByRole('menuitem', { name: 'Attributes' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Glaze ${id}`) })).toContainText('Matte, Gloss, Crackle');
    await page.screenshot({ path: `${shots}/admin-catalog-attributes.png`, fullPage: true });

    // A brand with an image, then its Chinese title.
    await menu(page).getByRole('menuitem', { name: 'Brands' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await textbox(page, 'Title').fill(`Kiln ${id}`);
    await textbox(page, 'URL').fill(`kiln-${id}`);
    await textbox(page, 'Short description').fill('Small-batch stoneware.');
    await page.locator('.ra-input-image_path input[type=file]').setInputFiles({ name: 'kiln.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.locator('.ra-input-image_path img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/brand\/edit\/\d+$/);
    const brandId = Number(page.url().split('/').pop());
    await expect(page.locator('.ra-input-image_path img')).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
    const brand = await api<{ image_path: string; title: string; url: string }>(request, token, 'GET', `brand/${brandId}?language=en_us`);
    expect(brand).toMatchObject({ title: `Kiln ${id}`, url: `kiln-${id}` });
    expect((await request.get(brand.image_path)).status()).toBe(200);
    await page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'true');
    await expect(textbox(page, 'Title')).toHaveValue(`Kiln ${id}`);
    await textbox(page, 'Title').fill(`窯房 ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await expect(textbox(page, 'Title')).toHaveValue(`窯房 ${id}`);
    await page.screenshot({ path: `${shots}/admin-catalog-brand-edit.png`, fullPage: true });
    expect((await api(request, token, 'GET', `brand/${brandId}?language=zh_hk`)).title).toBe(`窯房 ${id}`);
    expect((await api(request, token, 'GET', `brand/${brandId}?language=en_us`)).title).toBe(`Kiln ${id}`);
    await menu(page).getByRole('menuitem', { name: 'Brands' }).click();
    const brandRow = page.getByRole('row', { name: new RegExp(`kiln-${id}`) });
    await expect(brandRow.getByRole('img', { name: `Kiln ${id}` })).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-catalog-brands.png`, fullPage: true });
    await context.close();
  });

  test("the product list names each row's brand, all the brands read in one request", async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK);
    await openAsAdmin(page);
    const brandCalls: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/admin/brand')) brandCalls.push(url);
    });
    const many = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/brand');
    await menu(page).getByRole('menuitem', { name: 'Products' }).click();
    const response = await many;
    const url = new URL(response.url());
    const ids: number[] = JSON.parse(url.searchParams.get('filter') ?? '{}').id;
    expect(ids.length).toBeGreaterThan(1);
    expect(JSON.parse(url.searchParams.get('range') ?? '[]')).toEqual([0, ids.length - 1]);
    const brands: { id: number; title: string }[] = await response.json();
    expect(brands.map((b) => b.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const brand of brands) await expect(page.getByRole('cell', { name: brand.title, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No GET /api/admin/brand/{id} per row.
    expect(brandCalls.map((u) => u.pathname).filter((path) => path !== '/api/admin/brand')).toEqual([]);
    await context.close();
  });

  test('menus: the list shows the spec columns and the tree editor shows items under others, disabled ones too', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK);
    await openAsAdmin(page);
    const token = await tokenOf(context);
    const id = uid();
    const parent = `Ceramics ${id}`;
    const children = [`Cups ${id}`, `Bowls ${id}`];

    await menu(page).getByRole('menuitem', { name: 'Menus' }).click();
    await expect(page).toHaveURL(/\/admin\/menu$/);
    await page.getByRole('tab', { name: 'List' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('combobox', { name: 'Parent' })).toHaveText('(Top level)');
    await textbox(page, 'Title').fill(parent);
    await textbox(page, 'URL').fill(`ceramics-${id}`);
    await page.getByRole('switch', { name: 'Enabled' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/menu\/edit\/\d+$/);
    const parentId = Number(page.url().split('/').pop());
    await page.screenshot({ path: `${shots}/admin-catalog-menu-edit.png`, fullPage: true });

    // Items added under the parent from the tree.
    for (const [index, title] of children.entries()) {
      await menu(page).getByRole('menuitem', { name: 'Menus' }).click();
      await page.getByRole('tab', { name: 'Tree' }).click();
      await page.getByRole('link', { name: `Add an item under ${parent}` }).click();
      await expect(page).toHaveURL(/\/admin\/menu\/create/);
      await expect(page.getByRole('combobox', { name: 'Parent' })).toHaveText(parent);
      await textbox(page, 'Title').fill(title);
      await textbox(page, 'URL').fill(`${index ? 'bowls' : 'cups'}-${id}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/menu\/edit\/\d+$/);
    }

    await menu(page).getByRole('menuitem', { name: 'Menus' }).click();
    await expect(page.getByRole('tab', { name: 'Tree' })).toHaveAttribute('aria-selected', 'true');
    const tree = page.getByTestId('menu-tree');
    const parentNode = tree.locator(`[data-menu-id="${parentId}"]`);
    await expect(parentNode.getByText('Disabled', { exact: true }).first()).toBeVisible();
    const under = page.getByRole('list', { name: `Items under ${parent}` });
    await expect(under.getByTestId('menu-node-title')).toHaveText(children);
    // Move the second child above the first: the order is saved.
    await page.getByRole('button', { name: `Move ${children[1]} up` }).click();
    await expect(under.getByTestId('menu-node-title')).toHaveText([children[1], children[0]]);
    const treeNow = await api<{ id: number; children: { title: string }[] }[]>(request, token, 'GET', 'menu/tree?language=en_us');
    expect(treeNow.find((n) => n.id === parentId)!.children.map((c) => c.title)).toEqual([children[1], children[0]]);
    // Collapsing hides the children.
    await page.getByRole('button', { name: `Hide the items under ${parent}` }).click();
    await expect(under).toBeHidden();
    await page.getByRole('button', { name: `Show the items under ${parent}` }).click();
    await expect(under).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-catalog-menu-tree.png`, fullPage: true });

    await page.getByRole('tab', { name: 'List' }).click();
    await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Title', 'Parent name', 'Level', 'Type', 'Order', 'Enabled', 'Updated', 'Actions']);
    const row = page.getByRole('row', { name: new RegExp(children[0]) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(parent);
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Category');
    await page.screenshot({ path: `${shots}/admin-catalog-menus.png`, fullPage: true });
    await context.close();
  });

  test('a product: 2×2 stock matrix, inventories in two warehouses, Chinese texts, moves and histories, then on the storefront', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK);
    await openAsAdmin(page);
    const token = await tokenOf(context);
    const id = uid();

    // Its own warehouses, option attributes, category and brand.
    const north = await api<{ id: number; name: string }>(request, token, 'POST', 'warehouse', { name: `Tsuen Wan ${id}`, address: '1 Castle Peak Road' });
    const south = await api<{ id: number; name: string }>(request, token, 'POST', 'warehouse', { name: `Aberdeen ${id}`, address: '2 Aberdeen Main Road' });
    const glaze = await api<{ id: number; options: { id: number; value: string }[] }>(request, token, 'POST', 'attribute', {
      position: 'stock_option',
      order: -20,
      name: `Glaze ${id}`,
      language: 'en_us',
      options: [
        { value: 'Matte', order: 0 },
        { value: 'Gloss', order: 1 },
      ],
    });
    const capacity = await api<{ id: number; options: { id: number; value: string }[] }>(request, token, 'POST', 'attribute', {
      position: 'stock_option',
      order: -10,
      name: `Capacity ${id}`,
      language: 'en_us',
      options: [
        { value: '250 ml', order: 0 },
        { value: '400 ml', order: 1 },
      ],
    });
    // Disabled, so that the storefront menu other specs look at stays as the demo shop has it.
    const category = await api<{ id: number; title: string }>(request, token, 'POST', 'menu', {
      title: `Teacups ${id}`,
      type: 'category',
      url: `teacups-${id}`,
      language: 'en_us',
      enabled: false,
    });
    const brand = await api<{ id: number; title: string }>(request, token, 'POST', 'brand', {
      title: `Blue Kiln ${id}`,
      url: `blue-kiln-${id}`,
      language: 'en_us',
    });

    // Create: a Chinese name typed in the main language fills sku and url.
    await menu(page).getByRole('menuitem', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/product\/create$/);
    await expect(page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    const mainName = `青花瓷茶杯套裝 ${id}`;
    await textbox(page, 'Name').pressSequentially('青花瓷茶杯套裝');
    await textbox(page, 'Name').fill(mainName);
    const sku = page.getByRole('textbox', { name: 'SKU', exact: true });
    await expect(sku).toHaveValue(/^qing-hua-ci-cha-\d{4}$/);
    const base = await sku.inputValue();
    await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue(base);
    await page.screenshot({ path: `${shots}/admin-catalog-product-create.png`, fullPage: true });
    await choose(page, page.getByRole('combobox', { name: 'Brand' }), brand.title);
    await page.getByRole('combobox', { name: 'Categories' }).fill(`Teacups ${id}`);
    await page.getByRole('option', { name: new RegExp(`Teacups ${id}`) }).click();
    await textbox(page, 'Description').fill('<p>Hand-painted cobalt teacups.</p>');

    // Images: two pictures, the second moved first.
    await page.getByRole('tab', { name: 'Images' }).click();
    await page.getByTestId('product-images-input').setInputFiles([
      { name: 'cup-a.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'cup-b.png', mimeType: 'image/png', buffer: TINY_PNG },
    ]);
    await expect(page.getByTestId('product-image')).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Product picture 1' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Remove picture 2' }).click();
    await expect(page.getByTestId('product-image')).toHaveCount(1);
    await page.getByTestId('product-images-input').setInputFiles([{ name: 'cup-c.png', mimeType: 'image/png', buffer: TINY_PNG }]);
    await expect(page.getByTestId('product-image')).toHaveCount(2);
    await page.screenshot({ path: `${shots}/admin-catalog-product-images.png`, fullPage: true });

    // Stocks: two values of each option attribute make 4 stocks, skus from the name.
    await page.getByRole('tab', { name: 'Stocks' }).click();
    for (const value of ['Matte', 'Gloss']) await page.getByRole('checkbox', { name: `Glaze ${id}: ${value}` }).check();
    for (const value of ['250 ml', '400 ml']) await page.getByRole('checkbox', { name: `Capacity ${id}: ${value}` }).check();
    const cards = page.getByTestId('stock-card');
    await expect(cards).toHaveCount(4);
    const labels = ['Matte / 250 ml', 'Matte / 400 ml', 'Gloss / 250 ml', 'Gloss / 400 ml'];
    for (const [index, label] of labels.entries()) {
      const card = page.getByRole('region', { name: label });
      await expect(textbox(card, 'Stock SKU')).toHaveValue(`${base}-stock${index + 1}`);
      await textbox(card, 'Price').fill(index < 2 ? '128' : '158.50');
    }
    const first = page.getByRole('region', { name: labels[0] });
    await textbox(first, 'Special price').fill('99.90');
    // The same warehouse twice in one stock is refused at once.
    await first.getByRole('button', { name: 'Add a warehouse' }).click();
    await first.getByRole('button', { name: 'Add a warehouse' }).click();
    await choose(page, first.getByRole('combobox', { name: 'Warehouse' }).nth(0), north.name);
    await first.getByRole('spinbutton', { name: 'Quantity' }).nth(0).fill('10');
    await choose(page, first.getByRole('combobox', { name: 'Warehouse' }).nth(1), north.name);
    await expect(first.getByRole('alert').filter({ hasText: SAME_WAREHOUSE })).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-catalog-product-same-warehouse.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/product\/create$/);
    await expect(first.getByText(SAME_WAREHOUSE).first()).toBeVisible();
    await choose(page, first.getByRole('combobox', { name: 'Warehouse' }).nth(1), south.name);
    await expect(first.getByRole('alert').filter({ hasText: SAME_WAREHOUSE })).toHaveCount(0);
    await first.getByRole('spinbutton', { name: 'Quantity' }).nth(1).fill('5');
    for (const label of labels.slice(1)) {
      const card = page.getByRole('region', { name: label });
      await card.getByRole('button', { name: 'Add a warehouse' }).click();
      await choose(page, card.getByRole('combobox', { name: 'Warehouse' }), south.name);
      await card.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
    }
    await page.screenshot({ path: `${shots}/admin-catalog-product-stocks-new.png`, fullPage: true });

    await page.getByRole('tab', { name: 'SEO' }).click();
    await textbox(page, 'Meta title').fill(`Blue teacups ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/product\/edit\/\d+$/, { timeout: 15_000 });
    const productId = Number(page.url().split('/').pop());

    type Product = {
      name: string;
      sku: string;
      url: string;
      brand_id: number;
      categories: number[];
      meta_title: string;
      images: { id: number; path: string; order: number }[];
      stocks: {
        id: number;
        sku: string;
        price: number;
        special_price: number | null;
        option_ids: number[];
        inventories: { id: number; warehouse_id: number; quantity: number }[];
      }[];
    };
    const created = await api<Product>(request, token, 'GET', `product/${productId}?language=en_us`);
    expect(created).toMatchObject({ name: mainName, sku: base, url: base, brand_id: brand.id, categories: [category.id], meta_title: `Blue teacups ${id}` });
    expect(created.images).toHaveLength(2);
    expect(created.stocks.map((s) => [s.sku, s.price, s.special_price])).toEqual([
      [`${base}-stock1`, 12800, 9990],
      [`${base}-stock2`, 12800, null],
      [`${base}-stock3`, 15850, null],
      [`${base}-stock4`, 15850, null],
    ]);
    const [matte, gloss] = glaze.options.map((o) => o.id);
    const [small, large] = capacity.options.map((o) => o.id);
    expect(created.stocks.map((s) => [...s.option_ids].sort((a, b) => a - b))).toEqual(
      [
        [matte, small],
        [matte, large],
        [gloss, small],
        [gloss, large],
      ].map((ids) => ids.sort((a, b) => a - b)),
    );
    expect(created.stocks[0].inventories.map((i) => [i.warehouse_id, i.quantity])).toEqual(
      [
        [north.id, 10],
        [south.id, 5],
      ].sort((a, b) => a[0] - b[0]),
    );

    // The texts in zh-HK: the record reloads in that language, the sku and url stay.
    await page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByText('No text saved in 繁體中文 yet')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue(mainName);
    const zhName = `青花瓷茶杯四件裝 ${id}`;
    await textbox(page, 'Name').fill(zhName);
    await expect(page.getByRole('textbox', { name: 'SKU', exact: true })).toHaveValue(base);
    await textbox(page, 'Description').fill('<p>手繪青花茶杯。</p>');
    await page.getByRole('tab', { name: 'SEO' }).click();
    await textbox(page, 'Meta title').fill(`青花茶杯 ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    await expect(page.getByText('No text saved in 繁體中文 yet')).toBeHidden();
    const zh = await api<Product>(request, token, 'GET', `product/${productId}?language=zh_hk`);
    expect(zh).toMatchObject({ name: zhName, meta_title: `青花茶杯 ${id}`, sku: base, url: base });
    expect((await api<Product>(request, token, 'GET', `product/${productId}?language=en_us`)).name).toBe(mainName);
    await page.getByRole('tab', { name: 'General' }).click();
    await page.screenshot({ path: `${shots}/admin-catalog-product-edit-zh-HK.png`, fullPage: true });

    // Moves on the first stock's inventory in the north warehouse.
    await page.getByRole('tab', { name: 'Stocks' }).click();
    const stock = page.getByRole('region', { name: labels[0] });
    const northRow = stock.locator(`[data-testid="inventory-row"][data-warehouse="${north.name}"]`);
    const southRow = stock.locator(`[data-testid="inventory-row"][data-warehouse="${south.name}"]`);
    await expect(northRow).toContainText('Quantity 10');
    await page.screenshot({ path: `${shots}/admin-catalog-product-stocks.png`, fullPage: true });

    await northRow.getByRole('button', { name: `Plus: ${labels[0]} in ${north.name}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Add quantity' });
    await textbox(dialog, 'Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(POSITIVE)).toBeVisible();
    await textbox(dialog, 'Quantity').fill('5');
    await textbox(dialog, 'Remark').fill('Delivery from the kiln');
    await page.screenshot({ path: `${shots}/admin-catalog-inventory-plus.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(northRow).toContainText('Quantity 15');

    await northRow.getByRole('button', { name: `Minus: ${labels[0]} in ${north.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Remove quantity' });
    await textbox(dialog, 'Quantity').fill('999');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(OVER_TOTAL)).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-catalog-inventory-minus.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The server answers the same words.
    const inventoryId = created.stocks[0].inventories.find((i) => i.warehouse_id === north.id)!.id;
    const refused = await request.post('/api/admin/inventory/minus', {
      data: { inventory_id: inventoryId, quantity: 999, remark: '' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).messages).toEqual([OVER_TOTAL]);

    await northRow.getByRole('button', { name: `Transfer: ${labels[0]} in ${north.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Transfer to another warehouse' });
    await textbox(dialog, 'Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(NO_DESTINATION)).toBeVisible();
    await choose(page, dialog.getByRole('combobox', { name: 'Transfer to' }), south.name);
    await textbox(dialog, 'Remark').fill('For the Aberdeen shop');
    await page.screenshot({ path: `${shots}/admin-catalog-inventory-transfer.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(northRow).toContainText('Quantity 12');
    await expect(southRow).toContainText('Quantity 8');

    await northRow.getByRole('button', { name: `Update: ${labels[0]} in ${north.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Set the quantity' });
    await textbox(dialog, 'New quantity').fill('20');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(northRow).toContainText('Quantity 20');

    // Saving again after the moves keeps the moved quantities.
    await page.getByRole('tab', { name: 'General' }).click();
    await textbox(page, 'Name').fill(`${zhName}（新）`);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page);
    const afterMoves = await api<Product>(request, token, 'GET', `product/${productId}?language=zh_hk`);
    expect(afterMoves.stocks[0].inventories.map((i) => [i.warehouse_id, i.quantity])).toEqual(
      [
        [north.id, 20],
        [south.id, 8],
      ].sort((a, b) => a[0] - b[0]),
    );

    // Histories: the product's, and one inventory's.
    await page.getByRole('tab', { name: 'Inventory histories' }).click();
    const histories = page.getByRole('region', { name: 'Inventory histories' });
    await expect(histories.getByRole('row').nth(1)).toContainText('Update');
    for (const [type, remark] of [
      ['Plus', 'Delivery from the kiln'],
      ['Transfer', 'For the Aberdeen shop'],
    ]) {
      await expect(histories.getByRole('row').filter({ hasText: remark }).filter({ hasText: type }).first()).toBeVisible();
    }
    await expect(histories.getByRole('row').filter({ hasText: 'For the Aberdeen shop' })).toHaveCount(2);
    await page.screenshot({ path: `${shots}/admin-catalog-product-histories.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Stocks' }).click();
    await northRow.getByRole('button', { name: `History: ${labels[0]} in ${north.name}` }).click();
    dialog = page.getByRole('dialog', { name: `Inventory history: ${labels[0]} in ${north.name}` });
    await expect(dialog.getByRole('row').filter({ hasText: 'Delivery from the kiln' })).toHaveCount(1);
    await expect(dialog.getByRole('row').filter({ hasText: 'For the Aberdeen shop' })).toContainText('-3');
    await page.screenshot({ path: `${shots}/admin-catalog-inventory-history.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The list finds it.
    await menu(page).getByRole('menuitem', { name: 'Products' }).click();
    await page.getByPlaceholder('Search').fill(base);
    const row = page.getByRole('row', { name: new RegExp(base) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('HK$99.90');
    await expect(row).toContainText(brand.title);
    await page.screenshot({ path: `${shots}/admin-catalog-products.png`, fullPage: true });

    // The storefront shows the Chinese name in zh-HK.
    const detail = await request.post('/api/product', { data: { language: 'zh_hk', url: base } });
    expect(detail.ok(), await detail.text()).toBe(true);
    expect(JSON.stringify(await detail.json())).toContain(`${zhName}（新）`);
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await shopper.addCookies([{ name: 'language', value: 'zh-HK', url: new URL('/', page.url()).toString() }]);
    const shop = await shopper.newPage();
    await shop.goto(`/product/${base}`);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(`${zhName}（新）`);
    await shop.screenshot({ path: `${shots}/admin-catalog-storefront-product-zh-HK.png`, fullPage: true });
    await shopper.close();
    await context.close();
  });

  // Fourteen axe runs, in two tests: as one test they took over its three minutes while another shard ran beside it.
  test('the catalogue screens have no serious accessibility violations', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK);
    await openAsAdmin(page);
    for (const path of [
      '/admin/product',
      '/admin/product/edit/1',
      '/admin/product/create',
      '/admin/brand',
      '/admin/brand/edit/1',
      '/admin/warehouse',
      '/admin/attribute/edit/1',
      '/admin/menu',
      '/admin/menu/edit/3',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, found: await seriousViolations(page) }).toEqual({ path, found: [] });
    }
    await context.close();
  });

  test("a product's stocks, transfer and histories, new stocks and the menu tree have no serious accessibility violations", async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK);
    await openAsAdmin(page);
    await page.goto('/admin/product/edit/1');
    await page.getByRole('tab', { name: 'Stocks' }).click();
    await expect(page.getByTestId('stock-card').first()).toBeVisible();
    expect({ path: 'stocks tab', found: await seriousViolations(page) }).toEqual({ path: 'stocks tab', found: [] });
    await page
      .getByRole('button', { name: /^Transfer: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Transfer to another warehouse' })).toBeVisible();
    expect({ path: 'transfer dialog', found: await seriousViolations(page) }).toEqual({ path: 'transfer dialog', found: [] });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Inventory histories' }).click();
    await expect(page.getByRole('region', { name: 'Inventory histories' })).toBeVisible();
    expect({ path: 'histories tab', found: await seriousViolations(page) }).toEqual({ path: 'histories tab', found: [] });
    await page.goto('/admin/product/create');
    await page.getByRole('tab', { name: 'Stocks' }).click();
    await page.getByRole('button', { name: 'Add a warehouse' }).click();
    await expect(page.getByRole('combobox', { name: 'Warehouse' })).toBeVisible();
    expect({ path: 'new stocks', found: await seriousViolations(page) }).toEqual({ path: 'new stocks', found: [] });
    await page.goto('/admin/menu');
    await page.getByRole('tab', { name: 'Tree' }).click();
    await expect(page.getByTestId('menu-tree')).toBeVisible();
    expect({ path: 'menu tree', found: await seriousViolations(page) }).toEqual({ path: 'menu tree', found: [] });

    await context.close();
  });

  test('the catalogue screens read in zh-HK, with no English left on the stocks tab', async ({ browser }) => {
    // An account of its own: the chosen language is saved on the server.
    const chinese = await session(browser, NETWORK);
    const email = `catalogue-${uid()}@e2e.test`;
    await api(chinese.request, await apiLogin(chinese.request), 'POST', 'account', {
      name: 'Catalogue Staff',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role_id: 1,
    });
    await logIn(chinese.page, email, PASSWORD);
    const zhPage = chinese.page;
    await zhPage.getByRole('button', { name: /^Language/ }).click();
    await zhPage.getByRole('menuitem', { name: '繁體中文' }).click();
    await zhPage.goto('/admin/product/edit/1');
    await expect(zhPage.getByRole('tab', { name: '庫存', exact: true })).toBeVisible();
    await zhPage.getByRole('tab', { name: '庫存', exact: true }).click();
    await expect(zhPage.getByRole('button', { name: /^轉移：/ }).first()).toBeVisible();
    const text = await zhPage.locator('main').innerText();
    for (const word of ['Stocks', 'Options', 'Price', 'Quantity', 'Transfer', 'Plus', 'Minus', 'Save', 'Delete', 'Content language', 'Inventory']) {
      expect(text, `"${word}" left in English`).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
    await zhPage.screenshot({ path: `${shots}/admin-catalog-product-stocks-zh-HK.png`, fullPage: true });
    await zhPage.goto('/admin/menu');
    await expect(zhPage.getByRole('tab', { name: '樹狀結構' })).toBeVisible();
    await zhPage.screenshot({ path: `${shots}/admin-catalog-menu-zh-HK.png`, fullPage: true });
    await chinese.context.close();
  });

  test('the catalogue screens work on a 390 px phone, nothing wider than the screen', async ({ browser }) => {
    const phone = await session(browser, NETWORK, { width: 390, height: 844 });
    await logIn(phone.page);
    await phone.page.goto('/admin/product');
    await expect(phone.page.getByText('Wooden Coaster Set (4 pieces)')).toBeVisible();
    await phone.page.screenshot({ path: `${shots}/admin-catalog-products-mobile.png`, fullPage: true });
    await phone.page.goto('/admin/product/edit/1');
    await phone.page.getByRole('tab', { name: 'Stocks' }).click();
    await expect(phone.page.getByTestId('stock-card').first()).toBeVisible();
    await phone.page.screenshot({ path: `${shots}/admin-catalog-product-stocks-mobile.png`, fullPage: true });
    // Nothing is wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.goto('/admin/menu');
    await phone.page.getByRole('tab', { name: 'Tree' }).click();
    await expect(phone.page.getByTestId('menu-tree')).toBeVisible();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: `${shots}/admin-catalog-menu-tree-mobile.png`, fullPage: true });
    await phone.context.close();
  });
});
