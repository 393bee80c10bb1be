import { expect, test, type Page } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, closeSaved as saved, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The back office's promotions in Chromium against the real server on the demo shop: an admin opens
 * /admin/promotion, creates a 10% coupon and a free-shipping promotion (with a code of its own, so
 * that it applies to no cart of another spec) through the list's type menu, finds both in the list,
 * changes the coupon's percent, and meets the admin home at a create page without a type. The
 * promotions are deleted through the API at the end. Screenshots in test-results/screenshots/admin-promotions-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.0.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.0';
const VIEWPORT = { width: 1366, height: 900 };

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** From the list, Create and the type's entry of its menu. */
async function createOfType(page: Page, type: string, param: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menu', { name: 'Type of promotion to create' }).getByRole('menuitem', { name: type, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/promotion/create\\?promotion_type=${param}$`));
  await expect(page.getByTestId('promotion-type')).toHaveText(type);
}

test.describe('the back office promotions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a 10% coupon and a free-shipping promotion, finds them in the list and changes the coupon', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid().toUpperCase();
    const couponCode = `E2E-${id}`;
    const shippingCode = `E2E-SHIP-${id}`;
    const made: number[] = [];
    try {
      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Promotions' }).click();
      await expect(page).toHaveURL(/\/admin\/promotion$/);
      // With no promotion yet the empty page offers the same menu of types.
      await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A coupon: 10% off the whole order.
      await createOfType(page, 'Coupon', 'coupon');
      await page.getByLabel('Code').fill(couponCode.toLowerCase());
      await expect(page.getByLabel('Code')).toHaveValue(couponCode);
      await page.getByLabel('Name (English)').fill(`Ten off ${id}`);
      await page.getByLabel('Name (Traditional Chinese)').fill(`九折 ${id}`);
      await page.getByLabel('Name (Simplified Chinese)').fill(`九折 ${id}`);
      await expect(page.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
      await page.getByLabel('Percent off').fill('10');
      await expect(page.getByRole('combobox', { name: 'Applies to' })).toHaveText('Whole order');
      // Only what a coupon uses: no quantities of buy X get Y.
      await expect(page.getByLabel('Buy (X)')).toHaveCount(0);
      await page.screenshot({ path: `${shots}/admin-promotions-coupon-create.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/promotion\/edit\/\d+$/);
      const couponId = Number(page.url().split('/').pop());
      made.push(couponId);
      expect(await api(request, token, 'GET', `promotion/${couponId}`)).toMatchObject({
        promotion_type: 'coupon',
        code: couponCode,
        name: { en_us: `Ten off ${id}`, zh_hk: `九折 ${id}`, zh_cn: `九折 ${id}` },
        enabled: true,
        discount_kind: 'percentage',
        discount_value: 10,
        target: 'order',
        target_ids: [],
        min_spend: 0,
        usage_limit: null,
        priority: 0,
        combinable: true,
      });

      // Free shipping over HK$500.00, with a code so it applies to no other spec's cart.
      await menu(page).getByRole('menuitem', { name: 'Promotions' }).click();
      await createOfType(page, 'Free shipping', 'free_shipping');
      await expect(page.getByLabel('Percent off')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Applies to' })).toHaveCount(0);
      await page.getByLabel('Code').fill(shippingCode);
      await page.getByLabel('Name (English)').fill(`Free delivery ${id}`);
      await page.getByLabel('Minimum spend').fill('500');
      await page.getByLabel('Usage limit').fill('100');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/promotion\/edit\/\d+$/);
      const shippingId = Number(page.url().split('/').pop());
      made.push(shippingId);
      expect(await api(request, token, 'GET', `promotion/${shippingId}`)).toMatchObject({
        promotion_type: 'free_shipping',
        code: shippingCode,
        name: { en_us: `Free delivery ${id}` },
        min_spend: 50000,
        usage_limit: 100,
      });
      await expect(page.getByLabel('Minimum spend')).toHaveValue('500.00');

      // Both in the list, found by the run's id.
      await menu(page).getByRole('menuitem', { name: 'Promotions' }).click();
      await page.getByPlaceholder('Search').fill(id);
      const coupon = page.getByRole('row', { name: new RegExp(couponCode) });
      const shipping = page.getByRole('row', { name: new RegExp(shippingCode) });
      await expect(coupon).toBeVisible();
      await expect(shipping).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(3);
      await expect(page.getByRole('columnheader')).toHaveText(['Code', 'Name', 'Type', 'Discount', 'Starts', 'Ends', 'Used', 'Priority', 'Enabled', 'Actions']);
      await expect(coupon).toContainText(`Ten off ${id}`);
      await expect(coupon).toContainText('Coupon');
      await expect(coupon).toContainText('10% off');
      await expect(coupon).toContainText('0 / ∞');
      await expect(shipping).toContainText('Free shipping · spend HK$500.00 or more');
      await expect(shipping).toContainText('0 / 100');
      await page.screenshot({ path: `${shots}/admin-promotions-list.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The coupon takes 15% from now on.
      await coupon.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/promotion/edit/${couponId}$`));
      await expect(page.getByTestId('promotion-type')).toHaveText('Coupon');
      await expect(page.getByLabel('Code')).toHaveValue(couponCode);
      await expect(page.getByLabel('Percent off')).toHaveValue('10');
      await page.getByLabel('Percent off').fill('15');
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api(request, token, 'GET', `promotion/${couponId}`)).toMatchObject({
        promotion_type: 'coupon',
        code: couponCode,
        discount_kind: 'percentage',
        discount_value: 15,
      });
      await menu(page).getByRole('menuitem', { name: 'Promotions' }).click();
      await page.getByPlaceholder('Search').fill(couponCode);
      await expect(page.getByRole('row', { name: new RegExp(couponCode) })).toContainText('15% off');

      // A create page without a type leads to the admin home.
      await page.goto('/admin/promotion/create');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto('/admin/promotion/create?promotion_type=half_price');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      // No other spec meets these promotions.
      for (const promotionId of made) await api(request, token, 'DELETE', `promotion/${promotionId}`);
      await context.close();
    }
  });
});
