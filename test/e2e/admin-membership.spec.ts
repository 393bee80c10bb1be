import { expect, test } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, closeSaved as saved, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The back office's membership tiers in Chromium against the real server on the demo shop: an admin
 * opens /admin/membership, creates a tier "Gold" (spend HK$500.00, 10% off, validity 365 days),
 * finds it in the list, changes its points rate, and finds it offered in a new coupon's tiers picker.
 * The tier is deleted through the API at the end (a tier with a discount left behind would change
 * other specs' members' carts). Screenshots in test-results/screenshots/admin-membership-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.1.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.1';
const VIEWPORT = { width: 1366, height: 900 };

test.describe('the back office membership tiers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a Gold tier, finds it in the list, changes it and picks it on a coupon', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    let tierId: number | undefined;
    try {
      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Membership tiers' }).click();
      await expect(page).toHaveURL(/\/admin\/membership$/);
      await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Gold: HK$500.00 paid within the default 365 days, 10% off, lasting 365 days.
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/membership\/create$/);
      await expect(page.getByRole('switch', { name: 'Enabled' })).toBeChecked();
      await page.getByLabel('Name (English)').fill('Gold');
      await page.getByLabel('Name (Traditional Chinese)').fill('金卡');
      await page.getByLabel('Name (Simplified Chinese)').fill('金卡');
      await page.getByLabel('Spend to reach').fill('500');
      await expect(page.getByRole('spinbutton', { name: 'Period', exact: true })).toHaveValue('365');
      await page.getByRole('spinbutton', { name: 'Discount', exact: true }).fill('10');
      await page.getByRole('spinbutton', { name: 'Validity', exact: true }).fill('365');
      await page.screenshot({ path: `${shots}/admin-membership-create.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/membership\/edit\/\d+$/);
      tierId = Number(page.url().split('/').pop());
      expect(await api(request, token, 'GET', `membership/${tierId}`)).toMatchObject({
        name: { en_us: 'Gold', zh_hk: '金卡', zh_cn: '金卡' },
        enabled: true,
        min_spend: 50000,
        period_days: 365,
        discount_percent: 10,
        points_rate: 0,
        validity_days: 365,
        order: 0,
        members: 0,
      });
      await expect(page.getByLabel('Spend to reach')).toHaveValue('500.00');

      // In the list: the spend in money, the discount in percent.
      await menu(page).getByRole('menuitem', { name: 'Membership tiers' }).click();
      await expect(page).toHaveURL(/\/admin\/membership$/);
      await expect(page.getByRole('columnheader')).toHaveText([
        'ID',
        'Name',
        'Spend to reach',
        'Period',
        'Discount',
        'Points per dollar',
        'Validity',
        'Members',
        'Enabled',
        'Sort order',
        'Actions',
      ]);
      const gold = page.getByRole('row').filter({ has: page.locator(`a[href$="/membership/edit/${tierId}"]`) });
      await expect(gold).toBeVisible();
      await expect(gold).toContainText('Gold');
      await expect(gold).toContainText('HK$500.00');
      await expect(gold).toContainText('10%');
      await expect(gold).toContainText('365 days');
      await page.screenshot({ path: `${shots}/admin-membership-list.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Gold earns 1.5 points per dollar from now on.
      await gold.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/membership/edit/${tierId}$`));
      await expect(page.getByLabel('Name (English)')).toHaveValue('Gold');
      await expect(page.getByRole('spinbutton', { name: 'Discount', exact: true })).toHaveValue('10');
      await page.getByRole('spinbutton', { name: 'Points per dollar', exact: true }).fill('1.5');
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api(request, token, 'GET', `membership/${tierId}`)).toMatchObject({
        name: { en_us: 'Gold' },
        min_spend: 50000,
        discount_percent: 10,
        points_rate: 1.5,
        validity_days: 365,
      });

      // A new coupon offers Gold among the tiers it can be limited to.
      await page.goto('/admin/promotion/create?promotion_type=coupon');
      await expect(page.getByTestId('promotion-type')).toHaveText('Coupon');
      const tiers = page.getByRole('combobox', { name: 'Membership tiers' });
      await expect(tiers).toBeVisible();
      await expect(page.getByText('Empty: everyone')).toBeVisible();
      await tiers.click();
      await expect(page.getByRole('option', { name: 'Gold', exact: true }).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/admin-membership-coupon-tiers.png`, fullPage: true });
      await page.keyboard.press('Escape');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      // No other spec meets this tier.
      if (tierId) await api(request, token, 'DELETE', `membership/${tierId}`);
      await context.close();
    }
  });
});
