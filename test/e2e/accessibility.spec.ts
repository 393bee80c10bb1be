import AxeBuilder from '@axe-core/playwright';
import { expect, Page, test } from './fixtures';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.shop';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'demo-admin-2026';

/**
 * Serious and critical axe findings (WCAG 2 A and AA rules) on the page as it stands, with the rule
 * axe still calls experimental that Lighthouse runs: a control's name holds its visible label (WCAG 2.5.3).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.describe('no serious accessibility violations (axe)', () => {
  const storefront: [string, string][] = [
    ['home', '/'],
    ['login', '/login'],
    ['register', '/register'],
    ['password reset', '/password/reset'],
    ['category', '/category/tea-coffee'],
    ['product', '/product/apple-wood-chopping-board'],
    ['search', '/search/%E8%8C%B6'],
  ];
  for (const [name, path] of storefront) {
    for (const language of ['en-US', 'zh-HK']) {
      test(`storefront ${name} in ${language}`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        // And as a phone lays it out (the header shows the cart's word there, among others).
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('back office screens', async ({ page }) => {
    // Six screens, each loaded and scanned: axe on the configuration screen alone takes seconds on two busy cores.
    test.setTimeout(180_000);
    await page.goto('/admin/login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/admin/dashboard', '/admin/role', '/admin/role/edit/1', '/admin/account', '/admin/configuration', '/admin/mailbox']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const found = await seriousViolations(page);
      expect({ path, found }).toEqual({ path, found: [] });
    }
  });
});
