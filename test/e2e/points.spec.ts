import { adminToken, seriousViolations } from './admin-session';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

/**
 * Reward points in the storefront against the real built server on the demo shop: a member given
 * 1,000 points by the shop spends 500 of them at checkout (the review lowers the total as the order
 * will), the order names them, and the account shows the balance and the history. The points
 * settings are set to 100 points a dollar, at most 50% of an order, and put back afterwards.
 */

const shots = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const RULE = { points_redeem_rate: 100, points_max_percent: 50 };
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Language = 'en_us' | 'zh_hk';
type Locale = 'en-US' | 'zh-HK';

/** What the shopper reads, per language. */
const TEXT = {
  'en-US': {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    account: 'My account',
    add: 'Add to cart',
    drawer: 'Shopping cart',
    checkout: 'Checkout',
    review: 'Your order',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    contact: 'Contact number',
    address: 'Address',
    courier: /Courier/,
    bank: /Bank transfer/,
    placeOrder: 'Place order',
    pointsBox: 'Use reward points',
    pointsField: 'Points to use',
    have: 'You have 1,000 points.',
    rule: '100 points = HK$1.00, up to 50% of the order.',
    useMost: 'Use the most allowed (1,000)',
    line: (points: number) => `Reward points (${points})`,
    success: 'Thank you for your order',
    points: 'Reward points',
    history: 'Points history',
    redeem: 'Used at checkout',
    adjust: 'Adjusted by the shop',
    viewOrder: (number: string) => `View order ${number}`,
    noneExpiring: 'None',
    noTier: 'No tier yet',
  },
  'zh-HK': {
    email: '電郵',
    password: '密碼',
    logIn: '登入',
    account: '我的帳戶',
    add: '加入購物車',
    drawer: '購物車',
    checkout: '結帳',
    review: '你的訂單',
    firstName: '名字',
    lastName: '姓氏',
    country: '國家／地區',
    contact: '聯絡電話',
    address: '地址',
    courier: /速遞/,
    bank: /銀行轉賬/,
    placeOrder: '提交訂單',
    pointsBox: '使用積分',
    pointsField: '要使用的積分',
    have: '你有 1,000 積分。',
    rule: '每 100 積分可抵 HK$1.00，最多可抵訂單總額的 50%。',
    useMost: '使用最高可用積分（1,000）',
    line: (points: number) => `積分（${points}）`,
    success: '多謝你的訂購',
    points: '積分',
    history: '積分記錄',
    redeem: '結帳時使用',
    adjust: '商店調整',
    viewOrder: (number: string) => `查看訂單 ${number}`,
    noneExpiring: '沒有',
    noTier: '暫未有會員等級',
  },
} as const;

/** The Courier shipping method (HK$30.00, never free), made once per database, as checkout.spec.ts makes it. */
async function ensureCourier(request: APIRequestContext, token: string): Promise<void> {
  const offered = await request.get('/api/order/shipping', { params: { country: 'HK', language: 'en_us' } });
  expect(offered.status(), await offered.text()).toBe(200);
  if (((await offered.json()) as { name: string }[]).some((m) => m.name === 'Courier')) return;
  const made = await request.post('/api/admin/shipping', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: { en_us: 'Courier', zh_hk: '速遞', zh_cn: '快递' }, flat_rate: 3000, free_over: null, countries: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** Sets the points rule for the test; the answer puts the shop's own back. */
async function pointsRule(request: APIRequestContext, token: string): Promise<() => Promise<void>> {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.get('/api/admin/config/points', { headers });
  expect(read.status(), await read.text()).toBe(200);
  const before = (await read.json()) as typeof RULE;
  const set = await request.put('/api/admin/config/points', { headers, data: RULE });
  expect(set.status(), await set.text()).toBe(200);
  return async () => {
    const back = await request.put('/api/admin/config/points', {
      headers,
      data: { points_redeem_rate: before.points_redeem_rate, points_max_percent: before.points_max_percent },
    });
    expect(back.status(), await back.text()).toBe(200);
  };
}

/** A new member holding 1,000 points the shop gave them ("Welcome gift"). */
async function memberWithPoints(request: APIRequestContext, token: string, language: Language): Promise<{ email: string; password: string }> {
  const email = `points-${uid()}@example.com`;
  const password = 'points-password-1';
  const registered = await request.post('/api/register', {
    data: { email, password, password_confirmation: password, first_name: 'Mei', last_name: 'Chan', language },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: number } };
  const given = await request.post(`/api/admin/user/${user.id}/points`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { points: 1000, remark: 'Welcome gift' },
  });
  expect(given.status(), await given.text()).toBe(201);
  expect(((await given.json()) as { balance: number }).balance).toBe(1000);
  return { email, password };
}

/** The mug's options (in the language) of a stock that is still in stock. */
async function mugInStock(request: APIRequestContext, language: Language): Promise<{ group: string; value: string }[]> {
  const res = await request.post('/api/product', { data: { url: 'stoneware-mug', language } });
  expect(res.status(), await res.text()).toBe(200);
  const product = (await res.json()) as {
    attributes: { name: string; options: { id: number; value: string }[] }[];
    stocks: { option_ids: number[]; available_inventories: number }[];
  };
  const stock = product.stocks.find((s) => s.available_inventories > 0);
  expect(stock, 'a Stoneware Mug in stock').toBeDefined();
  return product.attributes.map((a) => ({ group: a.name, value: a.options.find((o) => stock!.option_ids.includes(o.id))!.value }));
}

/** "HK$178.00" in minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const hkd = (amount: number) => `HK$${(amount / 100).toFixed(2)}`;

async function logIn(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  const text = TEXT[locale];
  await page.goto('/login');
  await page.getByLabel(text.email).fill(email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(password);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: text.account })).toBeVisible();
}

/** Adds the mug to the cart from its page and follows the drawer's Checkout link. */
async function addMugAndCheckOut(page: Page, locale: Locale, options: { group: string; value: string }[]): Promise<void> {
  const text = TEXT[locale];
  await page.goto('/product/stoneware-mug');
  for (const { group, value } of options) {
    await page
      .getByRole('group', { name: new RegExp(`^${group}`) })
      .getByRole('button', { name: new RegExp(`^${value}`) })
      .click();
  }
  await page.getByRole('button', { name: text.add }).click();
  const drawer = page.getByRole('dialog', { name: text.drawer });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('link', { name: text.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** A new address in Hong Kong, Courier and bank transfer on the checkout form. */
async function fillCheckout(form: Locator, locale: Locale): Promise<void> {
  const text = TEXT[locale];
  await form.getByLabel(text.firstName).fill('Mei');
  await form.getByLabel(text.lastName).fill('Chan');
  await form.getByLabel(text.country).selectOption('HK');
  await form.getByLabel(text.contact).fill('+852 2345 6789');
  await form.getByRole('textbox', { name: text.address, exact: true }).fill('1 Queen’s Road Central');
  await form.getByRole('radio', { name: text.courier }).check();
  await form.getByRole('radio', { name: text.bank }).check();
}

/** The whole flow in one language: spend 500 of 1,000 points, see them on the order and in the account. */
async function payWithPoints(page: Page, request: APIRequestContext, locale: Locale, language: Language): Promise<void> {
  const text = TEXT[locale];
  const token = await adminToken(request);
  await ensureCourier(request, token);
  const restore = await pointsRule(request, token);
  try {
    const { email, password } = await memberWithPoints(request, token, language);
    const options = await mugInStock(request, language);
    await page.setViewportSize(DESKTOP);
    await logIn(page, locale, email, password);
    await addMugAndCheckOut(page, locale, options);

    const form = page.getByRole('form', { name: text.checkout });
    await fillCheckout(form, locale);
    const review = page.getByRole('complementary', { name: text.review });
    const total = review.getByTestId('order-grand-total');
    await expect(review.getByTestId('order-shipping')).toHaveText('HK$30.00');
    const before = minor((await total.textContent()) ?? '');
    expect(before).toBeGreaterThan(2000);

    // The box says what the member holds and what points are worth.
    const box = review.getByRole('group', { name: text.pointsBox });
    await expect(box.getByTestId('points-have')).toHaveText(text.have);
    await expect(box.getByTestId('points-rule')).toHaveText(text.rule);
    const field = box.getByRole('spinbutton', { name: text.pointsField });
    // The most the order allows is all 1,000 (HK$10.00, under half the order).
    await box.getByRole('button', { name: text.useMost }).click();
    await expect(field).toHaveValue('1000');
    await expect(review.getByTestId('order-discount-line').filter({ hasText: text.line(1000) })).toHaveText(`${text.line(1000)}−HK$10.00`);
    await expect(total).toHaveText(hkd(before - 1000));

    await field.fill('500');
    const pointsLine = review.getByTestId('order-discount-line').filter({ hasText: text.line(500) });
    await expect(pointsLine).toHaveText(`${text.line(500)}−HK$5.00`);
    await expect(total).toHaveText(hkd(before - 500));
    await page.screenshot({ path: `${shots}/checkout-points-${locale}.png`, fullPage: true });
    await review.screenshot({ path: `/tmp/checkout-points-${locale}.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: text.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/success\?order_number=/);
    const number = new URL(page.url()).searchParams.get('order_number')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.success);
    // The order names the points (in the order's language) beside what they took.
    await expect(page.getByTestId('order-discount-line').filter({ hasText: text.line(500) })).toHaveText(`${text.line(500)}−HK$5.00`);
    await expect(page.getByTestId('order-grand-total')).toHaveText(hkd(before - 500));

    // The account: 500 left, and the history, newest first.
    await page.goto('/account');
    const section = page.getByRole('region', { name: text.points, exact: true });
    await expect(section.getByTestId('points-balance')).toHaveText('500');
    await expect(section.getByTestId('points-tier')).toHaveText(text.noTier);
    await expect(section.getByTestId('points-expiring')).toHaveText(text.noneExpiring);
    const table = section.getByRole('table', { name: text.history });
    const rows = table.getByTestId('points-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(text.redeem);
    // The row names its order in its own column: no remark repeats it.
    await expect(rows.nth(0).locator('.points-remark')).toHaveText('');
    await expect(rows.nth(0)).toContainText('−500');
    await expect(rows.nth(0).getByRole('link', { name: text.viewOrder(number) })).toHaveText(number);
    await expect(rows.nth(1)).toContainText(text.adjust);
    await expect(rows.nth(1)).toContainText('Welcome gift');
    await expect(rows.nth(1)).toContainText('+1,000');
    await section.screenshot({ path: `/tmp/account-points-${locale}.png` });
    await page.screenshot({ path: `${shots}/account-points-${locale}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The order link opens the order, which lists the points too.
    await rows
      .nth(0)
      .getByRole('link', { name: text.viewOrder(number) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/account/order/${number}$`));
    await expect(page.getByTestId('order-discount-line').filter({ hasText: text.line(500) })).toHaveText(`${text.line(500)}−HK$5.00`);
  } finally {
    await restore();
  }
}

test.describe('storefront: reward points', () => {
  // A whole purchase and an axe scan: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  const languages: [Locale, Language][] = [
    ['en-US', 'en_us'],
    ['zh-HK', 'zh_hk'],
  ];
  for (const [locale, language] of languages) {
    test(`a member pays with points and sees them in the account, in ${locale}`, async ({ page, request, context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: locale, url: baseURL! }]);
      await payWithPoints(page, request, locale, language);
    });
  }
});
