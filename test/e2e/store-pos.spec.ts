import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, adminMenu, adminToken, closeSaved, logIn, openAsAdmin, seriousViolations, session } from './admin-session';
import { uid } from './test-data';

/**
 * A store's till, in Chromium against the real server: a cashier (a role holding only store.pos, staff of
 * the store) opens the point of sale from the menu, scans two skus (typed + Enter, as a keyboard-wedge
 * scanner does; one of them twice), pays cash and sees the change due, completes the sale and reads the
 * receipt, which prints alone on 80 mm paper. In a second flow the browser goes offline: two sales are kept
 * on the device ("Offline — 2 sales waiting to sync"), and back online they are sent, once each; then the till
 * in zh-HK. In a third, an admin holding store.edit finds the store in the list (with Open POS), edits it,
 * makes and deletes another, and takes a sale back from its receipt. Each flow has a store of its own. Axe
 * finds nothing serious on the way.
 * Screenshots in test-results/screenshots/store-pos*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.40.x. */
const NETWORK = '198.18.40';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';
/** 80 mm in CSS pixels (96 per inch) and in PDF points (72 per inch). */
const RECEIPT_PX = (80 / 25.4) * 96;
const RECEIPT_PT = (80 / 25.4) * 72;

const money = (minor: number) => `HK$${(minor / 100).toFixed(2)}`;

interface Fixture {
  storeId: number;
  warehouseId: number;
  storeName: string;
  skuA: string;
  skuB: string;
  cashierEmail: string;
}

interface Catalog {
  items: { stock_id: number; sku: string; available: number }[];
}

interface SaleAnswer {
  id: number;
  number: string;
  status: string;
  client_id: string;
  grand_total: number;
  offline: boolean;
  lines: { sku: string; quantity: number }[];
}

/** A warehouse, a product with two skus held there, a store selling from it and its cashier (store.pos only). */
async function fixture(request: APIRequestContext, token: string, id: string): Promise<Fixture> {
  const warehouse = await adminApi<{ id: number }>(request, token, 'POST', 'warehouse', { name: `Till stock ${id}`, address: '1 Des Voeux Road' });
  const flavour = await adminApi<{ options: { id: number }[] }>(request, token, 'POST', 'attribute', {
    position: 'stock_option',
    order: -30,
    name: `Leaf ${id}`,
    language: 'en_us',
    options: [
      { value: 'Green', order: 0 },
      { value: 'Oolong', order: 1 },
    ],
  });
  const skuA = `POS-A-${id}`.toUpperCase();
  const skuB = `POS-B-${id}`.toUpperCase();
  await adminApi(request, token, 'POST', 'product', {
    sku: `POS-${id}`.toUpperCase(),
    url: `pos-tea-${id}`,
    name: `Till tea ${id}`,
    language: 'en_us',
    visibled: true,
    stocks: [
      { sku: skuA, price: 1250, option_ids: [flavour.options[0].id], inventories: [{ warehouse_id: warehouse.id, quantity: 10 }] },
      { sku: skuB, price: 3000, option_ids: [flavour.options[1].id], inventories: [{ warehouse_id: warehouse.id, quantity: 10 }] },
    ],
  });
  const role = await adminApi<{ id: number }>(request, token, 'POST', 'role', { name: `Cashier ${id}`, permissions: ['store.pos'] });
  const cashierEmail = `cashier-${id}@e2e.test`;
  const cashier = await adminApi<{ id: number }>(request, token, 'POST', 'account', {
    name: `Cashier ${id}`,
    email: cashierEmail,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role_id: role.id,
    language: 'en_us',
  });
  const storeName = `Central ${id}`;
  const store = await adminApi<{ id: number }>(request, token, 'POST', 'store', {
    name: storeName,
    address: '8 Queen’s Road Central, Hong Kong',
    phone: '+852 2345 6789',
    opening_hours: 'Mon–Sun 10:00–20:00',
    warehouse_id: warehouse.id,
    enabled: true,
    staff_ids: [cashier.id],
  });
  return { storeId: store.id, warehouseId: warehouse.id, storeName, skuA, skuB, cashierEmail };
}

/** Types a sku into the focused scan box and presses Enter, as a scanner does. */
async function scan(page: Page, sku: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: /^Scan or search/ })).toBeFocused();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
}

/** The cashier signed in, at the till of the fixture's store, reached through the menu as a cashier does. */
async function openTill(page: Page, f: Fixture): Promise<void> {
  await logIn(page, f.cashierEmail, PASSWORD);
  // The cashier's menu: the till only.
  await adminMenu(page).getByRole('menuitem', { name: 'Point of sale' }).click();
  await expect(page).toHaveURL(/\/admin\/store\/pos$/);
  await page.getByRole('link', { name: `Open POS at ${f.storeName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/store/pos/new/${f.storeId}$`));
  await expect(page.getByRole('heading', { name: `New sale at ${f.storeName}` })).toBeVisible();
}

/** The stock id of each of the fixture's skus, as the till's catalogue lists them. */
async function stockIds(request: APIRequestContext, token: string, f: Fixture): Promise<(sku: string) => number> {
  const catalog = await adminApi<Catalog>(request, token, 'GET', `pos/${f.storeId}/catalog?language=en_us`);
  return (sku: string) => catalog.items.find((i) => i.sku === sku)!.stock_id;
}

test.describe('the point of sale', () => {
  // Each flow takes 10-25 s on an idle two-core machine; the bound leaves room for a loaded one.
  test.describe.configure({ timeout: 120_000 });

  test('a cashier scans, takes cash with change, completes the sale and prints the receipt on 80 mm paper', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const f = await fixture(request, token, id);
    try {
      await openTill(page, f);

      // Scanned: A, A again (quantity 2), B.
      await scan(page, f.skuA);
      await expect(page.getByTestId(`pos-quantity-${f.skuA}`)).toHaveText('1');
      await scan(page, f.skuA);
      await expect(page.getByTestId(`pos-quantity-${f.skuA}`)).toHaveText('2');
      await scan(page, f.skuB);
      await expect(page.getByTestId(`pos-quantity-${f.skuB}`)).toHaveText('1');
      // A search by name lists both skus to click.
      await page.keyboard.type(`Till tea ${id}`);
      await expect(page.getByRole('list', { name: 'Matching products' }).getByRole('button')).toHaveCount(2);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');

      // The totals are the server's: what /quote answers for the same lines.
      const stockOf = await stockIds(request, token, f);
      const expected = await adminApi<{ grand_total: number }>(request, token, 'POST', `pos/${f.storeId}/quote`, {
        lines: [
          { stock_id: stockOf(f.skuA), quantity: 2 },
          { stock_id: stockOf(f.skuB), quantity: 1 },
        ],
      });
      await expect(page.getByTestId('pos-total')).toHaveText(money(expected.grand_total));

      // Cash: the change due shows as the amount is typed.
      const tendered = Math.ceil(expected.grand_total / 10000) * 10000 + 10000;
      await page.getByRole('textbox', { name: 'Amount tendered' }).fill(String(tendered / 100));
      await expect(page.getByTestId('pos-change')).toHaveText(`Change due: ${money(tendered - expected.grand_total)}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/store-pos-sale.png`, fullPage: true });
      await page.getByRole('button', { name: 'Complete sale' }).click();

      // The receipt.
      await expect(page).toHaveURL(/\/admin\/store\/pos\/\d+$/);
      const saleId = Number(new URL(page.url()).pathname.split('/').pop());
      const receipt = page.getByRole('article', { name: /^Receipt / });
      await expect(receipt).toContainText(f.storeName);
      await expect(receipt).toContainText('8 Queen’s Road Central, Hong Kong');
      await expect(receipt).toContainText('Tel: +852 2345 6789');
      await expect(receipt).toContainText(`Cashier ${id}`);
      await expect(receipt).toContainText(`2 × ${money(1250)} · ${f.skuA}`);
      await expect(receipt).toContainText(`1 × ${money(3000)} · ${f.skuB}`);
      await expect(receipt).toContainText(money(expected.grand_total));
      await expect(receipt).toContainText(money(tendered - expected.grand_total));
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Printed: the receipt alone, 80 mm wide, menus and buttons hidden.
      await page.emulateMedia({ media: 'print' });
      await expect(adminMenu(page)).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(receipt).toBeVisible();
      const box = await receipt.boundingBox();
      expect(Math.abs((box?.width ?? 0) - RECEIPT_PX)).toBeLessThan(2);
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const mediaBox = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
      expect(Math.abs(Number(mediaBox?.[1]) - RECEIPT_PT)).toBeLessThan(2);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('link', { name: 'New sale' }).click();
      await expect(page.getByRole('heading', { name: `New sale at ${f.storeName}` })).toBeVisible();
      const sales = await adminApi<SaleAnswer[]>(request, token, 'GET', `pos/${f.storeId}/sale`);
      expect(sales.map((s) => ({ id: s.id, status: s.status, offline: s.offline }))).toEqual([{ id: saleId, status: 'completed', offline: false }]);
    } finally {
      await context.close().catch(() => undefined);
    }
  });

  test('offline, the till keeps its sales on the device and sends them once each when back; a sale refused for stock needs attention; in zh-HK too', async ({
    browser,
  }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const f = await fixture(request, token, id);
    const stockOf = await stockIds(request, token, f);
    try {
      await openTill(page, f);
      // Offline: the till sells from the catalogue kept on the device; the sales wait on it.
      await context.setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: /Offline/ });
      await expect(banner).toHaveText('Offline — sales are kept on this device until the connection is back');
      await scan(page, f.skuA);
      await expect(page.getByText(/^Estimate from the saved catalogue prices/)).toBeVisible();
      await expect(page.getByTestId('pos-total')).toHaveText(money(1250));
      await page.getByRole('textbox', { name: 'Amount tendered' }).fill('20');
      await expect(page.getByTestId('pos-change')).toHaveText(`Change due: ${money(750)}`);
      await page.getByRole('button', { name: 'Complete sale' }).click();
      await expect(banner).toHaveText('Offline — 1 sale waiting to sync');
      await expect(page.getByText(/^Sale kept on this device/)).toBeVisible();
      await scan(page, f.skuB);
      await page.getByRole('radio', { name: 'Card' }).check();
      await page.getByRole('textbox', { name: 'Card reference' }).fill(`AUTH-${id}`);
      await page.getByRole('button', { name: 'Complete sale' }).click();
      await expect(banner).toHaveText('Offline — 2 sales waiting to sync');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/store-pos-offline.png`, fullPage: true });

      // Back online: the queue goes, in order, and the banner clears.
      await context.setOffline(false);
      await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
      const sales = await adminApi<SaleAnswer[]>(request, token, 'GET', `pos/${f.storeId}/sale`);
      expect(sales).toHaveLength(2);
      expect(new Set(sales.map((s) => s.client_id)).size).toBe(2);
      expect(sales.map((s) => s.lines.map((l) => `${l.sku}×${l.quantity}`).join(' '))).toEqual([`${f.skuB}×1`, `${f.skuA}×1`]);
      expect(sales.every((s) => s.status === 'completed')).toBe(true);
      expect(sales.map((s) => s.offline)).toEqual([true, true]);

      // A sale the server refuses once sent (its stock went meanwhile, sold at another till): it stays,
      // needing attention, with the short line (sku, asked, available); discarded, it is gone.
      await context.setOffline(true);
      await scan(page, f.skuB);
      await page.getByRole('radio', { name: 'Card' }).check();
      await page.getByRole('button', { name: 'Complete sale' }).click();
      await expect(banner).toHaveText('Offline — 1 sale waiting to sync');
      const left = (await adminApi<Catalog>(request, token, 'GET', `pos/${f.storeId}/catalog?language=en_us`)).items.find((i) => i.sku === f.skuB)!.available;
      await adminApi(request, token, 'POST', `pos/${f.storeId}/sale`, {
        client_id: randomUUID(),
        lines: [{ stock_id: stockOf(f.skuB), quantity: left }],
        payment_method: 'card',
      });
      await context.setOffline(false);
      const attention = page.getByRole('region', { name: /^Needs attention: sale at / });
      await expect(attention.getByRole('cell')).toHaveText([f.skuB, '1', '0']);
      await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await attention.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('dialog', { name: 'Discard this sale?' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(attention).toHaveCount(0);
      expect(await adminApi<SaleAnswer[]>(request, token, 'GET', `pos/${f.storeId}/sale`)).toHaveLength(3);

      // A supplier's delivery of 6 units of B into the store's warehouse: the till, read again, offers them.
      const supplier = await adminApi<{ id: number }>(request, token, 'POST', 'supplier', { name: `Tea farm ${id}` });
      await adminApi(request, token, 'POST', 'supplier/receipt', {
        supplier_id: supplier.id,
        warehouse_id: f.warehouseId,
        reference: `DN-${id}`,
        lines: [{ stock_id: stockOf(f.skuB), quantity: 6, unit_cost: 1200 }],
      });
      await page.reload();
      await page.getByRole('textbox', { name: /^Scan or search/ }).fill(f.skuB.slice(0, -1));
      await expect(page.getByRole('list', { name: 'Matching products' })).toContainText(`${f.skuB} · ${money(3000)} · 6 available`);
      await page.getByRole('textbox', { name: /^Scan or search/ }).fill('');

      // In zh-HK.
      await page.getByRole('button', { name: /^Language: / }).click();
      await page.getByRole('menuitem', { name: '繁體中文' }).click();
      await expect(page.getByRole('textbox', { name: '掃描或搜尋（SKU 或名稱）' })).toBeVisible();
      await page.getByRole('textbox', { name: '掃描或搜尋（SKU 或名稱）' }).focus();
      await page.keyboard.type(f.skuA);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId(`pos-quantity-${f.skuA}`)).toHaveText('1');
      await expect(page.getByRole('button', { name: '完成銷售' })).toBeDisabled();
      await page.getByRole('textbox', { name: '收款金額' }).fill('100');
      await expect(page.getByTestId('pos-change')).toHaveText(/^找續：HK\$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/store-pos-zh-hk.png`, fullPage: true });
    } finally {
      await context.close().catch(() => undefined);
    }
  });

  test('an admin keeps the store (list with Open POS, edit, create and delete) and takes a sale back from its receipt', async ({ browser }) => {
    const admin = await session(browser, NETWORK, VIEWPORT);
    const { request } = admin;
    const token = await adminToken(request);
    const id = uid();
    const f = await fixture(request, token, id);
    const stockOf = await stockIds(request, token, f);
    // A sale rung up at the till (its API, as the till sends it).
    const { id: saleId } = await adminApi<SaleAnswer>(request, token, 'POST', `pos/${f.storeId}/sale`, {
      client_id: randomUUID(),
      lines: [{ stock_id: stockOf(f.skuA), quantity: 2 }],
      payment_method: 'cash',
      tendered: 10000,
    });
    try {
      {
        await openAsAdmin(admin.page, '/admin/store');
        await admin.page.getByRole('textbox', { name: 'Search' }).fill(f.storeName);
        const row = admin.page.getByRole('row').filter({ hasText: f.storeName });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(`Till stock ${id}`);
        await expect(row.getByRole('link', { name: 'Open POS' })).toHaveAttribute('href', `/admin/store/pos/new/${f.storeId}`);
        await row.getByRole('link', { name: 'Edit' }).click();
        await expect(admin.page).toHaveURL(new RegExp(`/admin/store/edit/${f.storeId}$`));
        await expect(admin.page.getByRole('combobox', { name: 'Warehouse' })).toHaveValue(`Till stock ${id}`);
        await expect(admin.page.getByRole('button', { name: `Cashier ${id}` })).toBeVisible();
        await admin.page.getByRole('textbox', { name: 'Opening hours' }).fill('Mon–Sat 09:00–21:00');
        expect(await seriousViolations(admin.page)).toEqual([]);
        await admin.page.getByRole('button', { name: 'Save' }).click();
        await closeSaved(admin.page);
        expect(await adminApi(request, token, 'GET', `store/${f.storeId}`)).toMatchObject({
          opening_hours: 'Mon–Sat 09:00–21:00',
          staff_ids: [expect.any(Number)],
        });

        // A store made and deleted through the screens.
        await admin.page.goto('/admin/store/create');
        await admin.page.getByRole('textbox', { name: 'Name' }).fill(`Kowloon ${id}`);
        await admin.page.getByRole('combobox', { name: 'Warehouse' }).fill(`Till stock ${id}`);
        await admin.page.getByRole('option', { name: `Till stock ${id}` }).click();
        await admin.page.getByRole('button', { name: 'Save' }).click();
        await expect(admin.page).toHaveURL(/\/admin\/store\/edit\/\d+$/);
        await expect(admin.page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Kowloon ${id}`);
        await admin.page.getByRole('button', { name: 'Delete' }).click();
        await admin.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await expect(admin.page).toHaveURL(/\/admin\/store(\?.*)?$/);

        await admin.page.goto(`/admin/store/pos/${saleId}`);
        await admin.page.getByRole('button', { name: 'Return' }).click();
        await admin.page.getByRole('dialog').getByRole('textbox', { name: 'Comment (optional)' }).fill('Changed her mind');
        await admin.page.getByRole('dialog').getByRole('button', { name: 'Return' }).click();
        await expect(admin.page.getByText('The sale is refunded.')).toBeVisible();
        await expect(admin.page.getByRole('article', { name: /^Receipt / })).toContainText('Refunded');
        expect((await adminApi<SaleAnswer>(request, token, 'GET', `pos/sale/${saleId}`)).status).toBe('refunded');
      }
    } finally {
      await admin.context.close();
    }
  });
});
