import { expect, test } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, logIn, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * Suppliers and purchase receipts in Chromium against the real server on the demo shop: an admin
 * creates a supplier supplying a demo stock at a cost price, posts a receipt of 5 units into a new
 * warehouse and sees the receipt with its line, the stock's row in that warehouse now holding 5; a
 * clerk reading the back office in zh-HK sees the receipts in Chinese. Axe finds nothing serious.
 * Screenshots in test-results/screenshots/suppliers-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.40.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.40';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';
/** A demo product: Bamboo Tea Tray. */
const PRODUCT = 'Bamboo Tea Tray';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Receipt {
  id: number;
  number: string;
  lines: { stock_id: number; inventory_id: number; quantity: number; unit_cost: number }[];
}

test.describe('suppliers and purchase receipts', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ actionTimeout: 15_000 });

  test('an admin creates a supplier with a stock and its cost, posts a receipt of 5 units and sees the stock in the warehouse go up', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const warehouse = await api<{ id: number; name: string }>(request, token, 'POST', 'warehouse', { name: `Receiving ${uid()}` });
    const supplierName = `Tea Farm ${uid()}`;

    await openAsAdmin(page, '/admin/supplier/create');
    await expect(menu(page).getByRole('menuitem', { name: 'Suppliers' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Purchase receipts' })).toBeVisible();
    await page.getByLabel('Name *').fill(supplierName);
    await page.getByLabel('Contact person').fill('Mr Chan');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Stock *' }).fill('Bamboo');
    await page
      .getByRole('option', { name: new RegExp(`^${PRODUCT} · `) })
      .first()
      .click();
    await page.getByLabel('Cost price *').fill('12.50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/supplier\/edit\/\d+$/);
    await expect(page.getByRole('combobox', { name: 'Stock *' })).toHaveValue(new RegExp(`^${PRODUCT} · `));
    await expect(page.getByLabel('Cost price *')).toHaveValue('12.50');

    await page.goto('/admin/supplier/receipt/create');
    await page.getByRole('combobox', { name: 'Supplier', exact: true }).click();
    await page.getByRole('option', { name: supplierName }).click();
    await page.getByRole('combobox', { name: 'Warehouse', exact: true }).click();
    await page.getByRole('option', { name: warehouse.name }).click();
    await page.getByRole('textbox', { name: 'Reference' }).fill('DN-2291');
    await page.getByRole('combobox', { name: 'Stock *' }).fill('Bamboo');
    await page
      .getByRole('option', { name: new RegExp(`^${PRODUCT} · `) })
      .first()
      .click();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
    await page.getByRole('textbox', { name: 'Unit cost' }).fill('12.80');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/supplier\/receipt\/show\/\d+$/);
    const id = Number(/show\/(\d+)$/.exec(page.url())![1]);
    const receipt = await api<Receipt>(request, token, 'GET', `supplier/receipt/${id}`);
    await expect(page.getByRole('main').getByText(receipt.number, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(warehouse.name, { exact: true })).toBeVisible();
    const line = page.getByRole('row', { name: new RegExp(PRODUCT) });
    await expect(line).toContainText('5');
    await expect(line).toContainText('12.80');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/suppliers-receipt.png`, fullPage: true });

    // The stock had no row in the new warehouse: the receipt made it, holding 5, its history naming the receipt.
    expect(receipt.lines).toEqual([expect.objectContaining({ quantity: 5, unit_cost: 1280 })]);
    const histories = await api<{ type: string; quantity_after: number; remark: string; warehouse: string }[]>(
      request,
      token,
      'GET',
      `inventory/${receipt.lines[0].inventory_id}/histories`,
    );
    expect(histories[0]).toMatchObject({
      type: 'plus',
      quantity_after: 5,
      warehouse: warehouse.name,
      remark: `Receipt ${receipt.number} from ${supplierName}`,
    });
    await context.close();
  });

  test('a clerk reading the back office in zh-HK sees the receipts in Chinese', async ({ browser }) => {
    const chinese = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(chinese.request);
    const email = `suppliers-${uid()}@e2e.test`;
    await api(chinese.request, token, 'POST', 'account', { name: 'Receiving Clerk', email, password: PASSWORD, password_confirmation: PASSWORD, role_id: 1 });
    await logIn(chinese.page, email, PASSWORD);
    await chinese.page.getByRole('button', { name: /^Language/ }).click();
    await chinese.page.getByRole('menuitem', { name: '繁體中文' }).click();
    await chinese.page.goto('/admin/supplier/receipt');
    await expect(chinese.page.getByRole('menuitem', { name: '收貨單' })).toBeVisible();
    await expect(chinese.page.getByRole('columnheader', { name: '供應商' })).toBeVisible();
    await expect(chinese.page.getByRole('columnheader', { name: '倉庫' })).toBeVisible();
    expect(await seriousViolations(chinese.page)).toEqual([]);
    await chinese.page.screenshot({ path: `${shots}/suppliers-receipts-zh-HK.png`, fullPage: true });
    await chinese.context.close();
  });
});
