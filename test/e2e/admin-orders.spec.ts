import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, logIn, openAsAdmin, session } from './admin-session';

/**
 * The back office's sales and checkout settings in Chromium against the real server on the demo shop:
 * shipping methods (form, list), payment methods (bank transfer instructions, write-only Stripe keys),
 * and orders placed through the API found in the list, opened, moved paid → shipped → completed with
 * their history, and read in zh-HK. Screenshots in test-results/screenshots/admin-orders-*.png.
 */
const PASSWORD = 'e2e-password-2026';
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 192.0.2.x. */
const NETWORK = '192.0.2';
const VIEWPORT = { width: 1366, height: 900 };
/** A demo product no other spec looks at: Bamboo Tea Tray, Medium HK$268.00. */
const PRODUCT_URL = 'bamboo-tea-tray';
const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The shard's shared session of the demo administrator (admin-session.ts). */
const apiToken = adminToken;

/** A JSON call of the admin API that must succeed. */
async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface PlacedOrder {
  id: number;
  number: string;
  email: string;
  subtotal: number;
  shipping_total: number;
  grand_total: number;
  shipping_method: string;
  payment: { code: string; instructions: string };
  lines: { name: string; options: string; sku: string; unit_price: number; quantity: number; line_total: number }[];
}

/**
 * A guest order through the storefront API: a shipping method of its own (HK$30.00, free over
 * HK$500.00, Hong Kong), one demo tea tray in a new cart, bank transfer. Returns the order and the
 * method's id (to remove it afterwards, so the checkout other specs see stays as the demo shop has it).
 */
async function placeOrder(request: APIRequestContext, token: string, id: string): Promise<{ order: PlacedOrder; shippingId: number }> {
  const method = await api<{ id: number }>(request, token, 'POST', 'shipping', {
    name: { en_us: `Courier ${id}`, zh_hk: `速遞 ${id}`, zh_cn: `快递 ${id}` },
    enabled: true,
    flat_rate: 3000,
    free_over: 50000,
    countries: ['HK'],
  });
  const product = await request.post('/api/product', { data: { language: 'en_us', url: PRODUCT_URL } });
  expect(product.ok(), await product.text()).toBe(true);
  const stock = ((await product.json()).stocks as { id: number; in_stock: boolean }[]).find((s) => s.in_stock);
  expect(stock, 'a demo stock in stock').toBeTruthy();
  const cart = await request.post('/api/cart/item', { data: { language: 'en_us', stock_id: stock!.id, quantity: 1 } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const placed = await request.post('/api/order', {
    data: {
      cart_id: (await cart.json()).cart_id,
      idempotency_key: `e2e-admin-orders-${id}`,
      email: `shopper-${id}@e2e.test`,
      shipping_address: ADDRESS,
      shipping_method_id: method.id,
      payment_method: 'bank_transfer',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { order: (await placed.json()) as PlacedOrder, shippingId: method.id };
}

/** HK$ amounts as the back office shows the demo shop's base currency. */
const hk = (cents: number) => `HK$${(cents / 100).toFixed(2)}`;

const menu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

/** Closes the "Submit Success" dialog. */
async function saved(page: Page, title = 'Submit Success', ok = 'OK') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

/** Picks an option of a MUI select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Moves the order shown to a status through its button and the comment dialog. */
async function move(page: Page, status: string, comment?: string) {
  await page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: status, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Change the status to ${status}` });
  await expect(dialog).toBeVisible();
  if (comment) await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await saved(page);
}

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('the back office orders and checkout settings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a shipping method, writes bank transfer instructions and saves Stripe keys that only show as hints', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await apiToken(request);
    const original = await api<{ enabled: boolean; instructions: Record<string, string> }>(request, token, 'GET', 'payment/bank_transfer');
    const id = uid();
    let shippingId: number | undefined;
    try {
      await openAsAdmin(page);
      await expect(menu(page).getByRole('menu', { name: 'Sales' }).getByRole('menuitem')).toHaveText(['Orders']);
      await expect(menu(page).getByRole('menu', { name: 'Setting' }).getByRole('menuitem', { name: 'Payment methods' })).toBeVisible();

      // A shipping method: names in English and Chinese, HK$30.00, free over HK$500.00, Hong Kong only.
      await menu(page).getByRole('menuitem', { name: 'Shipping methods' }).click();
      await expect(page).toHaveURL(/\/admin\/shipping$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/shipping\/create$/);
      await page.getByLabel('Name (English)').fill(`Courier ${id}`);
      await page.getByLabel('Name (Traditional Chinese)').fill(`速遞 ${id}`);
      await page.getByLabel('Name (Simplified Chinese)').fill(`快递 ${id}`);
      await page.getByLabel('Flat rate').fill('30.00');
      await page.getByLabel('Free over').fill('500.00');
      await page.getByRole('combobox', { name: 'Countries' }).fill('Hong Kong');
      await page.getByRole('option', { name: 'Hong Kong (HK)' }).click();
      await page.screenshot({ path: `${shots}/admin-orders-shipping-create.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/shipping\/edit\/\d+$/);
      shippingId = Number(page.url().split('/').pop());
      expect(await api(request, token, 'GET', `shipping/${shippingId}`)).toMatchObject({
        name: { en_us: `Courier ${id}`, zh_hk: `速遞 ${id}`, zh_cn: `快递 ${id}` },
        enabled: true,
        flat_rate: 3000,
        free_over: 50000,
        countries: ['HK'],
      });
      // Read back in dollars.
      await expect(page.getByLabel('Flat rate')).toHaveValue('30.00');
      await expect(page.getByLabel('Free over')).toHaveValue('500.00');
      await expect(page.getByRole('button', { name: 'Hong Kong (HK)' })).toBeVisible();

      await menu(page).getByRole('menuitem', { name: 'Shipping methods' }).click();
      const row = page.getByRole('row', { name: new RegExp(`Courier ${id}`) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('HK$30.00');
      await expect(row).toContainText('HK$500.00');
      await expect(row).toContainText('Hong Kong');
      await expect(page.getByRole('columnheader')).toHaveText([
        'ID',
        'Name',
        'Flat rate',
        'Free over',
        'Countries',
        'Enabled',
        'Sort order',
        'Updated',
        'Actions',
      ]);
      await page.screenshot({ path: `${shots}/admin-orders-shipping-list.png`, fullPage: true });

      // Bank transfer: on, with instructions in English and Chinese.
      await menu(page).getByRole('menuitem', { name: 'Payment methods' }).click();
      await expect(page).toHaveURL(/\/admin\/payment$/);
      for (const name of ['Stripe (card)', 'Bank transfer', 'Cash on delivery'])
        await expect(page.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toBeVisible();
      await page.screenshot({ path: `${shots}/admin-orders-payment-list.png`, fullPage: true });
      await page
        .getByRole('row', { name: /Bank transfer/ })
        .getByRole('link', { name: 'Edit' })
        .click();
      await expect(page).toHaveURL(/\/admin\/payment\/edit\/bank_transfer$/);
      const enabled = page.getByRole('switch', { name: 'Enabled' });
      if (!(await enabled.isChecked())) await enabled.check();
      const english = `Transfer to HSBC 123-456789-001 (${id}) and quote your order number.`;
      await page.getByLabel('Instructions (English)').fill(english);
      await page.getByLabel('Instructions (Traditional Chinese)').fill(`請轉賬至滙豐 123-456789-001（${id}），並註明訂單編號。`);
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api(request, token, 'GET', 'payment/bank_transfer')).toMatchObject({
        enabled: true,
        instructions: { en_us: english, zh_hk: `請轉賬至滙豐 123-456789-001（${id}），並註明訂單編號。` },
      });
      await expect(page.getByLabel('Instructions (English)')).toHaveValue(english);

      // Stripe: keys typed once; afterwards only the hints show, never the secrets.
      await menu(page).getByRole('menuitem', { name: 'Payment methods' }).click();
      await page
        .getByRole('row', { name: /Stripe/ })
        .getByRole('link', { name: 'Edit' })
        .click();
      await expect(page).toHaveURL(/\/admin\/payment\/edit\/stripe$/);
      const secret = page.getByLabel('Secret key');
      const webhook = page.getByLabel('Webhook signing secret');
      await expect(secret).toHaveAttribute('type', 'password');
      await expect(webhook).toHaveAttribute('type', 'password');
      await page.getByLabel('Publishable key').fill(`pk_test_e2e${id}`);
      await secret.fill(`sk_test_e2e${id}WXYZ`);
      await webhook.fill(`whsec_e2e${id}9xYz`);
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      await expect(secret).toHaveValue('');
      await expect(webhook).toHaveValue('');
      await expect(page.getByText('Saved: …WXYZ — leave empty to keep')).toBeVisible();
      await expect(page.getByText('Saved: …9xYz — leave empty to keep')).toBeVisible();
      await expect(secret).toHaveAttribute('placeholder', '…WXYZ');
      await page.screenshot({ path: `${shots}/admin-orders-payment-stripe.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      // Also on a fresh load, and the API never sends the secrets back.
      await page.reload();
      await expect(page.getByText('Saved: …WXYZ — leave empty to keep')).toBeVisible();
      await expect(secret).toHaveValue('');
      await expect(page.getByLabel('Publishable key')).toHaveValue(`pk_test_e2e${id}`);
      const stripe = await api(request, token, 'GET', 'payment/stripe');
      expect(stripe).toMatchObject({ enabled: false, publishable_key: `pk_test_e2e${id}`, secret_key_hint: '…WXYZ', webhook_secret_hint: '…9xYz' });
      expect(JSON.stringify(stripe)).not.toContain(`sk_test_e2e${id}`);
      // Saving again with the secrets left empty keeps them.
      await page.getByLabel('Publishable key').fill(`pk_test_e2e${id}v2`);
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api(request, token, 'GET', 'payment/stripe')).toMatchObject({
        publishable_key: `pk_test_e2e${id}v2`,
        secret_key_hint: '…WXYZ',
        webhook_secret_hint: '…9xYz',
      });
    } finally {
      // The checkout that other specs meet stays as the demo shop has it.
      await api(request, token, 'PUT', 'payment/bank_transfer', { enabled: original.enabled, instructions: original.instructions });
      if (shippingId) await api(request, token, 'DELETE', `shipping/${shippingId}`);
      await context.close();
    }
  });

  test('an admin finds an order by its number, reads it, and marks it paid, shipped and completed', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await apiToken(request);
    const id = uid();
    const { order, shippingId } = await placeOrder(request, token, id);
    try {
      const [line] = order.lines;
      expect(order).toMatchObject({ shipping_total: 3000, grand_total: order.subtotal + 3000 });

      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/admin\/order$/);
      await expect(page.getByRole('columnheader')).toHaveText(['Order number', 'Email', 'Status', 'Items', 'Total', 'Placed', 'Actions']);
      await page.getByPlaceholder('Search').fill(order.number);
      const row = page.getByRole('row', { name: new RegExp(order.number) });
      await expect(row).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(row).toContainText(order.email);
      await expect(row).toContainText('Pending');
      await expect(row).toContainText(hk(order.grand_total));
      // The status and date filters keep it.
      await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Pending');
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('Placed from').fill(today);
      await page.getByLabel('Placed until').fill(today);
      await expect(row).toBeVisible();
      await expect(page).toHaveURL(/created_from/);
      await page.screenshot({ path: `${shots}/admin-orders-list.png`, fullPage: true });

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
      await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary', exact: true });
      const status = summary.locator('dd [data-status]');
      await expect(summary).toContainText(order.email);
      await expect(status).toHaveText('Pending');
      // Lines and totals.
      const lines = page.getByRole('region', { name: 'Items', exact: true });
      const lineRow = lines.getByRole('table', { name: 'Ordered items' }).getByRole('row').filter({ hasText: line.name });
      for (const text of [line.name, line.options, line.sku, hk(line.unit_price), hk(line.line_total)]) await expect(lineRow).toContainText(text);
      await expect(page.getByTestId('total-subtotal')).toContainText(hk(order.subtotal));
      await expect(page.getByTestId('total-discounts')).toContainText('HK$0.00');
      await expect(page.getByTestId('total-shipping')).toContainText(`Shipping (Courier ${id})`);
      await expect(page.getByTestId('total-shipping')).toContainText('HK$30.00');
      await expect(page.getByTestId('total-grand')).toContainText(hk(order.grand_total));
      await expect(page.getByTestId('display-currency')).toHaveText('The shopper saw prices in HKD');
      // Addresses and payment.
      await expect(page.getByRole('region', { name: 'Shipping address', exact: true })).toContainText('Mei Chan');
      await expect(page.getByRole('region', { name: 'Shipping address', exact: true })).toContainText('Hong Kong');
      await expect(page.getByRole('region', { name: 'Billing address', exact: true })).toContainText('+852 2345 6789');
      await expect(page.getByRole('region', { name: 'Payment and shipping', exact: true })).toContainText('Bank transfer');
      await expect(page.getByTestId('payment-instructions')).toHaveText(order.payment.instructions);
      // History: placed by the guest.
      const history = page.getByTestId('order-history').getByRole('listitem');
      await expect(history).toHaveCount(1);
      await expect(history.first()).toContainText(`Guest ${order.email}`);
      await expect(page.getByRole('group', { name: 'Change status' }).getByRole('button')).toHaveText([
        'Paid',
        'Canceled',
        'Payment under review',
        'Payment rejected',
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // Paid with a comment, shipped, completed: each step in the history.
      await move(page, 'Paid', 'Transfer received, HSBC ref 7781');
      await expect(status).toHaveText('Paid');
      await expect(page.getByRole('group', { name: 'Change status' }).getByRole('button')).toHaveText(['Shipped', 'Refunded', 'Canceled']);
      const paid = page.locator('[data-testid="order-history"] li[data-to-status="paid"]');
      await expect(paid).toContainText('Pending');
      await expect(paid).toContainText('Paid');
      await expect(paid).toContainText('Demo Admin');
      await expect(paid).toContainText('Transfer received, HSBC ref 7781');

      await move(page, 'Shipped', 'SF Express 9876543210');
      await expect(status).toHaveText('Shipped');
      await expect(page.locator('[data-testid="order-history"] li[data-to-status="shipped"]')).toContainText('SF Express 9876543210');

      await move(page, 'Completed');
      await expect(status).toHaveText('Completed');
      await expect(page.getByRole('group', { name: 'Change status' }).getByRole('button')).toHaveText(['Refunded']);
      await expect(page.locator('[data-testid="order-history"] li[data-to-status="completed"]')).toContainText('Shipped');

      // A comment of its own.
      await page.getByLabel('Add a comment').fill('Customer confirmed delivery by phone');
      await page.getByRole('button', { name: 'Add comment' }).click();
      await saved(page);
      await expect(page.getByLabel('Add a comment')).toHaveValue('');
      await expect(history).toHaveCount(5);
      await expect(history.last()).toContainText('Customer confirmed delivery by phone');
      await page.screenshot({ path: `${shots}/admin-orders-show.png`, fullPage: true });

      const after = await api<{ status: string; history: { from_status: string | null; to_status: string | null; comment: string; actor: string }[] }>(
        request,
        token,
        'GET',
        `order/${order.id}`,
      );
      expect(after.status).toBe('completed');
      expect(after.history.map((h) => [h.from_status, h.to_status, h.comment])).toEqual([
        [null, 'pending', ''],
        ['pending', 'paid', 'Transfer received, HSBC ref 7781'],
        ['paid', 'shipped', 'SF Express 9876543210'],
        ['shipped', 'completed', ''],
        [null, null, 'Customer confirmed delivery by phone'],
      ]);

      // Back in the list, the "Pending" filter chosen earlier no longer finds it; the order number alone does, completed.
      await menu(page).getByRole('menuitem', { name: 'Orders' }).click();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
      await expect(page.getByRole('row', { name: new RegExp(order.number) })).toHaveCount(0);
      await page.goto(`/admin/order?filter=${encodeURIComponent(JSON.stringify({ q: order.number }))}`);
      await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText('Completed');
    } finally {
      await api(request, token, 'DELETE', `shipping/${shippingId}`);
      await context.close();
    }
  });

  test('in zh-HK the order screen names the statuses in Chinese, and a refused move shows "Submit Fail"', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await apiToken(request);
    const id = uid();
    const { order, shippingId } = await placeOrder(request, token, id);
    try {
      // An account of its own: the language chosen is saved on the admin.
      const email = `orders-${id}@e2e.test`;
      await api(request, token, 'POST', 'account', { name: `Sales ${id}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: 1 });
      await logIn(page, email, PASSWORD);
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: '繁體中文' }).click();
      const zhMenu = menu(page, '主選單');
      await expect(zhMenu.getByRole('menu', { name: '銷售' }).getByRole('menuitem')).toHaveText(['訂單']);
      await expect(zhMenu.getByRole('menuitem', { name: '付款方式' })).toBeVisible();
      await expect(zhMenu.getByRole('menuitem', { name: '送貨方式' })).toBeVisible();

      await zhMenu.getByRole('menuitem', { name: '訂單' }).click();
      await page.getByPlaceholder('搜尋').fill(order.number);
      const row = page.getByRole('row', { name: new RegExp(order.number) });
      await expect(row).toContainText('待付款');
      await expect(page.getByRole('columnheader', { name: '訂單編號' })).toBeVisible();
      await row.click();

      await expect(page.getByRole('heading', { name: `訂單 ${order.number}`, level: 1 })).toBeVisible();
      const status = page.getByRole('region', { name: '摘要', exact: true }).locator('dd [data-status]');
      await expect(status).toHaveText('待付款');
      await expect(page.getByRole('group', { name: '更改狀態' }).getByRole('button')).toHaveText(['已付款', '已取消', '付款審核中', '付款被拒']);
      await expect(page.getByTestId('order-history')).toContainText('已下單：');
      await expect(page.getByRole('region', { name: '貨品', exact: true })).toBeVisible();
      await expect(page.getByTestId('total-grand')).toContainText('總額');
      await expect(page.getByRole('region', { name: '付款及送貨', exact: true })).toContainText('銀行轉賬');
      await expect(page.getByRole('region', { name: '送貨地址', exact: true })).toContainText('香港');
      const text = await page.locator('main').innerText();
      for (const word of ['Pending', 'Paid', 'Canceled', 'Payment', 'Change status', 'History', 'Subtotal', 'Shipping', 'Bank transfer']) {
        expect(text, `"${word}" left in English`).not.toContain(word);
      }
      await page.screenshot({ path: `${shots}/admin-orders-show-zh-HK.png`, fullPage: true });

      // Canceled meanwhile (another admin): the page still offers "paid"; the server refuses it.
      await api(request, token, 'POST', `order/${order.id}/status`, { status: 'canceled', comment: 'Shopper asked to cancel' });
      await page.getByRole('group', { name: '更改狀態' }).getByRole('button', { name: '已付款', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '將狀態改為「已付款」' });
      await dialog.getByRole('button', { name: '更改狀態' }).click();
      const fail = page.getByRole('alertdialog', { name: '提交失敗' });
      await expect(fail).toBeVisible();
      await expect(fail).toContainText('訂單不可由「已取消」改為「已付款」');
      await fail.getByRole('button', { name: '確定' }).click();
      // The page shows the order as it now is.
      await expect(status).toHaveText('已取消');
      await expect(page.getByText('此為最終狀態，訂單不可再更改。')).toBeVisible();
      await expect(page.locator('[data-testid="order-history"] li[data-to-status="canceled"]')).toContainText('Shopper asked to cancel');
    } finally {
      await api(request, token, 'DELETE', `shipping/${shippingId}`);
      await context.close();
    }
  });

  test('an admin who may only view orders reads them without status buttons or comment box, and reaches no checkout settings', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await apiToken(request);
    const id = uid();
    const { order, shippingId } = await placeOrder(request, token, id);
    try {
      const role = await api<{ id: number }>(request, token, 'POST', 'role', { name: `Order reader ${id}`, permissions: ['order.list', 'order.view'] });
      const email = `reader-${id}@e2e.test`;
      await api(request, token, 'POST', 'account', { name: `Reader ${id}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: role.id });
      await logIn(page, email, PASSWORD);
      await expect(menu(page).getByRole('menuitem')).toHaveText(['Orders']);
      await menu(page).getByRole('menuitem', { name: 'Orders' }).click();
      await page.getByPlaceholder('Search').fill(order.number);
      await page.getByRole('row', { name: new RegExp(order.number) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
      await expect(page.getByRole('region', { name: 'Summary', exact: true }).locator('dd [data-status]')).toHaveText('Pending');
      await expect(page.getByTestId('order-history').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('group', { name: 'Change status' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
      for (const forbidden of ['/admin/shipping', '/admin/shipping/create', '/admin/payment', '/admin/payment/edit/stripe']) {
        await page.goto(forbidden);
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
      }
    } finally {
      await api(request, token, 'DELETE', `shipping/${shippingId}`);
      await context.close();
    }
  });

  test('the order and shipping screens fit a 390 px phone', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, { width: 390, height: 844 });
    const token = await apiToken(request);
    const { order, shippingId } = await placeOrder(request, token, uid());
    try {
      await openAsAdmin(page);
      await page.goto(`/admin/order?filter=${encodeURIComponent(JSON.stringify({ q: order.number }))}`);
      await expect(page.getByText(order.number)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto(`/admin/order/${order.id}`);
      await expect(page.getByRole('region', { name: 'Summary', exact: true }).locator('dd [data-status]')).toHaveText('Pending');
      await expect(page.getByRole('group', { name: 'Change status' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/admin-orders-show-mobile.png`, fullPage: true });
      await page.goto(`/admin/shipping/edit/${shippingId}`);
      await expect(page.getByLabel('Flat rate')).toHaveValue('30.00');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await api(request, token, 'DELETE', `shipping/${shippingId}`);
      await context.close();
    }
  });
});
