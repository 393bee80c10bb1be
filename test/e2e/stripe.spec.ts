import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminToken } from './admin-session';
import { expect, test, type APIRequestContext, type ConsoleMessage, type Locator, type Page } from './fixtures';
import { logInShopper } from './shopper-session';

/**
 * Paying by card on /stripe in Chromium against the real built server, without the internet. Stripe.js
 * is test/helpers/stripe-js-stand-in.js, served for js.stripe.com; its calls to api.stripe.com go to the
 * Stripe API stand-in that scripts/test.mjs runs (E2E_STRIPE_API_URL), where the server also makes its
 * PaymentIntents. The stand-in sends the shop the signed payment_intent events (the webhook secret of
 * E2E_STRIPE_WEBHOOK_SECRET, which this spec gives the shop's Stripe settings). 4242 4242 4242 4242
 * goes through; 4000 0000 0000 0002 is declined. The product is the Stoneware Mug (HK$128.00 Medium).
 */

const shots = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const STRIPE_API_URL = process.env.E2E_STRIPE_API_URL ?? '';
const WEBHOOK_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '';
const STRIPE_JS = readFileSync(join(__dirname, '..', 'helpers', 'stripe-js-stand-in.js'), 'utf8');
const CARD_SUCCEEDS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The Courier shipping method (HK$30.00) and Stripe turned on with test keys and the stand-in's webhook secret. */
async function prepareShop(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const offered = await request.get('/api/order/shipping', { params: { country: 'HK', language: 'en_us' } });
  expect(offered.status(), await offered.text()).toBe(200);
  if (!((await offered.json()) as { name: string }[]).some((m) => m.name === 'Courier')) {
    const made = await request.post('/api/admin/shipping', {
      headers,
      data: { name: { en_us: 'Courier', zh_hk: '速遞', zh_cn: '快递' }, flat_rate: 3000, free_over: null, countries: [] },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  const stripe = await request.put('/api/admin/payment/stripe', {
    headers,
    data: { enabled: true, publishable_key: 'pk_test_e2e_shop', secret_key: 'sk_test_e2e_shop', webhook_secret: WEBHOOK_SECRET },
  });
  expect(stripe.status(), await stripe.text()).toBe(200);
}

/** Stripe.js and the Stripe API as the stand-ins answer them; the console errors of the page, for the end. */
async function standInStripe(page: Page): Promise<string[]> {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${STRIPE_API_URL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The declined card's 402 answer, which Chromium logs as any failed request.
    if (message.location().url.startsWith('https://api.stripe.com/') && /\b402\b/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

/** Serious and critical axe findings (WCAG 2 A and AA), as checkout.spec.ts checks its pages. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

const optionButton = (page: Page, group: string, value: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('button', { name: new RegExp(`^${value}`) });

test.describe('storefront: paying by card (/stripe)', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(() => {
    expect(STRIPE_API_URL, 'scripts/test.mjs runs the Stripe stand-in and passes E2E_STRIPE_API_URL').not.toBe('');
  });

  test.afterAll(async ({ request }) => {
    // Leave the demo shop's payment methods as the other specs know them.
    const token = await adminToken(request);
    await request.put('/api/admin/payment/stripe', { headers: { Authorization: `Bearer ${token}` }, data: { enabled: false } });
  });

  test('a member pays an order by card: a declined card first, then one that goes through, and the order turns paid', async ({ page, request }) => {
    await prepareShop(request);
    const errors = await standInStripe(page);
    const email = `card-${uid()}@example.com`;
    const password = 'card-password-1';
    const registered = await request.post('/api/register', {
      data: { email, password, password_confirmation: password, first_name: 'Ka', last_name: 'Yan', language: 'en_us' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await page.setViewportSize(DESKTOP);

    await logInShopper(page, email, password);

    await page.goto('/product/stoneware-mug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoneware Mug');
    await optionButton(page, 'Colour', 'Black').click();
    await optionButton(page, 'Size', 'Medium').click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByTestId('checkout-member-email')).toContainText(email);
    await form.getByLabel('First name').fill('Ka');
    await form.getByLabel('Last name').fill('Yan');
    await form.getByLabel('Country').selectOption('HK');
    await form.getByLabel('Contact number').fill('+852 2345 6789');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('8 Harbour Road, Wan Chai');
    await expect(form.getByRole('radio', { name: /Courier/ })).toBeChecked();
    await form.getByRole('radio', { name: /Credit or debit card/ }).check();
    await form.getByRole('button', { name: 'Place order' }).click();

    // The card page, outside the layout, for the order just placed.
    await expect(page).toHaveURL(/\/stripe\?stripe_key=[0-9A-Z-]+$/);
    const number = new URL(page.url()).searchParams.get('stripe_key')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card payment');
    await expect(page).toHaveTitle(/^Card payment \|/);
    await expect(page.getByText(`Pay for order ${number} by credit or debit card.`)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    const card = page.getByRole('form', { name: 'Card details' });
    // HK$128.00 + HK$30.00, charged in the base currency.
    await expect(card.getByTestId('stripe-amount')).toHaveText('HK$158.00 (HKD)');
    const pay = card.getByRole('button', { name: 'Pay HK$158.00' });
    await expect(pay).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Cancel payment' })).toHaveAttribute('href', `/order/cancel?order_number=${number}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Declined: the card's message in the alert, and the order still waits.
    await card.getByLabel('Card number').fill(CARD_DECLINED);
    await pay.click();
    await expect(card.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/stripe\?/);
    await page.screenshot({ path: `${shots}/stripe-declined-en.png`, fullPage: true });

    // Another card goes through: Stripe.js goes to the success page, and Stripe's webhook makes the order paid.
    await card.getByLabel('Card number').fill(CARD_SUCCEEDS);
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`/order/success\\?order_number=${number}&`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByTestId('order-line')).toContainText('Stoneware Mug');
    await expect(page.getByTestId('order-grand-total')).toHaveText('HK$158.00');
    // Reloaded until it says Paid. A reload is rendered by the server as a guest sees it (no such order); the receipt
    // shows once the browser has asked again with the session, which took over 2 seconds on a loaded machine.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('order-number')).toHaveText(number);
      await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/stripe-paid-en.png`, fullPage: true });

    await page.goto('/account');
    const row = page.getByRole('region', { name: 'Orders' }).getByTestId('account-order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('HK$158.00');

    expect(errors).toEqual([]);

    // A paid order cannot be paid again: the server's message (its 409 is the one console error), and a way to the order.
    await page.goto(`/stripe?stripe_key=${number}`);
    await expect(page.getByRole('alert')).toHaveText('This order cannot be paid by card now');
    await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
  });

  test('without a stripe_key the card page goes home, and its heading speaks zh-HK', async ({ page, request }) => {
    await prepareShop(request);
    await standInStripe(page);
    await page.goto('/stripe');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/stripe?order_number=261124-ABC');
    await expect(page).toHaveURL(/\/$/);

    // The language chosen on another page (the home page's ?lang= link) holds on the card page.
    await page.goto('/?lang=zh_hk');
    await page.goto('/stripe?stripe_key=NO-SUCH-ORDER');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('信用卡付款');
    await expect(page).toHaveTitle(/^信用卡付款/);
    await expect(page.getByRole('alert')).toHaveText('此訂單現時不能以信用卡付款');
    await expect(page.getByRole('link', { name: '查看訂單' })).toBeVisible();
  });
});
