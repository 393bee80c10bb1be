import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminMenu as menu, adminToken, closeSaved, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The blog in Chromium against the real server on the demo shop: the menu's "Blog" opens the demo
 * blog category; staff write an article in a blog
 * category with the rich-text editor (bold text), then its zh-HK texts; the shopper reads it at
 * /blog/article/{url}, follows the breadcrumb to /blog/category/{url} and finds it there, in en-US and
 * zh-HK. Axe finds no serious or critical violation on the editor and the storefront pages.
 * Screenshots in test-results/screenshots/blog-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.17.x. */
const NETWORK = '198.18.17';
const VIEWPORT = { width: 1366, height: 900 };

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

test.describe('the blog', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('staff write an article in a category with the editor; the shopper reads it and finds it in its category, in en-US and zh-HK', async ({ browser }) => {
    const { page, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const title = `Brewing oolong ${id}`;
    const titleHk = `沖泡烏龍 ${id}`;
    const url = `brewing-oolong-${id}`;
    const category = await api<{ id: number; url: string }>(request, token, 'POST', 'blog/category', {
      title: `Tea notes ${id}`,
      url: `tea-notes-${id}`,
      description: '<p>Notes on tea.</p>',
    });
    await api(request, token, 'PUT', `blog/category/${category.id}?language=zh_hk`, { title: `茶記 ${id}` });
    let articleId: number | undefined;

    try {
      // The demo shop's menu links to its blog ("Blog", a blog_category item).
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(/\/blog\/category\/journal$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      await expect(page.getByRole('link', { name: 'Choosing a teapot' })).toBeVisible();

      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Blog articles' }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/article$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/article\/create$/);

      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
      await page.getByRole('combobox', { name: 'Categories' }).fill(`Tea notes ${id}`);
      await page.getByRole('option', { name: `Tea notes ${id}` }).click();
      await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Water just off the boil.');
      await page.getByRole('textbox', { name: 'Content', exact: true }).click();
      await page.keyboard.type('Rinse the leaves once. ');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Steep for one minute.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/blog-editor.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/article\/edit\/\d+$/);
      articleId = Number(page.url().split('/').pop());
      expect(await api(request, token, 'GET', `blog/article/${articleId}`)).toMatchObject({
        url,
        title,
        content: '<p>Rinse the leaves once. <strong>Steep for one minute.</strong></p>',
        category_ids: [category.id],
        published: true,
      });

      // The zh-HK texts of the same article.
      await page.getByRole('button', { name: '繁體中文' }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(titleHk);
      await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('水剛滾便可。');
      await page.getByRole('textbox', { name: 'Content', exact: true }).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('先溫杯，再沖泡一分鐘。');
      await page.getByRole('button', { name: 'Save' }).click();
      await closeSaved(page);
      expect(await api(request, token, 'GET', `blog/article/${articleId}?language=zh_hk`)).toMatchObject({
        title: titleHk,
        content: '<p>先溫杯，再沖泡一分鐘。</p>',
      });

      // The shopper reads it, in the shop's main language.
      await page.goto(`/blog/article/${url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.article-content strong')).toHaveText('Steep for one minute.');
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/blog-article.png`, fullPage: true });

      // ... and finds it in its category, through the breadcrumb.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: `Tea notes ${id}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${category.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tea notes ${id}`);
      await expect(page.getByText('Notes on tea.')).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/blog-category.png`, fullPage: true });

      // In zh-HK.
      await page.goto(`/blog/category/${category.url}?lang=zh_hk`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`茶記 ${id}`);
      await page.getByRole('link', { name: titleHk }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/article/${url}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHk);
      await expect(page.locator('.article-content')).toHaveText('先溫杯，再沖泡一分鐘。');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/blog-article-zh-hk.png`, fullPage: true });
    } finally {
      if (articleId) await api(request, token, 'DELETE', `blog/article/${articleId}`);
      await api(request, token, 'DELETE', `blog/category/${category.id}`);
    }
  });
});
