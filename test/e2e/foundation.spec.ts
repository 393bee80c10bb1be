import { expect, test } from './fixtures';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.shop';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'demo-admin-2026';
const shots = 'test-results/screenshots';

test.describe('the served apps', () => {
  test('the storefront shows the demo shop name from the settings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour Goods');
    await expect(page).toHaveTitle('Home | Harbour Goods');
    await page.screenshot({ path: `${shots}/storefront-home.png`, fullPage: true });
  });

  test('an unknown storefront path still serves the storefront', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Harbour Goods' })).toBeVisible();
  });

  test('the demo admin logs in to the back office', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Welcome, Demo Admin')).toBeVisible();
  });

  test('the API answers JSON with messages, not the app shell', async ({ request }) => {
    const res = await request.get('/api/no-such-route');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ messages: ['Not found'] });
  });
});
