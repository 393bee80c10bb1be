import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

/**
 * Checkout in Chromium against the real built server on a fresh demo shop. The demo shop has no
 * shipping method: one ("Courier", HK$30.00 everywhere, never free) is made through the admin API.
 * Bank transfer is turned on by default. The product is the Stoneware Mug (HK$128.00 Medium, HK$148.00 Large).
 */

const shots = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.shop';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'demo-admin-2026';
const BANK_TEXT = /Please transfer the total to our bank account/;

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The Courier shipping method, made once per database through the admin API. */
async function ensureCourier(request: APIRequestContext): Promise<void> {
  const offered = await request.get('/api/order/shipping', { params: { country: 'HK', language: 'en_us' } });
  expect(offered.status(), await offered.text()).toBe(200);
  if (((await offered.json()) as { name: string }[]).some((m) => m.name === 'Courier')) return;
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const made = await request.post('/api/admin/shipping', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: { en_us: 'Courier', zh_hk: '速遞', zh_cn: '快递' }, flat_rate: 3000, free_over: null, countries: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const payment = await request.get('/api/order/payment', { params: { language: 'en_us' } });
  expect(((await payment.json()) as { code: string }[]).map((p) => p.code)).toContain('bank_transfer');
}

/** The order with this number as the back office reads it. */
async function adminOrder(request: APIRequestContext, number: string): Promise<{ shipping_address: object; billing_address: object }> {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.get('/api/admin/order', { headers, params: { filter: JSON.stringify({ q: number }) } });
  const [{ id }] = (await list.json()) as { id: number }[];
  return (await (await request.get(`/api/admin/order/${id}`, { headers })).json()) as { shipping_address: object; billing_address: object };
}

/** Serious and critical axe findings (WCAG 2 A and AA), as accessibility.spec.ts checks the other pages. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

const optionButton = (page: Page, group: string, value: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('button', { name: new RegExp(`^${value}`) });

/** Adds the mug with these options and follows the drawer's Checkout link. */
async function addMugAndCheckOut(
  page: Page,
  names: { colourGroup: string; colour: string; sizeGroup: string; size: string; add: string; drawer: string; checkout: string },
) {
  await optionButton(page, names.colourGroup, names.colour).click();
  await optionButton(page, names.sizeGroup, names.size).click();
  await page.getByRole('button', { name: names.add }).click();
  const drawer = page.getByRole('dialog', { name: names.drawer });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('link', { name: names.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test.describe('storefront: checkout', () => {
  // A whole purchase with four axe scans takes about 20 s on a quiet machine: room for a busy one.
  test.describe.configure({ timeout: 60_000 });

  test('a guest checks out by bank transfer and lands on the success page with the order number and how to pay', async ({ page, request }) => {
    await ensureCourier(request);
    await page.setViewportSize(DESKTOP);
    await page.goto('/product/stoneware-mug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
    await addMugAndCheckOut(page, {
      colourGroup: 'Colour',
      colour: 'Black',
      sizeGroup: 'Size',
      size: 'Medium',
      add: 'Add to cart',
      drawer: 'Shopping cart',
      checkout: 'Checkout',
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page).toHaveTitle(/^Checkout \|/);
    const form = page.getByRole('form', { name: 'Checkout' });
    // No country yet: no shipping method to choose.
    await expect(form).toContainText('Choose the country of the shipping address');

    // Placing it empty: the server's messages next to the fields.
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByRole('alert')).toContainText('Please check the form');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill(`guest-${uid()}@example.com`);
    await form.getByLabel('First name').fill('Wing');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Country').selectOption('HK');
    await form.getByLabel('Contact number').fill('+852 2345 6789');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('8 Harbour Road, Wan Chai');

    const courier = form.getByRole('radio', { name: /Courier/ });
    await expect(courier).toBeChecked();
    await expect(form.getByTestId('checkout-shipping-option').filter({ hasText: 'Courier' })).toContainText('HK$30.00');
    await form.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(form.getByTestId('checkout-payment-instructions')).toContainText(BANK_TEXT);
    await form.getByLabel('Note for the shop (optional)').fill('Please ring the bell.');
    // Each message went with the change of its field.
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');

    // The bill goes to someone else: a second address, in its own part of the form.
    const billing = form.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Bill to the shipping address').uncheck();
    await billing.getByLabel('First name').fill('Ka Ming');
    await billing.getByLabel('Last name').fill('Lee');
    await billing.getByLabel('Country').selectOption('HK');
    await billing.getByLabel('Contact number').fill('+852 3123 4567');
    await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Finance Street, Central');
    await expect(billing.getByLabel('First name')).toHaveAttribute('autocomplete', 'billing given-name');

    const review = page.getByRole('complementary', { name: 'Your order' });
    await expect(review.getByTestId('order-line')).toHaveCount(1);
    await expect(review.getByTestId('order-line')).toContainText('Stoneware Mug');
    await expect(review.getByTestId('order-line')).toContainText('Colour: Black · Size: Medium');
    await expect(review.getByTestId('order-subtotal')).toHaveText('HK$128.00');
    await expect(review.getByTestId('order-shipping')).toHaveText('HK$30.00');
    await expect(review.getByTestId('order-grand-total')).toHaveText('HK$158.00');
    // Shown in the base currency: no sentence about another charge currency.
    await expect(review.getByTestId('order-charged')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/checkout-en.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/success\?order_number=[0-9A-Z-]+$/);
    const number = new URL(page.url()).searchParams.get('order_number')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
    await expect(page.getByTestId('payment-instructions')).toContainText(BANK_TEXT);
    await expect(page.getByTestId('order-line')).toContainText('Stoneware Mug');
    await expect(page.getByTestId('order-grand-total')).toHaveText('HK$158.00');
    await page.screenshot({ path: `${shots}/order-success-en.png`, fullPage: true });
    // The shop has both addresses on the order.
    const placed = await adminOrder(request, number);
    expect(placed.shipping_address).toMatchObject({ first_name: 'Wing', address: '8 Harbour Road, Wan Chai' });
    expect(placed.billing_address).toMatchObject({
      first_name: 'Ka Ming',
      last_name: 'Lee',
      country: 'HK',
      contact_number: '+852 3123 4567',
      address: '1 Finance Street, Central',
    });
    expect(await seriousViolations(page)).toEqual([]);

    // The cart was emptied by the order; the checkout says so.
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, 0 items');
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-empty')).toContainText('Your cart is empty');
    // Without an order number the success page goes home.
    await page.goto('/order/success');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member checks out in zh-HK with a new address, in US dollars, and finds the order in the account', async ({ page, request, context, baseURL }) => {
    await ensureCourier(request);
    const email = `checkout-${uid()}@example.com`;
    const password = 'checkout-password-1';
    const registered = await request.post('/api/register', {
      data: { email, password, password_confirmation: password, first_name: 'Siu', last_name: 'Ming', language: 'zh_hk' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // The shopper shows prices in US dollars: the charge stays in Hong Kong dollars.
    await context.addCookies([{ name: 'currency', value: 'USD', url: baseURL! }]);
    await page.setViewportSize(DESKTOP);

    await page.goto('/login?lang=zh_hk');
    await page.getByLabel('電郵').fill(email);
    await page.getByRole('textbox', { name: '密碼', exact: true }).fill(password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: '訂單' })).toContainText('你還未有任何訂單。');

    await page.goto('/product/stoneware-mug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('粗陶馬克杯');
    await addMugAndCheckOut(page, {
      colourGroup: '顏色',
      colour: '白色',
      sizeGroup: '尺寸',
      size: '大碼',
      add: '加入購物車',
      drawer: '購物車',
      checkout: '結帳',
    });

    const form = page.getByRole('form', { name: '結帳' });
    await expect(form.getByTestId('checkout-member-email')).toContainText(email);
    // No address book yet: the address form is open.
    await form.getByLabel('名字').fill('小明');
    await form.getByLabel('姓氏').fill('陳');
    await form.getByLabel('國家／地區').selectOption('HK');
    await form.getByLabel('聯絡電話').fill('+852 9123 4567');
    await form.getByRole('textbox', { name: '地址', exact: true }).fill('九龍彌敦道 1 號');
    await expect(form.getByRole('radio', { name: /速遞/ })).toBeChecked();
    await form.getByRole('radio', { name: /銀行轉賬/ }).check();
    await expect(form.getByTestId('checkout-payment-instructions')).toContainText('請將總額轉賬至本店銀行戶口');

    const review = page.getByRole('complementary', { name: '你的訂單' });
    await expect(review.getByTestId('order-line')).toContainText('粗陶馬克杯');
    // HK$148.00 + HK$30.00 = HK$178.00, shown at 0.128 as US$22.78.
    await expect(review.getByTestId('order-grand-total')).toHaveText('US$22.78');
    await expect(review.getByTestId('order-charged')).toHaveText('你將被收取 HK$178.00（HKD）。');
    await page.screenshot({ path: `${shots}/checkout-zh-hk.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: '提交訂單' }).click();
    await expect(page).toHaveURL(/\/order\/success\?order_number=/);
    const number = new URL(page.url()).searchParams.get('order_number')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('多謝你的訂購');
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByTestId('order-status')).toHaveText('等待付款');
    await expect(page.getByTestId('order-charged')).toHaveText('以HKD收費：HK$178.00');

    // The account lists the order; its page shows the lines, totals, status and addresses.
    await page.goto('/account');
    const orders = page.getByRole('region', { name: '訂單' });
    const row = orders.getByTestId('account-order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText('等待付款');
    await expect(row).toContainText('HK$178.00');
    // The new address went into the address book too.
    await expect(page.getByTestId('address-row')).toContainText('九龍彌敦道 1 號');
    await page.screenshot({ path: `${shots}/account-orders-zh-hk.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await orders.getByRole('link', { name: `查看訂單 ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/order/${number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`訂單 ${number}`);
    await expect(page.getByTestId('order-status')).toHaveText('等待付款');
    await expect(page.getByTestId('order-line')).toContainText('粗陶馬克杯');
    await expect(page.getByTestId('order-shipping')).toHaveText('US$3.84');
    await expect(page.getByTestId('order-shipping-address')).toContainText('陳');
    await expect(page.getByTestId('order-shipping-address')).toContainText('香港');
    await expect(page.getByTestId('order-billing-address')).toContainText('九龍彌敦道 1 號');
    await expect(page.getByTestId('payment-instructions')).toContainText('請將總額轉賬至本店銀行戶口');
    await page.screenshot({ path: `${shots}/account-order-zh-hk.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
