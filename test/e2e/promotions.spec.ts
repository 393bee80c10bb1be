import AxeBuilder from '@axe-core/playwright';
import { adminToken } from './admin-session';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './fixtures';

/**
 * Coupons in the storefront against the real built server on the demo shop: the cart and the checkout
 * take codes, say why one is refused, name each promotion beside what it took, and the order keeps it.
 * Promotions are made through the admin API and deleted at the end (automatic ones would apply to every
 * cart of the other specs; these all have codes).
 */

const shots = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Makes promotions through the admin API; `done` deletes them. */
async function promotions(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const made: number[] = [];
  return {
    async make(body: object): Promise<{ id: number; code: string }> {
      const res = await request.post('/api/admin/promotion', { headers, data: body });
      expect(res.status(), await res.text()).toBe(201);
      const promotion = (await res.json()) as { id: number; code: string };
      made.push(promotion.id);
      return promotion;
    },
    async done() {
      for (const id of made) await request.delete(`/api/admin/promotion/${id}`, { headers });
    },
    async courier() {
      const offered = await request.get('/api/order/shipping', { params: { country: 'HK', language: 'en_us' } });
      if (((await offered.json()) as { name: string }[]).some((m) => m.name === 'Courier')) return;
      const res = await request.post('/api/admin/shipping', {
        headers,
        data: { name: { en_us: 'Courier', zh_hk: '速遞', zh_cn: '快递' }, flat_rate: 3000, free_over: null, countries: [] },
      });
      expect(res.status(), await res.text()).toBe(201);
    },
  };
}

/** A guest cart holding one Large Stoneware Mug (HK$148.00), kept in the browser's cart cookie. */
async function cartWithMug(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<string> {
  const res = await request.post('/api/product', { data: { url: 'stoneware-mug', language: 'en_us' } });
  const product = (await res.json()) as {
    attributes: { options: { id: number; value: string }[] }[];
    stocks: { id: number; option_ids: number[]; available_inventories: number }[];
  };
  const large = product.attributes.flatMap((a) => a.options).find((o) => o.value === 'Large')!.id;
  const stock = product.stocks.find((s) => s.option_ids.includes(large) && s.available_inventories > 2)!;
  const added = await request.post('/api/cart/item', { data: { cart_id: null, stock_id: stock.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const cartId = ((await added.json()) as { cart_id: string }).cart_id;
  await context.addCookies([{ name: 'cart_id', value: cartId, url: baseURL }]);
  return cartId;
}

/** A guest's contact, address and payment on the checkout form (bank transfer, to Hong Kong). */
async function fillGuestCheckout(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email').fill(`coupon-${uid().toLowerCase()}@example.com`);
  await form.getByLabel('First name').fill('Mei');
  await form.getByLabel('Last name').fill('Chan');
  await form.getByLabel('Country').selectOption('HK');
  await form.getByLabel('Contact number').fill('+852 2345 6789');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Queen’s Road Central');
  await form.getByRole('radio', { name: /Bank transfer/ }).check();
  return form;
}

test.describe('storefront: coupons and promotions', () => {
  // Whole flows (cart, checkout, order) with axe on the way: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a guest is told why a code is refused, applies a 10% code and free shipping, and the order keeps both', async ({ page, request, context, baseURL }) => {
    const promos = await promotions(request);
    try {
      await promos.courier();
      const ten = await promos.make({
        promotion_type: 'coupon',
        code: `TEN${uid()}`,
        name: { en_us: 'Ten percent off', zh_hk: '九折' },
        discount_value: 10,
        priority: 5,
      });
      const alone = await promos.make({ promotion_type: 'coupon', code: `ALONE${uid()}`, name: { en_us: 'Alone' }, discount_value: 30, combinable: false });
      const ship = await promos.make({ promotion_type: 'free_shipping', code: `SHIP${uid()}`, name: { en_us: 'Free shipping' } });
      await cartWithMug(request, context, baseURL!);
      await page.setViewportSize(DESKTOP);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-grand-total')).toHaveText('HK$148.00');

      const code = page.getByLabel('Coupon code', { exact: true });
      await code.fill('nope');
      await page.getByRole('button', { name: 'Apply' }).click();
      const refused = page.getByTestId('coupon-error');
      await expect(refused).toHaveText('Your coupon code is invalidThere is no coupon with this code');
      await expect(code).toHaveValue('nope');

      await code.fill(ten.code.toLowerCase());
      await code.press('Enter');
      await expect(refused).toBeHidden();
      await expect(code).toHaveValue('');
      await expect(page.getByTestId('cart-adjustment')).toHaveText(`${ten.code}−HK$14.80`);
      await expect(page.getByTestId('cart-grand-total')).toHaveText('HK$133.20');

      // A code that cannot be combined loses to the one that comes first, and says so.
      await code.fill(alone.code);
      await page.getByRole('button', { name: 'Apply' }).click();
      const listed = page.getByTestId('cart-promotion');
      await expect(listed.filter({ hasText: alone.code })).toContainText(`${alone.code} can’t be combined with other promotions, and ${ten.code} comes first`);
      await expect(page.getByTestId('cart-grand-total')).toHaveText('HK$133.20');
      await page.getByRole('button', { name: `Remove coupon ${alone.code}` }).click();
      await expect(listed.filter({ hasText: alone.code })).toHaveCount(0);

      await code.fill(ship.code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(listed.filter({ hasText: ship.code })).toContainText('Applied');
      await page.screenshot({ path: `${shots}/cart-coupons.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('cart-checkout').click();
      await expect(page).toHaveURL(/\/checkout$/);
      const form = await fillGuestCheckout(page);
      const review = page.getByRole('complementary', { name: 'Your order' });
      await expect(review.getByTestId('order-discount-line')).toHaveText(`${ten.code}−HK$14.80`);
      await expect(review.getByTestId('order-shipping')).toHaveText('Free');
      await expect(review.getByTestId('order-grand-total')).toHaveText('HK$133.20');
      expect(await seriousViolations(page)).toEqual([]);

      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/order\/success\?order_number=/);
      await expect(page.getByTestId('order-discount-line')).toHaveText(`${ten.code}−HK$14.80`);
      await expect(page.getByTestId('order-grand-total')).toHaveText('HK$133.20');
    } finally {
      await promos.done();
    }
  });

  test('in zh-HK a refused code and a code that cannot be combined say why in Chinese', async ({ page, request, context, baseURL }) => {
    const promos = await promotions(request);
    try {
      const old = await promos.make({
        promotion_type: 'coupon',
        code: `OLD${uid()}`,
        name: { en_us: 'Old' },
        discount_value: 10,
        ends_at: '2020-01-01T00:00:00Z',
      });
      const first = await promos.make({
        promotion_type: 'coupon',
        code: `FIRST${uid()}`,
        name: { en_us: 'First', zh_hk: '首選' },
        discount_kind: 'fixed',
        discount_value: 1000,
        combinable: false,
        priority: 9,
      });
      const other = await promos.make({ promotion_type: 'coupon', code: `OTHER${uid()}`, name: { en_us: 'Other' }, discount_value: 5 });
      await cartWithMug(request, context, baseURL!);
      await page.setViewportSize(DESKTOP);
      await context.addCookies([{ name: 'language', value: 'zh-HK', url: baseURL! }]);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('購物車');
      const code = page.getByLabel('優惠碼', { exact: true });
      await code.fill(old.code);
      await page.getByRole('button', { name: '套用' }).click();
      await expect(page.getByTestId('coupon-error')).toHaveText('你的優惠碼無效此優惠碼已於 2020-01-01 00:00 UTC 到期');

      await code.fill(other.code);
      await page.getByRole('button', { name: '套用' }).click();
      await expect(page.getByTestId('cart-adjustment')).toHaveText(`${other.code}−HK$7.40`);
      await code.fill(first.code);
      await page.getByRole('button', { name: '套用' }).click();
      // The one that cannot be combined comes first by priority: the other one is left out, and says why.
      await expect(page.getByTestId('cart-adjustment')).toHaveText(`${first.code}−HK$10.00`);
      await expect(page.getByTestId('cart-promotion').filter({ hasText: other.code })).toContainText(`${first.code} 不可與其他優惠同時使用`);
      await expect(page.getByTestId('cart-grand-total')).toHaveText('HK$138.00');
      await page.screenshot({ path: `${shots}/cart-coupons-zh-hk.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await promos.done();
    }
  });

  test('a coupon used up by someone else while the shopper checks out: the order is refused with why, and the review shows the total without it', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const promos = await promotions(request);
    try {
      await promos.courier();
      const last = await promos.make({ promotion_type: 'coupon', code: `LAST${uid()}`, name: { en_us: 'Last one' }, discount_value: 20, usage_limit: 1 });
      const cartId = await cartWithMug(request, context, baseURL!);
      expect((await request.post('/api/cart/coupon', { data: { cart_id: cartId, code: last.code } })).status()).toBe(200);
      await page.setViewportSize(DESKTOP);
      await page.goto('/checkout');
      const form = await fillGuestCheckout(page);
      const review = page.getByRole('complementary', { name: 'Your order' });
      await expect(review.getByTestId('order-grand-total')).toHaveText('HK$148.40');

      // Another shopper takes the last use meanwhile.
      const other = await request.post('/api/cart/item', {
        data: {
          cart_id: null,
          stock_id: ((await (await request.post('/api/cart', { data: { cart_id: cartId } })).json()) as { items: { stock_id: number }[] }).items[0].stock_id,
          quantity: 1,
        },
      });
      const otherCart = ((await other.json()) as { cart_id: string }).cart_id;
      expect((await request.post('/api/cart/coupon', { data: { cart_id: otherCart, code: last.code } })).status()).toBe(200);
      const placed = await request.post('/api/order', {
        data: {
          cart_id: otherCart,
          idempotency_key: `other-${uid()}`,
          email: `other-${uid().toLowerCase()}@example.com`,
          shipping_address: { first_name: 'Ka', last_name: 'Lee', country: 'HK', contact_number: '+852 3123 4567', address: '2 Des Voeux Road' },
          shipping_method_id: (await (await request.get('/api/order/shipping', { params: { country: 'HK', language: 'en_us' } })).json())[0].id,
          payment_method: 'bank_transfer',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);

      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(form.getByRole('alert').first()).toContainText(`A coupon in your cart no longer applies: ${last.code}. Please review your order.`);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(review.getByTestId('cart-promotion')).toContainText('This code has been used as many times as it can be');
      await expect(review.getByTestId('order-grand-total')).toHaveText('HK$178.00');
    } finally {
      await promos.done();
    }
  });
});
