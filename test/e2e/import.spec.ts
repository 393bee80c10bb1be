import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminApi, adminMenu, adminToken, logIn, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The back office's Import / Export screen in Chromium against the real server on the demo shop: a product
 * CSV written here (with a row of negative price) goes through the column mapping step, a dry run that
 * writes nothing, the run with its progress, and the error file downloaded and read; once in zh-HK.
 * The products it imports are deleted afterwards. Screenshots in test-results/screenshots/import-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.33.x. */
const NETWORK = '198.18.33';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A product CSV: two good rows and one whose price is negative; the name column's header is not a field name, so it is mapped by hand. */
function productCsv(id: string, nameHeader = 'Product name') {
  const header = ['SKU', 'url', nameHeader, 'stock_sku', 'price', 'Notes'];
  const rows = [
    [`IMP-${id}-A`, `imp-${id.toLowerCase()}-a`, `Imported teapot ${id}`, `IMP-${id}-A-1`, '1500', 'good'],
    [`IMP-${id}-B`, `imp-${id.toLowerCase()}-b`, `Imported cup ${id}`, `IMP-${id}-B-1`, '2500', 'good'],
    [`IMP-${id}-C`, `imp-${id.toLowerCase()}-c`, `Imported tray ${id}`, `IMP-${id}-C-1`, '-100', 'negative price'],
  ];
  return { header, rows, csv: [header, ...rows].map((r) => r.join(',')).join('\n') + '\n' };
}

/** The products whose sku starts with `prefix`, read through the admin API. */
async function productsLike(request: APIRequestContext, token: string, prefix: string) {
  const rows = await adminApi<{ id: number; sku: string }[]>(request, token, 'GET', `product?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  return rows.filter((r) => r.sku.startsWith(prefix));
}

async function removeProducts(request: APIRequestContext, token: string, prefix: string) {
  for (const { id } of await productsLike(request, token, prefix))
    await request.delete(`/api/admin/product/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Picks an option of a MUI select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The figure shown beside a count's label. */
const count = (page: Page, label: string) =>
  page
    .getByTestId('import-counts')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Sets the file of the screen's upload button. */
const uploadCsv = (page: Page, name: string, csv: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });

test.describe('the back office import and export screen', () => {
  test('an admin maps the columns of a product CSV, dry-runs it (nothing written), runs it to the end and downloads the refused row with its reason', async ({
    browser,
  }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const prefix = `IMP-${id}-`;
    const { header, csv } = productCsv(id);
    try {
      await openAsAdmin(page);
      await adminMenu(page).getByRole('menu', { name: 'Setting' }).getByRole('menuitem', { name: 'Import / Export' }).click();
      await expect(page).toHaveURL(/\/admin\/import$/);
      await expect(page.getByRole('combobox', { name: 'Data' })).toHaveText('Products');
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeVisible();

      await uploadCsv(page, 'products.csv', csv);
      await expect(page.getByText('products.csv: 3 rows, 6 columns')).toBeVisible();

      // The mapping step: prefilled from the server's guess; the name column is mapped by hand.
      const field = (column: string) => page.getByRole('combobox', { name: `Field for ${column}` });
      await expect(field('SKU')).toHaveText('sku *');
      await expect(field('stock_sku')).toHaveText('stock_sku *');
      await expect(field('Product name')).toHaveText('(not imported)');
      await expect(field('Notes')).toHaveText('(not imported)');
      await expect(page.getByText('Map a column to each required field: name_en_us')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Run import' })).toBeDisabled();
      await choose(page, field('Product name'), 'name_en_us *');
      await expect(page.getByText(/Map a column to each required field/)).toHaveCount(0);

      // The dry run: what would happen, and nothing written.
      await page.getByRole('button', { name: 'Dry run' }).click();
      await expect(page.getByRole('heading', { name: 'Dry run (nothing is written)' })).toBeVisible();
      await expect(page.getByTestId('import-status')).toHaveText('Finished Nothing was written.');
      await expect(count(page, 'Rows read')).toHaveText('3 of 3');
      await expect(count(page, 'Would be created')).toHaveText('2');
      await expect(count(page, 'Would be updated')).toHaveText('0');
      await expect(count(page, 'Refused')).toHaveText('1');
      expect(await productsLike(request, token, prefix)).toEqual([]);

      // The run: the progress bar reaches its end with the counts.
      await page.getByRole('button', { name: 'Run import' }).click();
      await expect(page.getByRole('heading', { name: 'Import', exact: true })).toBeVisible();
      await expect(page.getByTestId('import-status')).toHaveText('Finished');
      await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
      await expect(count(page, 'Rows read')).toHaveText('3 of 3');
      await expect(count(page, 'Created')).toHaveText('2');
      await expect(count(page, 'Updated')).toHaveText('0');
      await expect(count(page, 'Refused')).toHaveText('1');
      await page.screenshot({ path: `${shots}/import-done.png`, fullPage: true });

      // The error file: the refused row as uploaded, with its reason.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download error file' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^import-\d+-errors\.csv$/);
      const rows: string[][] = parse(await readFile(await download.path()), { bom: true });
      const [errorHeader, ...refused] = rows;
      expect(errorHeader).toEqual([...header, 'reason']);
      // A cell opening like a formula (-100) is written with a leading apostrophe, which an import reads back as the value.
      expect(refused).toEqual([
        [`IMP-${id}-C`, `imp-${id.toLowerCase()}-c`, `Imported tray ${id}`, `IMP-${id}-C-1`, "'-100", 'negative price', 'A price cannot be negative'],
      ]);

      // What was imported is there: the two good products, one with its price, and not the refused one.
      expect((await productsLike(request, token, prefix)).map((p) => p.sku).sort()).toEqual([`IMP-${id}-A`, `IMP-${id}-B`]);
      const shown = await request.post('/api/product', { data: { language: 'en_us', url: `imp-${id.toLowerCase()}-a` } });
      expect(shown.ok(), await shown.text()).toBe(true);
      const product = (await shown.json()) as { name: string; stocks: { sku: string; price: number }[] };
      expect(product.name).toBe(`Imported teapot ${id}`);
      expect(product.stocks.map((s) => [s.sku, s.price])).toEqual([[`IMP-${id}-A-1`, 1500]]);

      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await removeProducts(request, token, prefix);
      await context.close();
    }
  });

  test('in zh-HK the screen is in Chinese: an upload mapped by the guess runs, counts its refused row and offers the error file', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const prefix = `IMP-${id}-`;
    const { csv } = productCsv(id, 'name_en_us');
    try {
      // An account of its own: the language chosen is saved on the admin.
      const email = `import-${id.toLowerCase()}@e2e.test`;
      await adminApi(request, token, 'POST', 'account', { name: `Import ${id}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: 1 });
      await logIn(page, email, PASSWORD);
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: '繁體中文' }).click();
      await page.getByRole('navigation', { name: '主選單' }).getByRole('menuitem', { name: '匯入／匯出' }).click();
      await expect(page).toHaveURL(/\/admin\/import$/);
      await expect(page.getByRole('combobox', { name: '資料' })).toHaveText('產品');
      await expect(page.getByRole('button', { name: '匯出 CSV' })).toBeVisible();

      await uploadCsv(page, 'products-zh.csv', csv);
      await expect(page.getByText('products-zh.csv：3 行，6 欄')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'name_en_us 的欄位' })).toHaveText('name_en_us *');
      await expect(page.getByRole('combobox', { name: 'Notes 的欄位' })).toHaveText('（不匯入）');

      await page.getByRole('button', { name: '執行匯入' }).click();
      await expect(page.getByTestId('import-status')).toHaveText('已完成');
      await expect(page.getByRole('progressbar', { name: '進度' })).toHaveAttribute('aria-valuenow', '100');
      await expect(count(page, '已建立')).toHaveText('2');
      await expect(count(page, '已拒絕')).toHaveText('1');
      await expect(page.getByRole('button', { name: '下載錯誤檔案' })).toBeVisible();
      await page.screenshot({ path: `${shots}/import-zh-HK.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await removeProducts(request, token, prefix);
      await context.close();
    }
  });
});
