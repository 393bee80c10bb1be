import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, adminMenu, adminToken, logIn, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The sales report and the dashboard tiles in Chromium against the real server on the demo shop: two
 * orders placed and paid through the API, the report read for a chosen range as a chart and a table whose
 * figures are the server's, its XLSX export opened and read back; once in zh-HK.
 * Screenshots in test-results/screenshots/reports-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.34.x. */
const NETWORK = '198.18.34';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';
/** A demo product other specs do not count: Bamboo Tea Tray. */
const PRODUCT_URL = 'bamboo-tea-tray';
const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A range around today wherever the shop's time zone is: yesterday to tomorrow (UTC). */
const RANGE = { from: day(-1), to: day(1) };

interface Figures {
  orders: number;
  revenue: number;
}
interface SalesReport {
  periods: (Figures & { period: string })[];
  totals: Figures;
}

const salesOf = (request: APIRequestContext, token: string) =>
  adminApi<SalesReport>(request, token, 'GET', `report/sales?from=${RANGE.from}&to=${RANGE.to}&group=day`);

/** Two guest orders of a demo tea tray with a shipping method of their own, paid (bank transfer). Returns the method's id to remove it. */
async function placePaidOrders(request: APIRequestContext, token: string, id: string): Promise<number> {
  const method = await adminApi<{ id: number }>(request, token, 'POST', 'shipping', {
    name: { en_us: `Report courier ${id}`, zh_hk: `報表速遞 ${id}`, zh_cn: `报表快递 ${id}` },
    enabled: true,
    flat_rate: 3000,
    free_over: 50000,
    countries: ['HK'],
  });
  const product = await request.post('/api/product', { data: { language: 'en_us', url: PRODUCT_URL } });
  expect(product.ok(), await product.text()).toBe(true);
  const stock = ((await product.json()).stocks as { id: number; in_stock: boolean }[]).find((s) => s.in_stock);
  expect(stock, 'a demo stock in stock').toBeTruthy();
  for (const n of [1, 2]) {
    const cart = await request.post('/api/cart/item', { data: { language: 'en_us', stock_id: stock!.id, quantity: n } });
    expect(cart.ok(), await cart.text()).toBe(true);
    const placed = await request.post('/api/order', {
      data: {
        cart_id: (await cart.json()).cart_id,
        idempotency_key: `e2e-reports-${id}-${n}`,
        email: `report-${id}-${n}@e2e.test`,
        shipping_address: ADDRESS,
        shipping_method_id: method.id,
        payment_method: 'bank_transfer',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await adminApi(request, token, 'POST', `order/${(await placed.json()).id}/status`, { status: 'paid' });
  }
  return method.id;
}

/** Sets the report's range through its date pickers. */
async function chooseRange(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: from, exact: true }).fill(RANGE.from);
  await page.getByRole('textbox', { name: to, exact: true }).fill(RANGE.to);
}

/** The cells of the "By period" table's total row. */
const totalRow = (page: Page, table: string, total: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: total, exact: true }) });

test.describe('the back office reports', () => {
  test('an admin reads the sales report chart and table for a chosen range, exports XLSX that reads back, and sees the dashboard tiles', async ({
    browser,
  }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const before = await salesOf(request, token);
    const shippingId = await placePaidOrders(request, token, id);
    try {
      await openAsAdmin(page);
      // The dashboard: today's sales (the two paid orders among them), new customers and low stock.
      const todayTile = page.getByTestId('dashboard-sales-today');
      await expect(todayTile).toHaveText(/^Today: HK\$[\d,]+\.\d\d from \d+ orders$/);
      expect(Number((await todayTile.textContent())!.match(/from (\d+) orders/)![1])).toBeGreaterThanOrEqual(2);
      for (const tile of ['Sales today', 'New customers', 'Low stock']) await expect(page.getByRole('region', { name: tile })).toBeVisible();

      await adminMenu(page).getByRole('menu', { name: 'Report' }).getByRole('menuitem', { name: 'Sales report' }).click();
      await expect(page).toHaveURL(/\/admin\/report\/sales$/);
      await chooseRange(page, 'From', 'To');
      const periods = page.getByRole('region', { name: 'By period' });
      await expect(periods).toBeVisible();

      // The table shows the server's figures for the range, the two new orders among them; the chart draws its bars.
      const report = await salesOf(request, token);
      expect(report.totals.orders).toBeGreaterThanOrEqual(before.totals.orders + 2);
      const total = totalRow(page, 'By period', 'Total');
      await expect(total.getByRole('cell').nth(1)).toHaveText(String(report.totals.orders));
      await expect(total.getByRole('cell').nth(2)).toHaveText(/^HK\$[\d,]+\.\d\d$/);
      const chart = page.getByRole('region', { name: 'Revenue and refunds' });
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(chart.getByText('Revenue', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/reports-sales.png`, fullPage: true });

      // The XLSX export of the same range: its Periods sheet ends with the totals.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
      expect(download.suggestedFilename()).toBe(`report-sales-${RANGE.from}-${RANGE.to}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Periods')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 3)).toEqual(['Period', 'Orders', 'Revenue']);
      const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
      expect(last[0]).toBe('Total');
      expect(last[1]).toBe(report.totals.orders);
      expect(last[2]).toBe(report.totals.revenue / 100);

      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await request.delete(`/api/admin/shipping/${shippingId}`, { headers: { Authorization: `Bearer ${token}` } });
      await context.close();
    }
  });

  test('in zh-HK the sales report and the dashboard tiles are in Chinese', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    try {
      // An account of its own: the language chosen is saved on the admin.
      const email = `reports-${id}@e2e.test`;
      await adminApi(request, token, 'POST', 'account', { name: `Reports ${id}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: 1 });
      await logIn(page, email, PASSWORD);
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: '繁體中文' }).click();
      await expect(page.getByTestId('dashboard-sales-today')).toHaveText(/^今日：\d+ 張訂單，HK\$[\d,]+\.\d\d$/);
      for (const tile of ['今日銷售', '新客戶', '低庫存']) await expect(page.getByRole('region', { name: tile })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('navigation', { name: '主選單' }).getByRole('menuitem', { name: '銷售報表' }).click();
      await chooseRange(page, '由', '至');
      const report = await salesOf(request, token);
      await expect(totalRow(page, '按期間', '總計').getByRole('cell').nth(1)).toHaveText(String(report.totals.orders));
      await expect(page.getByRole('region', { name: '營業額及退款' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '匯出 XLSX' })).toBeVisible();
      await page.screenshot({ path: `${shots}/reports-sales-zh-HK.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
