import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminToken, logIn, session } from './admin-session';

/**
 * Staff take a phone order at /admin/order/create, in Chromium against the real server on the demo
 * shop: a guest email, one demo stock picked by its product name, a Hong Kong address, a shipping
 * method of the test's own (offered only once the address's country delivers there) and bank
 * transfer; saved, the new order's page shows it pending. A clerk holding only order.create (and
 * order.view) takes one for a customer from the customer's address book, and a clerk reading the
 * back office in zh-HK meets the server's refusal of an address in Chinese.
 * Screenshots in test-results/screenshots/admin-order-create*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 192.0.2.x. */
const NETWORK = '192.0.2';
const VIEWPORT = { width: 1366, height: 900 };
/** A demo product: Bamboo Tea Tray. */
const PRODUCT = 'Bamboo Tea Tray';

const PASSWORD = 'e2e-password-2026';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Shipping methods of the test's own: a courier to Hong Kong and a ferry to Macao. */
async function shippingMethods(request: APIRequestContext, token: string, id: string): Promise<{ courier: number; ferry: number }> {
  const courier = await api<{ id: number }>(request, token, 'POST', 'shipping', {
    name: { en_us: `Phone courier ${id}`, zh_hk: `電話速遞 ${id}`, zh_cn: `电话快递 ${id}` },
    enabled: true,
    flat_rate: 3000,
    countries: ['HK'],
  });
  const ferry = await api<{ id: number }>(request, token, 'POST', 'shipping', {
    name: { en_us: `Macao ferry ${id}`, zh_hk: `澳門船運 ${id}`, zh_cn: `澳门船运 ${id}` },
    enabled: true,
    flat_rate: 5000,
    free_over: 100000,
    countries: ['MO'],
  });
  return { courier: courier.id, ferry: ferry.id };
}

/** A back-office account of its own, with a role holding exactly these permissions. */
async function clerk(request: APIRequestContext, token: string, id: string, permissions: string[], language = 'en_us'): Promise<string> {
  const role = await api<{ id: number }>(request, token, 'POST', 'role', { name: `Phone orders ${id}`, permissions });
  const email = `clerk-${id}@e2e.test`;
  await api(request, token, 'POST', 'account', { name: `Clerk ${id}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: role.id, language });
  return email;
}

test.describe('a phone order taken in the back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates an order for a guest email with one stock and bank transfer, and lands on it pending', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const email = `phone-${id}@e2e.test`;
    const methods = await shippingMethods(request, token, id);
    let orderId: number | undefined;
    try {
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await page.goto('/admin/order');
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/order\/create$/);

      // The language of the order mails: the shop's main language until a customer is picked.
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English (English)');
      await page.getByRole('combobox', { name: 'Language' }).click();
      await expect(page.getByRole('option')).toHaveText(['English (English)', '繁體中文 (Traditional Chinese)', '简体中文 (Simplified Chinese)']);
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      const stock = page.getByRole('combobox', { name: /Product \(name or SKU\)/ });
      await stock.fill(PRODUCT);
      await page.locator('[role="option"]:not([aria-disabled="true"])', { hasText: PRODUCT }).first().click();
      await expect(stock).toHaveValue(new RegExp(PRODUCT));

      await page.getByLabel('First name').fill('Mei');
      await page.getByLabel('Last name').fill('Chan');
      await page.getByLabel('Contact number').fill('+852 2345 6789');
      await page.getByRole('textbox', { name: /^Address/ }).fill('1 Queen’s Road Central');
      // No country yet: every method on offer; Hong Kong: only those that deliver there.
      const shipping = page.getByRole('combobox', { name: 'Shipping method' });
      await shipping.click();
      await expect(page.getByRole('option', { name: new RegExp(`^Macao ferry ${id} · `) })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Country' }).fill('Hong Kong');
      await page.getByRole('option', { name: 'Hong Kong (HK)' }).click();
      await expect(page.getByText('The methods that deliver to Hong Kong')).toBeVisible();
      await shipping.click();
      await expect(page.getByRole('option', { name: new RegExp(`^Macao ferry ${id}`) })).toHaveCount(0);
      await page.getByRole('option', { name: `Phone courier ${id} · HK$30.00`, exact: true }).click();
      await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveText('Bank transfer');
      await page.getByRole('textbox', { name: 'Add a comment' }).fill('Taken by phone');
      await page.screenshot({ path: `${shots}/admin-order-create.png`, fullPage: true });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
      orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByText('Pending').first()).toBeVisible();
      const order = await api<{
        status: string;
        email: string;
        payment: { code: string };
        lines: { name: string; quantity: number }[];
        history: { actor: string; comment: string }[];
      }>(request, token, 'GET', `order/${orderId}`);
      expect(order).toMatchObject({
        status: 'pending',
        email,
        payment: { code: 'bank_transfer' },
        lines: [{ name: PRODUCT, quantity: 1 }],
        history: [{ comment: 'Taken by phone' }],
      });
    } finally {
      // Give the reserved unit back and leave the demo checkout as it was.
      if (orderId) await api(request, token, 'POST', `order/${orderId}/status`, { status: 'canceled' });
      await api(request, token, 'DELETE', `shipping/${methods.courier}`);
      await api(request, token, 'DELETE', `shipping/${methods.ferry}`);
      await context.close().catch(() => undefined);
    }
  });

  test("a clerk holding only order.create takes an order for a customer from the customer's address book, with the methods that deliver to the address chosen", async ({
    browser,
  }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const methods = await shippingMethods(request, token, id);
    const customerEmail = `book-${id}@e2e.test`;
    const registered = await request.post('/api/register', {
      data: { email: customerEmail, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Siu', last_name: 'Ming', language: 'zh_hk' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const shopper = { Authorization: `Bearer ${(await registered.json()).token as string}` };
    // The first address is the default one; the second is in Macao.
    const home = { first_name: 'Siu', last_name: 'Ming', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
    const office = { first_name: 'Siu', last_name: 'Ming', country: 'MO', contact_number: '+853 2888 1234', address: 'Avenida da Praia Grande 1' };
    for (const address of [home, office]) expect((await request.post('/api/address', { headers: shopper, data: address })).status()).toBe(201);
    const clerkEmail = await clerk(request, token, id, ['order.create', 'order.view']);
    let orderId: number | undefined;
    try {
      await logIn(page, clerkEmail, PASSWORD);
      await page.goto('/admin/order/create');
      await page.getByRole('radio', { name: 'A customer account' }).check();
      const customer = page.getByRole('combobox', { name: /^Customer/ });
      await customer.fill(customerEmail);
      await page.getByRole('option', { name: `Siu Ming <${customerEmail}>` }).click();
      // The customer's language, and their default shipping address with the methods that deliver there.
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('繁體中文 (Traditional Chinese)');
      const shipTo = page.getByRole('combobox', { name: 'Ship to' });
      await expect(shipTo).toHaveText('Siu Ming, 1 Queen’s Road Central, Hong Kong · +852 2345 6789 (default)');
      await expect(page.getByLabel('First name')).toHaveCount(0);
      const shipping = page.getByRole('combobox', { name: 'Shipping method' });
      await shipping.click();
      await expect(page.getByRole('option', { name: new RegExp(`^Macao ferry ${id}`) })).toHaveCount(0);
      await page.getByRole('option', { name: `Phone courier ${id} · HK$30.00`, exact: true }).click();

      // Another address of the book: the list is read again for Macau, and the courier is no choice any more.
      await shipTo.click();
      await expect(page.getByRole('option')).toHaveText([
        'Siu Ming, 1 Queen’s Road Central, Hong Kong · +852 2345 6789 (default)',
        'Siu Ming, Avenida da Praia Grande 1, Macau · +853 2888 1234',
        'A new address',
      ]);
      await page.getByRole('option', { name: /Avenida da Praia Grande/ }).click();
      await expect(page.getByText('The methods that deliver to Macau')).toBeVisible();
      await expect(shipping).not.toHaveText(new RegExp(`Phone courier ${id}`));
      await shipping.click();
      await expect(page.getByRole('option', { name: new RegExp(`^Phone courier ${id}`) })).toHaveCount(0);
      await page.getByRole('option', { name: `Macao ferry ${id} · HK$50.00, free from HK$1000.00`, exact: true }).click();

      const stock = page.getByRole('combobox', { name: /Product \(name or SKU\)/ });
      await stock.fill(PRODUCT);
      await page.locator('[role="option"]:not([aria-disabled="true"])', { hasText: PRODUCT }).first().click();
      await page.getByRole('combobox', { name: 'Payment method' }).click();
      await page.getByRole('option', { name: 'Cash on delivery' }).click();
      await page.screenshot({ path: `${shots}/admin-order-create-customer.png`, fullPage: true });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
      orderId = Number(new URL(page.url()).pathname.split('/').pop());
      const order = await api<Record<string, unknown>>(request, token, 'GET', `order/${orderId}`);
      expect(order).toMatchObject({
        status: 'pending',
        email: customerEmail,
        language: 'zh_hk',
        shipping_method: `澳門船運 ${id}`,
        shipping_total: 5000,
        payment: { code: 'cash_on_delivery' },
        shipping_address: office,
        billing_address: office,
        history: [{ actor: `Clerk ${id}` }],
      });
    } finally {
      if (orderId) await api(request, token, 'POST', `order/${orderId}/status`, { status: 'canceled' });
      await api(request, token, 'DELETE', `shipping/${methods.courier}`);
      await api(request, token, 'DELETE', `shipping/${methods.ferry}`);
      await context.close().catch(() => undefined);
    }
  });

  test('a clerk reading the back office in zh-HK sees the refusal of a contact number in Chinese, on its field and in the dialog', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const methods = await shippingMethods(request, token, id);
    const clerkEmail = await clerk(request, token, id, ['order.create', 'order.view'], 'zh_hk');
    try {
      await logIn(page, clerkEmail, PASSWORD);
      await page.goto('/admin/order/create');
      await expect(page.getByRole('combobox', { name: '語言' })).toHaveText('English (英文)');
      await page.getByRole('textbox', { name: '電郵' }).fill(`refused-${id}@e2e.test`);
      // Found by its English name, shown in the interface language.
      await page.getByRole('combobox', { name: /產品（名稱或 SKU）/ }).fill(PRODUCT);
      await page.locator('[role="option"]:not([aria-disabled="true"])', { hasText: '竹製茶盤' }).first().click();
      await expect(page.getByRole('spinbutton', { name: '數量' })).toHaveValue('1');
      await page.getByLabel('名字').fill('美');
      await page.getByLabel('姓氏').fill('陳');
      await page.getByLabel('聯絡電話').fill('call me');
      await page.getByRole('textbox', { name: /^地址/ }).fill('中環皇后大道中 1 號');
      await page.getByRole('combobox', { name: '國家／地區' }).fill('香港');
      await page.getByRole('option', { name: '香港 (HK)' }).click();
      await page.getByRole('combobox', { name: '送貨方式' }).click();
      await page.getByRole('option', { name: `電話速遞 ${id} · HK$30.00`, exact: true }).click();
      await page.getByRole('button', { name: '儲存' }).click();

      const refusal = '聯絡電話須為電話號碼（數字、空格、+、-、括號）';
      const dialog = page.getByTestId('feedback-dialog');
      await expect(dialog.getByRole('heading', { name: '新增失敗' })).toBeVisible();
      await expect(dialog).toContainText(refusal);
      await dialog.getByRole('button', { name: '確定' }).click();
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(page.getByText('must be a phone number')).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/order\/create$/);
      await page.screenshot({ path: `${shots}/admin-order-create-zh-HK.png`, fullPage: true });
      // Nothing was ordered.
      expect(await api<unknown[]>(request, token, 'GET', `order?filter=${encodeURIComponent(JSON.stringify({ q: `refused-${id}` }))}`)).toEqual([]);
    } finally {
      await api(request, token, 'DELETE', `shipping/${methods.courier}`);
      await api(request, token, 'DELETE', `shipping/${methods.ferry}`);
      await context.close().catch(() => undefined);
    }
  });
});
