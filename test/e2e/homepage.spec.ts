import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminMenu as menu, adminToken, closeSaved, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The homepage built without code, in Chromium against the real server on the demo shop: staff make a
 * slider of two slides (pictures uploaded, titles in three languages), then arrange the homepage:
 * the slider, a widget of new products, a block and a category's products, moving the block above the
 * category. Shoppers see the sections in that order in en-US, zh-HK and zh-CN; the slider moves on by
 * itself and stops on the pause button. Axe finds no serious or critical violation on the slide form,
 * the homepage screen and the storefront homepage. Screenshots in test-results/screenshots/homepage-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.21.x. */
const NETWORK = '198.18.21';
const VIEWPORT = { width: 1366, height: 900 };
/** A 320 x 96 PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAABgCAIAAADjKTx/AAABGUlEQVR42u3ToQ2EABAAQWpAIBAIBIIEzCsUCoVC0czLl0gk8iWSAqnjcpNMBZts8R1KIKhCAjAwYGDAwGBgwMCAgQEDg4EBAwMGhsQD/z4VEJSBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMg98TDUQlIHBwICBAQODgQEDAwYGDAwGBgwMGBgyD3zODRCUgcHAgIEBA4OBAQMDBgYMDAYGDAwYGDIPfC0tEJSBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMg/8XzsgKAODgQEDAwYGAwMGBgwMGBgMDBgYMDBkHvjeeiAoA4OBAQMDBgYDAwYGDAwYGAwMGBgwMGQe+NlHICgDg4EBAwMGBgMDBgYMDBgYDAwYGDAwJPYCsa023FXiGqoAAAAASUVORK5CYII=',
  'base64',
);

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

/** Makes a slide through the back-office form; its id. */
async function makeSlide(page: Page, title: string, order: number): Promise<number> {
  await page.goto('/admin/slider/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(`${title}: see what is new`);
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/category/new-arrivals');
  await page.getByRole('spinbutton', { name: 'Order' }).fill(String(order));
  await page.getByLabel('Desktop picture').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PICTURE });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/slider\/edit\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** The storefront homepage's section headings (h2), top to bottom. */
const sectionHeadings = (page: Page) => page.locator('main h2:not(.slide-title):not(.product-card-name)').allInnerTexts();

test.describe('the homepage built in the back office', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ actionTimeout: 20_000 });

  test('staff build a homepage with a slider of two slides, two widgets and a block; shoppers see it in en-US, zh-HK and zh-CN', async ({ browser }) => {
    const { page, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const before = await api<{ sections: { type: string; widget: string | null; data: object; titles: object }[] }>(request, token, 'GET', 'homepage');
    const demoSlides = (await api<{ id: number; enabled: boolean }[]>(request, token, 'GET', 'slider?range=[0,99]')).filter((s) => s.enabled);
    for (const slide of demoSlides) await api(request, token, 'PUT', `slider/${slide.id}`, { enabled: false });
    const identifier = `home-note-${id}`;
    const block = await api<{ id: number }>(request, token, 'POST', 'block', {
      identifier,
      title: 'A note from the shop',
      content: '<p>Free gift wrapping this week.</p>',
    });
    await api(request, token, 'PUT', `block/${block.id}?language=zh_hk`, { title: '店主的話', content: '<p>本週免費包裝禮物。</p>' });
    await api(request, token, 'PUT', `block/${block.id}?language=zh_cn`, { title: '店主的话', content: '<p>本周免费包装礼物。</p>' });
    const slides: number[] = [];

    try {
      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Sliders' }).click();
      await expect(page).toHaveURL(/\/admin\/slider$/);

      // Two slides; the first gets its own titles in zh-HK and zh-CN.
      slides.push(await makeSlide(page, `Spring tea ${id}`, 0));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '繁體中文' }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`春茶 ${id}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await closeSaved(page);
      await page.getByRole('button', { name: '简体中文' }).click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`春茶上市 ${id}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await closeSaved(page);
      await page.screenshot({ path: `${shots}/homepage-slide-form.png`, fullPage: true });
      slides.push(await makeSlide(page, `Kitchen week ${id}`, 1));

      // The homepage: the demo sections removed, then the slider, new products, a category and a block.
      await menu(page).getByRole('menuitem', { name: 'Homepage' }).click();
      await expect(page).toHaveURL(/\/admin\/homepage$/);
      const rows = page.getByTestId('homepage-section');
      const empty = page.getByText('No sections yet: the storefront shows its default homepage.');
      // The sections are read after the screen opens: count them once they are there (or the screen says there are none).
      await expect(rows.first().or(empty)).toBeVisible();
      while ((await rows.count()) > 0) await page.getByRole('button', { name: 'Remove section 1' }).click();
      await expect(empty).toBeVisible();
      await page.getByRole('button', { name: 'Add the slider' }).click();
      await expect(page.getByRole('button', { name: 'Add the slider' })).toBeDisabled();

      await page.getByRole('button', { name: 'Add a product widget' }).click();
      const fresh = rows.nth(1);
      await expect(fresh.getByRole('combobox', { name: 'Widget' })).toHaveText('New products');
      await fresh.getByRole('textbox', { name: 'Heading (English)' }).fill('Just in');
      await fresh.getByRole('textbox', { name: 'Heading (Traditional Chinese)' }).fill('新到貨品');
      await fresh.getByRole('textbox', { name: 'Heading (Simplified Chinese)' }).fill('新到商品');
      await fresh.getByRole('spinbutton', { name: 'Products shown' }).fill('4');

      await page.getByRole('button', { name: 'Add a product widget' }).click();
      const category = rows.nth(2);
      await category.getByRole('combobox', { name: 'Widget' }).click();
      await page.getByRole('option', { name: 'A category' }).click();
      await category.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'New Arrivals' }).click();
      await category.getByRole('spinbutton', { name: 'Products shown' }).fill('4');

      await page.getByRole('button', { name: 'Add a block' }).click();
      await rows.nth(3).getByRole('textbox', { name: 'Block identifier' }).fill(identifier);
      // The block goes above the category.
      await page.getByRole('button', { name: 'Move section 4 up' }).click();
      await expect(rows.nth(2)).toHaveAccessibleName('Section 3: Block');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/homepage-admin.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await closeSaved(page);
      expect(
        (await api<{ sections: { type: string; widget: string | null; data: object }[] }>(request, token, 'GET', 'homepage')).sections.map(
          ({ type, widget, data }) => [type, widget, data],
        ),
      ).toEqual([
        ['slider', null, {}],
        ['widget', 'new', { limit: 4 }],
        ['block', null, { identifier }],
        ['widget', 'category', { url: 'new-arrivals', limit: 4 }],
      ]);
      await expect(page.getByRole('link', { name: 'Preview the homepage' })).toHaveAttribute('href', '/');

      // The shopper, in the main language (en-US), who has not asked for reduced motion (the slider moves).
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/');
      const slider = page.getByRole('region', { name: 'Highlights' });
      await expect(slider.getByTestId('slide')).toHaveCount(2);
      await expect(slider.getByRole('heading', { name: `Spring tea ${id}` })).toBeVisible();
      await expect(slider.getByTestId('slide').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
      expect(await sectionHeadings(page)).toEqual(['Just in', 'A note from the shop', 'New Arrivals']);
      await expect(page.getByRole('region', { name: 'Just in' }).getByTestId('product-card')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'New Arrivals' }).getByTestId('product-card')).toHaveCount(4);
      await expect(page.getByText('Free gift wrapping this week.')).toBeVisible();
      // It moves on by itself after 5 s, and stays once paused.
      await expect(slider.getByRole('heading', { name: `Kitchen week ${id}` })).toBeVisible({ timeout: 9000 });
      await page.mouse.move(0, 0);
      await slider.getByRole('button', { name: 'Pause the slideshow' }).click();
      await expect(slider.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
      await slider.getByRole('button', { name: 'Show slide 1 of 2' }).click();
      await expect(slider.getByRole('heading', { name: `Spring tea ${id}` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/homepage-en-us.png`, fullPage: true });

      // zh-HK and zh-CN.
      await page.goto('/?lang=zh_hk');
      await expect(page.getByRole('region', { name: '精選' }).getByRole('heading', { name: `春茶 ${id}` })).toBeVisible();
      expect(await sectionHeadings(page)).toEqual(['新到貨品', '店主的話', '新品上架']);
      await expect(page.getByText('本週免費包裝禮物。')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/homepage-zh-hk.png`, fullPage: true });

      await page.goto('/?lang=zh_cn');
      await expect(page.getByRole('region', { name: '精选' }).getByRole('heading', { name: `春茶上市 ${id}` })).toBeVisible();
      expect(await sectionHeadings(page)).toEqual(['新到商品', '店主的话', '新品上架']);
      await expect(page.getByText('本周免费包装礼物。')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/homepage-zh-cn.png`, fullPage: true });
    } finally {
      await api(request, token, 'PUT', 'homepage', { sections: before.sections.map(({ type, widget, data, titles }) => ({ type, widget, data, titles })) });
      for (const slide of slides) await api(request, token, 'DELETE', `slider/${slide}`);
      for (const slide of demoSlides) await api(request, token, 'PUT', `slider/${slide.id}`, { enabled: true });
      await api(request, token, 'DELETE', `block/${block.id}`);
    }
  });
});
