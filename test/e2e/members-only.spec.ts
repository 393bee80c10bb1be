import AxeBuilder from '@axe-core/playwright';
import { adminToken } from './admin-session';
import { expect, test, type APIRequestContext } from './fixtures';

/**
 * A members-only shop (member_only "1", spec §4) in Chromium against the real built server and the demo
 * shop: a guest sees the catalogue without prices and with a way to log in, cannot buy, and once logged
 * in is back on the product with its prices, also after a reload (the server renders pages without the
 * shopper's token, so the browser asks again). The browser specs run one at a time (workers: 1), so the
 * setting changes nothing for the others; it is put back however the test ends.
 */

const shots = 'test-results/screenshots';
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function setMemberOnly(request: APIRequestContext, value: '0' | '1'): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const saved = await request.put('/api/admin/config/shop', { headers, data: { member_only: value } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { member_only: string }).member_only).toBe(value);
}

test.describe('storefront: a members-only shop', () => {
  test('a guest browses without prices, logs in from the product and sees them', async ({ page, request }) => {
    const email = `members-${uid()}@example.com`;
    const password = 'members-password-1';
    const registered = await request.post('/api/register', {
      data: { email, password, password_confirmation: password, first_name: 'Ka', last_name: 'Yan', language: 'en_us' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await setMemberOnly(request, '1');
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      // A search: a note to log in above the cards, "Members' price" on each, and no price sort.
      await page.goto('/search/mug');
      await expect(page.getByTestId('members-only-prices')).toHaveText('Prices are shown to members. Log in to see prices');
      const card = page.getByTestId('product-card').filter({ hasText: 'Stoneware Mug' });
      await expect(card).toContainText("Members' price");
      await expect(card).not.toContainText('HK$');
      await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Best match', 'Newest', 'Name: A to Z', 'Name: Z to A']);

      await page.goto('/product/stoneware-mug');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
      const price = page.getByTestId('product-price');
      await expect(price).toHaveText('Log in to see prices');
      // Guests cannot buy in a members-only shop: no add button, no cart.
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await page.screenshot({ path: `${shots}/members-only-guest.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      await price.getByRole('link', { name: 'Log in to see prices' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      // Back on the product, now with its prices (HK$128.00 Medium, HK$148.00 Large) and the add button.
      await expect(page).toHaveURL(/\/product\/stoneware-mug$/);
      await expect(price).toContainText('HK$128.00');
      await expect(price).toContainText('HK$148.00');
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      // A reload is rendered by the server as a guest sees it; the browser asks again with the session.
      await page.reload();
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await expect(price).toContainText('HK$128.00');
      await page.goto('/search/mug');
      await expect(page.getByTestId('product-card').filter({ hasText: 'Stoneware Mug' })).toContainText('HK$128.00');
      await expect(page.getByTestId('members-only-prices')).toHaveCount(0);
      await page.screenshot({ path: `${shots}/members-only-member.png`, fullPage: true });
    } finally {
      await setMemberOnly(request, '0');
    }
  });
});
