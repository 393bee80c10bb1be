import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

/**
 * The storefront cart against the real built server on a fresh database seeded with the demo shop (which
 * sells: the seed sets warehouse_id). The product is the Stoneware Mug (Colour and Size options, HK$128.00
 * for Medium, HK$148.00 for Large). Carts reserve nothing, so what is available comes from the product call.
 */

const shots = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };

interface DemoStock {
  id: number;
  option_ids: number[];
  available_inventories: number;
}
interface DemoProduct {
  name: string;
  attributes: { id: number; name: string; options: { id: number; value: string }[] }[];
  stocks: DemoStock[];
}

/** The mug's stock with these option values (in English), as the product call answers it. */
async function mugStock(request: APIRequestContext, colour: string, size: string): Promise<DemoStock> {
  const res = await request.post('/api/product', { data: { url: 'stoneware-mug', language: 'en_us' } });
  expect(res.ok(), await res.text()).toBe(true);
  const product = (await res.json()) as DemoProduct;
  const optionId = (value: string) => product.attributes.flatMap((a) => a.options).find((o) => o.value === value)!.id;
  const wanted = [optionId(colour), optionId(size)];
  const stock = product.stocks.find((s) => wanted.every((id) => s.option_ids.includes(id)))!;
  expect(stock.available_inventories).toBeGreaterThan(2);
  return stock;
}

/** The shop sells in this environment: the cart call answers 200 (a 403 would mean purchases are off). */
async function expectShopSells(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/cart', { data: { cart_id: null } });
  expect(res.status(), await res.text()).toBe(200);
}

const optionButton = (page: Page, group: string, value: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('button', { name: new RegExp(`^${value}`) });

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Records in the page when a cart line first shows the highlight and when it stops showing it (ms). */
async function watchHighlight(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: { on?: number; off?: number } = {};
    (window as unknown as { __highlight: typeof times }).__highlight = times;
    const check = () => {
      const lit = document.querySelector('.cart-line-highlight') !== null;
      if (lit && times.on === undefined) times.on = performance.now();
      if (!lit && times.on !== undefined && times.off === undefined) times.off = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

const highlightTimes = (page: Page) => page.evaluate(() => (window as unknown as { __highlight: { on?: number; off?: number } }).__highlight);

test.describe('storefront: the cart', () => {
  test('a guest adds a product with its options, sees it highlighted, and changes and removes the line', async ({ page, request }) => {
    await expectShopSells(request);
    const stock = await mugStock(request, 'Black', 'Medium');
    await page.setViewportSize(DESKTOP);
    await page.goto('/product/stoneware-mug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
    const cartButton = page.getByTestId('cart-button');
    // The cart is made once the page is live, and its id kept in the cookie.
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 0 items');
    await expect.poll(() => cookie(page, 'cart_id')).toMatch(/^[0-9a-f-]{36}$/);
    const cartId = await cookie(page, 'cart_id');

    // No options chosen: the cart dialog says so.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Cart' });
    await expect(failure).toContainText('You need to choose one of the options for your item');
    await expect(failure).toHaveAttribute('aria-modal', 'true');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toHaveCount(0);

    // Black, Medium, two of them.
    await optionButton(page, 'Colour', 'Black').click();
    await optionButton(page, 'Size', 'Medium').click();
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await watchHighlight(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const line = drawer.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveClass(/cart-line-highlight/);
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 2 items');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    expect(await cookie(page, 'cart_id')).toBe(cartId);
    await expect(line.getByRole('link', { name: 'Stoneware Mug' })).toHaveAttribute('href', '/product/stoneware-mug');
    await expect(line).toContainText('Colour: Black · Size: Medium');
    await expect(line.getByTestId('cart-line-price')).toHaveText('HK$128.00');
    await expect(line.getByTestId('cart-line-total')).toContainText('HK$256.00');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('HK$256.00');
    await expect(drawer.getByTestId('cart-grand-total')).toHaveText('HK$256.00');
    await expect(line.locator('img')).toHaveAttribute('width', '80');
    await page.screenshot({ path: `${shots}/cart-drawer-en.png` });
    // The highlight goes after 1.8 seconds.
    await expect(line).not.toHaveClass(/cart-line-highlight/, { timeout: 4000 });
    const { on, off } = await highlightTimes(page);
    expect(off! - on!).toBeGreaterThan(1700);
    expect(off! - on!).toBeLessThan(2300);

    // One more with +; then more than is available: the server's message, and the quantity goes back.
    const quantity = drawer.getByLabel('Quantity of Stoneware Mug');
    await expect(quantity).toHaveValue('2');
    await drawer.getByRole('button', { name: 'One more Stoneware Mug' }).click();
    await expect(quantity).toHaveValue('3');
    await expect(line.getByTestId('cart-line-total')).toContainText('HK$384.00');
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 3 items');
    await quantity.fill(String(stock.available_inventories + 1));
    await quantity.press('Enter');
    await expect(failure).toContainText('The maximum quantity that can be purchased has been reached');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(quantity).toHaveValue('3');
    await expect(drawer).toBeVisible();

    // 0 asks first; keeping the line puts the quantity back.
    await quantity.fill('0');
    await quantity.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Remove this item?' });
    await expect(confirm).toContainText('Remove Stoneware Mug from your cart?');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(quantity).toHaveValue('3');
    await expect(line).toHaveCount(1);

    // Emptied and left (blur): confirming removes the line.
    await quantity.fill('');
    await quantity.press('Tab');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(line).toHaveCount(0);
    await expect(drawer).toContainText('Your cart is empty.');
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 0 items');

    // Escape closes the drawer; the cart is the same after a reload.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();
    await page.reload();
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 0 items');
    expect(await cookie(page, 'cart_id')).toBe(cartId);
  });

  test('in zh-HK the cart, its dialogs and the server messages read in Chinese', async ({ page, request }) => {
    await expectShopSells(request);
    const stock = await mugStock(request, 'Black', 'Large');
    await page.setViewportSize(DESKTOP);
    await page.goto('/product/stoneware-mug?lang=zh_hk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('粗陶馬克杯');
    const cartButton = page.getByTestId('cart-button');
    await expect(cartButton).toHaveAttribute('aria-label', '購物車 0 件商品');

    await page.getByRole('button', { name: '加入購物車' }).click();
    const failure = page.getByRole('alertdialog', { name: '購物車提示' });
    await expect(failure).toContainText('請為你的商品選擇其中一個選項');
    await failure.getByRole('button', { name: '確定' }).click();

    await optionButton(page, '顏色', '黑色').click();
    await optionButton(page, '尺寸', '大碼').click();
    await page.getByRole('button', { name: '加入購物車' }).click();
    const drawer = page.getByRole('dialog', { name: '購物車' });
    await expect(drawer).toBeVisible();
    await expect(cartButton).toHaveAttribute('aria-label', '購物車 1 件商品');
    const line = drawer.getByTestId('cart-line');
    await expect(line.getByRole('link', { name: '粗陶馬克杯' })).toBeVisible();
    await expect(line).toContainText('顏色：黑色・尺寸：大碼');
    await expect(line.getByTestId('cart-line-price')).toHaveText('HK$148.00');
    await expect(drawer.getByText('小計', { exact: true })).toBeVisible();
    await expect(drawer.getByText('總計', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '結帳' })).toHaveAttribute('href', '/checkout');
    await expect(drawer.getByRole('button', { name: '關閉購物車' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '從購物車移除粗陶馬克杯' })).toBeVisible();
    await page.screenshot({ path: `${shots}/cart-drawer-zh-hk.png` });

    const quantity = drawer.getByLabel('粗陶馬克杯的數量');
    await quantity.fill(String(stock.available_inventories + 5));
    await quantity.press('Enter');
    await expect(failure).toContainText('已達可購買的最大數量');
    await failure.getByRole('button', { name: '確定' }).click();
    await expect(quantity).toHaveValue('1');

    await drawer.getByRole('button', { name: '減少一件粗陶馬克杯' }).click();
    const confirm = page.getByRole('alertdialog', { name: '移除此商品？' });
    await expect(confirm).toContainText('要從購物車移除粗陶馬克杯嗎？');
    await confirm.getByRole('button', { name: '移除' }).click();
    await expect(drawer).toContainText('你的購物車是空的。');
    await expect(cartButton).toHaveAttribute('aria-label', '購物車 0 件商品');
    await drawer.getByRole('button', { name: '關閉購物車' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('logging in merges the guest cart into the member’s and lists what had to change; logging out forgets the cart', async ({ page, request }) => {
    await expectShopSells(request);
    const stock = await mugStock(request, 'White', 'Medium');
    const email = `cart-${Date.now().toString(36)}@example.com`;
    const password = 'first-password-1';
    const registered = await request.post('/api/register', {
      data: { email, password, password_confirmation: password, first_name: 'Mei', last_name: 'Chan', language: 'en_us' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // The member's own cart already holds all that is left of the stock.
    const { token } = await (await request.post('/api/login', { data: { email, password } })).json();
    const held = await request.post('/api/cart/item', {
      headers: { authorization: `Bearer ${token}` },
      data: { stock_id: stock.id, quantity: stock.available_inventories, cart_id: null },
    });
    expect(held.status(), await held.text()).toBe(200);

    // As a guest, one more of it.
    await page.setViewportSize(DESKTOP);
    await page.goto('/product/stoneware-mug');
    await optionButton(page, 'Colour', 'White').click();
    await optionButton(page, 'Size', 'Medium').click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' }).getByTestId('cart-line')).toHaveCount(1);
    await page.keyboard.press('Escape');
    const guestCart = await cookie(page, 'cart_id');

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    const changed = page.getByRole('dialog', { name: 'Your cart was updated' });
    await expect(changed).toContainText(`Stoneware Mug: Only ${stock.available_inventories} left: the quantity was lowered to ${stock.available_inventories}`);
    await changed.getByRole('button', { name: 'OK' }).click();
    await expect(changed).toHaveCount(0);
    const cartButton = page.getByTestId('cart-button');
    await expect(cartButton).toHaveAttribute('aria-label', `Cart, ${stock.available_inventories} items`);
    await expect.poll(() => cookie(page, 'cart_id')).not.toBe(guestCart);

    // Logging out clears the cart id; the header shows an empty cart without making a new one.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartButton).toHaveAttribute('aria-label', 'Cart, 0 items');
    expect(await cookie(page, 'cart_id')).toBeUndefined();
  });
});
