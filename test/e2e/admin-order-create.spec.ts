import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, session } from './admin-session';

/**
 * Staff take a phone order at /admin/order/create, in Chromium against the real server on the demo
 * shop: a guest email, one demo stock picked by its product name, a Hong Kong address, a shipping
 * method of the test's own and bank transfer; saved, the new order's page shows it pending.
 * Screenshot in test-results/screenshots/admin-order-create.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 192.0.2.x. */
const NETWORK = '192.0.2';
const VIEWPORT = { width: 1366, height: 900 };
/** A demo product: Bamboo Tea Tray. */
const PRODUCT = 'Bamboo Tea Tray';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api<T = Record<string, unknown>>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test.describe('a phone order taken in the back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates an order for a guest email with one stock and bank transfer, and lands on it pending', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const token = (await login.json()).token as string;
    const id = uid();
    const email = `phone-${id}@e2e.test`;
    const method = await api<{ id: number }>(request, token, 'POST', 'shipping', {
      name: { en_us: `Phone courier ${id}`, zh_hk: `電話速遞 ${id}`, zh_cn: `电话快递 ${id}` },
      enabled: true,
      flat_rate: 3000,
      countries: ['HK'],
    });
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

      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      const stock = page.getByRole('combobox', { name: /Product \(name or SKU\)/ });
      await stock.fill(PRODUCT);
      await page.locator('[role="option"]:not([aria-disabled="true"])', { hasText: PRODUCT }).first().click();
      await expect(stock).toHaveValue(new RegExp(PRODUCT));

      await page.getByLabel('First name').fill('Mei');
      await page.getByLabel('Last name').fill('Chan');
      await page.getByLabel('Contact number').fill('+852 2345 6789');
      await page.getByRole('textbox', { name: /^Address/ }).fill('1 Queen’s Road Central');
      await page.getByRole('combobox', { name: 'Country' }).fill('Hong Kong');
      await page.getByRole('option', { name: 'Hong Kong (HK)' }).click();

      await page.getByRole('combobox', { name: 'Shipping method' }).click();
      await page.getByRole('option', { name: `Phone courier ${id}`, exact: true }).click();
      await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveText('Bank transfer');
      await page.getByRole('textbox', { name: 'Add a comment' }).fill('Taken by phone');
      await page.screenshot({ path: `${shots}/admin-order-create.png`, fullPage: true });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
      orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByText('Pending').first()).toBeVisible();
      const order = await api<{ status: string; email: string; payment: { code: string }; lines: { name: string; quantity: number }[]; history: { actor: string; comment: string }[] }>(
        request,
        token,
        'GET',
        `order/${orderId}`,
      );
      expect(order).toMatchObject({ status: 'pending', email, payment: { code: 'bank_transfer' }, lines: [{ name: PRODUCT, quantity: 1 }], history: [{ comment: 'Taken by phone' }] });
    } finally {
      // Give the reserved unit back and leave the demo checkout as it was.
      if (orderId) await api(request, token, 'POST', `order/${orderId}/status`, { status: 'canceled' });
      await api(request, token, 'DELETE', `shipping/${method.id}`);
      await context.close().catch(() => undefined);
    }
  });
});
