import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The storefront's pages arrive rendered by the server and come alive when the browser has hydrated
 * them (the App marks <html data-live>). A shopper's early tap on a link still works, but a test that
 * types or picks before that would act on a page that does not answer yet, so every storefront page
 * a test opens is awaited until it is live.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const storefront = !new URL(page.url()).pathname.startsWith('/admin') && /html/.test(response?.headers()['content-type'] ?? '');
      if (storefront) await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
      return response;
    };
    await use(page);
  },
});
