import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn, session } from './admin-session';

/**
 * The back office in Chromium against the real server: login, dashboard, permissions and menu,
 * languages, session expiry, result dialogs, and each main screen (screenshots in
 * test-results/screenshots/admin-*.png).
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.51.100.x. */
const NETWORK = '198.51.100';
const VIEWPORT = { width: 1280, height: 800 };
const PASSWORD = 'e2e-password-2026';
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A browser session of its own. Login calls are rate limited per client address (AUTH_RATE_LIMIT);
 * the test server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback in scripts/test.mjs), so each session gets its own documentation-range
 * address, as clients behind a proxy would.
 */

/** Waits two frames, so the effects React runs after painting the current page have run. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'admin_token');
  expect(cookie, 'admin_token cookie').toBeTruthy();
  return cookie!.value;
}

async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

async function createRole(request: APIRequestContext, token: string, name: string, permissions: string[]): Promise<number> {
  const res = await request.post('/api/admin/role', { data: { name, permissions }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function createAccount(request: APIRequestContext, token: string, roleId: number): Promise<{ id: number; email: string }> {
  const email = `admin-${uid()}@e2e.test`;
  const res = await request.post('/api/admin/account', {
    data: { name: `Staff ${uid()}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: roleId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id, email };
}

const menu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });
const zhMenu = (page: Page) => menu(page, '主選單');

test.describe('the back office', () => {
  // Several of these walk through many screens and sessions; the shared test machine can be slow.
  test.describe.configure({ timeout: 90_000 });

  test('login shows the server message in the form, then the dashboard with the admin name', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    // Every admin page needs a signed-in admin.
    for (const path of ['/admin/dashboard', '/admin/role', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    await expect(page).toHaveTitle(/Log in/);
    await page.screenshot({ path: `${shots}/admin-login.png`, fullPage: true });
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Demo Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
    for (const entry of ['Roles', 'Admin accounts', 'Configuration', 'Mailbox']) await expect(menu(page).getByRole('menuitem', { name: entry })).toBeVisible();
    await expect(menu(page).getByRole('heading', { name: 'Setting' })).toBeVisible();

    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'admin_token')!;
    const expiry = cookies.find((c) => c.name === 'admin_token_expired_at')!;
    // The token is HttpOnly, SameSite=Strict and sent only to the admin API: no script reads it, not even
    // the back office's own; the expiry (no secret) lives on /admin, where the back office reads it.
    expect(token).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    expect(expiry).toMatchObject({ path: '/admin', httpOnly: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_token=');
    // Both kept 7 days.
    for (const cookie of [token, expiry]) expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(Date.parse(decodeURIComponent(expiry.value))).toBeGreaterThan(Date.now());
    await page.screenshot({ path: `${shots}/admin-dashboard.png`, fullPage: true });

    // Unknown admin paths go to the admin home.
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/role/no/such/page');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Logout ends the session and goes to the storefront home.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'admin_token')).toBeUndefined();
    expect((await context.request.get('/api/admin', { headers: { Authorization: `Bearer ${token.value}` } })).status()).toBe(401);
    await context.close();
  });

  test('an admin creates a role with some permissions and an account holding it, which sees only its pages', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    const roleName = `Mail reader ${uid()}`;

    await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/admin\/role$/);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/role\/create$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Setting.*Roles.*Create/);
    await page.getByLabel('Name').fill(roleName);
    await page.getByRole('checkbox', { name: 'Mailbox', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Admin accounts: List page' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/role\/edit\/\d+$/);
    const roleId = Number(page.url().split('/').pop());
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Edit #${roleId}`);
    await expect(page.getByRole('checkbox', { name: 'Mailbox', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Admin accounts: List page' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Admin accounts: Create/update page' })).not.toBeChecked();
    await page.screenshot({ path: `${shots}/admin-role-edit.png`, fullPage: true });

    const token = await tokenOf(context);
    const role = await (await context.request.get(`/api/admin/role/${roleId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(role.permission_list).toEqual(['account.list', 'mailbox']);

    // Ticking a group adds all of its permissions; saving shows "Submit Success".
    await page.getByRole('checkbox', { name: 'Roles', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Roles: List page' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Roles: Create/update page' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Roles', exact: true }).uncheck();
    await page.getByLabel('Name').fill(`${roleName} v2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Success' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/role/edit/${roleId}$`));
    const saved = await (await context.request.get(`/api/admin/role/${roleId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(saved).toMatchObject({ name: `${roleName} v2`, permission_list: ['account.list', 'mailbox'] });

    await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page.getByRole('cell', { name: `${roleName} v2` })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${roleName} v2`) })).toContainText(new Date().toISOString().slice(0, 4));
    await page.screenshot({ path: `${shots}/admin-roles-list.png`, fullPage: true });

    // The account: role chosen in the select (1 unless changed).
    const email = `reader-${uid()}@e2e.test`;
    await menu(page).getByRole('menuitem', { name: 'Admin accounts' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/account\/create$/);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Super Admin');
    await page.getByLabel('Name').fill('Mail Reader');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: `${roleName} v2` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/account\/edit\/\d+$/);
    await menu(page).getByRole('menuitem', { name: 'Admin accounts' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toBeVisible();
    for (const header of ['ID', 'Name', 'Email', 'Enabled', 'Updated', 'Actions']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-accounts-list.png`, fullPage: true });
    await context.close();

    // That account sees only its entries, without create or edit, and is sent home from forbidden pages.
    const reader = await session(browser, NETWORK, VIEWPORT);
    await logIn(reader.page, email, PASSWORD);
    await expect(menu(reader.page).getByRole('menuitem')).toHaveText(['Admin accounts', 'Mailbox']);
    await menu(reader.page).getByRole('menuitem', { name: 'Admin accounts' }).click();
    await expect(reader.page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
    await expect(reader.page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(reader.page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(reader.page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    for (const forbidden of ['/admin/role', '/admin/role/create', '/admin/account/create', '/admin/configuration']) {
      await reader.page.goto(forbidden);
      await expect(reader.page).toHaveURL(/\/admin\/dashboard$/);
    }
    await reader.context.close();
  });

  test("editing the signed-in admin's own role updates their menu at once", async ({ browser }) => {
    const { page, request, context } = await session(browser, NETWORK, VIEWPORT);
    const token = await apiToken(request);
    const roleId = await createRole(request, token, `Own role ${uid()}`, ['role.list', 'role.edit', 'account.list', 'mailbox']);
    const { email } = await createAccount(request, token, roleId);
    await logIn(page, email, PASSWORD);
    await expect(menu(page).getByRole('menuitem')).toHaveText(['Roles', 'Admin accounts', 'Mailbox']);
    await page.goto(`/admin/role/edit/${roleId}`);
    // Nobody grants what they do not hold: those boxes are read-only, and the form says why. (The form
    // draws every permission group once the role and the catalogue are in: on a busy machine that takes a while.)
    await expect(page.getByRole('checkbox', { name: 'Admin accounts: Create/update page' })).toBeDisabled({ timeout: 15_000 });
    await expect(page.getByRole('checkbox', { name: 'Dashboard', exact: true })).toBeDisabled();
    await expect(page.getByText('Permissions you do not hold yourself cannot be given or taken away.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Mailbox', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Success' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(menu(page).getByRole('menuitem')).toHaveText(['Roles', 'Admin accounts']);
    await context.close();
  });

  test('result dialogs: Create Fail with the server message, Delete Fail keeps the row', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    await page.goto('/admin/role/create');
    await page.getByLabel('Name').fill('Super Admin');
    await page.getByRole('button', { name: 'Save' }).click();
    const createFail = page.getByRole('alertdialog', { name: 'Create Fail' });
    await expect(createFail).toBeVisible();
    await expect(createFail).toContainText('A role with this name already exists');
    await createFail.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/admin\/role\/create$/);

    await page.goto('/admin/account/create');
    await page.getByLabel('Name').fill('Twin');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Create Fail' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.goto('/admin/role');
    const superRow = page.getByRole('row', { name: /Super Admin/ });
    await superRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const deleteFail = page.getByRole('alertdialog', { name: 'Delete Fail' });
    await expect(deleteFail).toBeVisible();
    await expect(deleteFail).toContainText('The super admin role cannot be deleted');
    await deleteFail.getByRole('button', { name: 'OK' }).click();
    await expect(superRow).toBeVisible();
    await context.close();
  });

  test('a form saved with a field left invalid shows "Validation Fail" and stays open', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    await page.goto('/admin/warehouse/create');
    await page.getByLabel('Address').fill('3 Nameless Lane');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Validation Fail: Please make sure all fields are filled in correctly' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/warehouse\/create$/);
    await context.close();
  });

  test('a page asking for a missing entity shows "ID not exists" and moves on after 1 second', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    await page.goto('/admin/role/edit/999999');
    await expect(page.getByText('ID not exists')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/role\/create$/);
    await page.goto('/admin/mailbox/show/999999');
    await expect(page.getByText('ID not exists')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/mailbox$/);
    await context.close();
  });

  test('an expired session shows "Login expired" and returns to /admin', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    // The dashboard checks the session when it lands there; let that check run on the live token first,
    // so the click below (and not the landing) is what finds the session expired.
    await expect(menu(page).getByRole('menuitem', { name: 'Roles' })).toBeVisible();
    await settled(page);
    await context.addCookies([
      { name: 'admin_token_expired_at', value: new Date(Date.now() - 60_000).toISOString(), domain: new URL(page.url()).hostname, path: '/admin' },
    ]);
    await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Login expired' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Please log in again');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'admin_token_expired_at')).toBeUndefined();

    // A token that the server no longer accepts (revoked) ends the same way.
    await logIn(page);
    // As above: the landing's own check runs on the live token before the token is revoked.
    await expect(menu(page).getByRole('menuitem', { name: 'Mailbox' })).toBeVisible();
    await settled(page);
    const token = await tokenOf(context);
    expect((await context.request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await menu(page).getByRole('menuitem', { name: 'Mailbox' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Login expired' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await context.close();
  });

  test('a token with under 10 minutes left is refreshed', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    const before = await tokenOf(context);
    await context.addCookies([
      { name: 'admin_token_expired_at', value: new Date(Date.now() + 5 * 60_000).toISOString(), domain: new URL(page.url()).hostname, path: '/admin' },
    ]);
    await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
    // The server sets the new token cookie with its answer; the page then keeps the new expiry: wait for both.
    const timeLeft = async () => {
      const expiry = (await context.cookies()).find((c) => c.name === 'admin_token_expired_at')!;
      return Date.parse(decodeURIComponent(expiry.value)) - Date.now();
    };
    await expect.poll(timeLeft).toBeGreaterThan(10 * 60_000);
    expect(await tokenOf(context)).not.toBe(before);
    expect((await context.request.get('/api/admin', { headers: { Authorization: `Bearer ${before}` } })).status()).toBe(401);
    await expect(page.getByRole('cell', { name: 'Super Admin' })).toBeVisible();
    await context.close();
  });

  test('configuration: site images upload with previews, and each tab saves', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, VIEWPORT);
    await logIn(page);
    await menu(page).getByRole('menuitem', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/\/admin\/configuration$/);
    await expect(page.getByRole('textbox', { name: /^Shop name/ })).toHaveValue('Harbour Goods');
    await page.locator('.ra-input-logo input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.locator('.ra-input-logo img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Success' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('.ra-input-logo img')).toHaveAttribute('src', /^\/uploads\/site\/.+\.png$/);
    await expect(page.getByRole('textbox', { name: /^Shop name/ })).toHaveValue('Harbour Goods');
    await page.screenshot({ path: `${shots}/admin-configuration.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Currencies' }).click();
    await expect(page.getByRole('combobox', { name: 'Base currency' })).toHaveText('HKD');
    await expect(page.getByRole('textbox', { name: 'Code' }).nth(1)).toHaveValue('USD');
    const rate = page.getByRole('spinbutton', { name: 'Rate' }).nth(1);
    const newRate = (await rate.inputValue()) === '0.129' ? 0.127 : 0.129;
    await rate.fill(String(newRate));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Success' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    const currency = await (await context.request.get('/api/admin/config/currency', { headers: { Authorization: `Bearer ${await tokenOf(context)}` } })).json();
    expect(currency.currencies.find((c: { identifier: string }) => c.identifier === 'USD')).toEqual({ identifier: 'USD', rate: newRate, mark: 'US$' });

    await page.getByRole('tab', { name: 'Shop config' }).click();
    await expect(page.getByRole('switch', { name: 'Guest checkout' })).toBeChecked();
    await page.getByRole('tab', { name: 'Languages' }).click();
    await expect(page.getByRole('checkbox', { name: /繁體中文/ })).toBeChecked();

    // Other specs price things in USD and show the shop as seeded: put the rate and the logo back.
    const headers = { Authorization: `Bearer ${await tokenOf(context)}` };
    const restoredRates = currency.currencies.map((c: { identifier: string }) => (c.identifier === 'USD' ? { ...c, rate: 0.128 } : c));
    expect((await context.request.put('/api/admin/config/currency', { headers, data: { currencies: restoredRates } })).status()).toBe(200);
    expect((await context.request.put('/api/admin/config/site', { headers, data: { logo: '' } })).status()).toBe(200);
    await context.close();
  });

  test('the mailbox lists mails and shows one mail text', async ({ browser }) => {
    const { page, request, context } = await session(browser, NETWORK, VIEWPORT);
    const email = `shopper-${uid()}@e2e.test`;
    expect(
      (
        await request.post('/api/register', {
          data: { first_name: 'Mail', last_name: 'Test', email, password: PASSWORD, password_confirmation: PASSWORD, language: 'en_us' },
        })
      ).status(),
    ).toBe(201);
    expect((await request.post('/api/password/email', { data: { email } })).status()).toBe(200);
    await logIn(page);
    await menu(page).getByRole('menuitem', { name: 'Mailbox' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) }).first();
    await expect(row).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-mailbox.png`, fullPage: true });
    await row.getByRole('link', { name: 'Read' }).click();
    await expect(page).toHaveURL(/\/admin\/mailbox\/show\/\d+$/);
    await expect(page.getByText('/reset-password?token=')).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-mailbox-mail.png`, fullPage: true });
    await context.close();
  });

  test('switching to zh-HK shows Chinese everywhere and is restored at the next login', async ({ browser }) => {
    const { page, request, context } = await session(browser, NETWORK, VIEWPORT);
    const { email } = await createAccount(request, await apiToken(request), 1);
    await logIn(page, email, PASSWORD);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(zhMenu(page).getByRole('menuitem', { name: '角色' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const english = ['Roles', 'Admin accounts', 'Configuration', 'Mailbox', 'Setting', 'Store', 'Dashboard', 'Home', 'Welcome'];
    const noEnglish = async (extra: string[] = []) => {
      const text = await page.locator('body').innerText();
      for (const word of [...english, ...extra]) expect(text, `"${word}" left in English`).not.toMatch(new RegExp(`\\b${word}\\b`));
    };
    await expect(page.getByRole('heading', { name: /歡迎/ })).toBeVisible();
    await noEnglish();
    await page.screenshot({ path: `${shots}/admin-dashboard-zh-HK.png`, fullPage: true });

    const raEnglish = ['Rows per page', 'Create', 'Search', 'Edit', 'Delete', 'Actions', 'Name', 'Updated'];
    await zhMenu(page).getByRole('menuitem', { name: '角色' }).click();
    await expect(page.getByText('每頁行數：')).toBeVisible();
    await expect(page.getByRole('link', { name: '新增' })).toBeVisible();
    await expect(page.getByRole('button', { name: '刪除' }).first()).toBeVisible();
    await expect(page.getByPlaceholder('搜尋')).toBeVisible();
    await noEnglish(raEnglish);
    await page.screenshot({ path: `${shots}/admin-roles-list-zh-HK.png`, fullPage: true });

    await page.getByRole('link', { name: '編輯' }).first().click();
    await expect(page.getByRole('button', { name: '儲存' })).toBeVisible();
    await noEnglish(['Save', 'Permissions', 'List page', 'Products', 'Orders']);
    await page.screenshot({ path: `${shots}/admin-role-edit-zh-HK.png`, fullPage: true });

    await zhMenu(page).getByRole('menuitem', { name: '管理員帳戶' }).click();
    await expect(page.getByRole('columnheader', { name: '電郵' })).toBeVisible();
    await noEnglish([...raEnglish, 'Email', 'Enabled']);
    await page.screenshot({ path: `${shots}/admin-accounts-list-zh-HK.png`, fullPage: true });

    await zhMenu(page).getByRole('menuitem', { name: '系統設定' }).click();
    await expect(page.getByRole('tab', { name: '網站設定' })).toBeVisible();
    await expect(page.getByText('將圖片拖放到此處上載，或按此選擇圖片。').first()).toBeVisible();
    await noEnglish(['Save', 'Shop name', 'Logo', 'Drop a picture']);
    await page.screenshot({ path: `${shots}/admin-configuration-zh-HK.png`, fullPage: true });

    await zhMenu(page).getByRole('menuitem', { name: '郵箱' }).click();
    await expect(page.getByRole('columnheader', { name: '主旨' })).toBeVisible();
    await noEnglish(['Rows per page', 'Subject', 'Status', 'Read']);
    await page.screenshot({ path: `${shots}/admin-mailbox-zh-HK.png`, fullPage: true });

    // Saved on the server ...
    const me = await (await request.get('/api/admin', { headers: { Authorization: `Bearer ${await tokenOf(context)}` } })).json();
    expect(me.language).toBe('zh_hk');
    await context.close();

    // ... and restored at login in a fresh browser.
    const next = await session(browser, NETWORK, VIEWPORT);
    await next.page.goto('/admin/login');
    await next.page.getByLabel('Email').fill(email);
    await next.page.getByLabel('Password').fill(PASSWORD);
    await next.page.getByRole('button', { name: 'Log in' }).click();
    await expect(next.page.getByRole('heading', { name: /歡迎/ })).toBeVisible();
    await expect(zhMenu(next.page).getByRole('menuitem', { name: '郵箱' })).toBeVisible();
    // The login screen follows the chosen language too.
    await next.page.getByRole('button', { name: '個人檔案' }).click();
    await next.page.getByRole('menuitem', { name: '登出' }).click();
    await expect(next.page).toHaveURL(/\/$/);
    await next.page.goto('/admin/login');
    await expect(next.page.getByRole('heading', { name: '登入' })).toBeVisible();
    await expect(next.page.getByLabel('電郵')).toBeVisible();
    await next.page.screenshot({ path: `${shots}/admin-login-zh-HK.png`, fullPage: true });
    // The server's messages read in Chinese too.
    await next.page.getByLabel('電郵').fill(email);
    await next.page.getByLabel('密碼').fill('wrong-password');
    await next.page.getByRole('button', { name: '登入' }).click();
    await expect(next.page.getByRole('alert')).toHaveText('電郵或密碼不正確');
    await next.context.close();
  });

  test('phones get the menu behind a button and lists as simple rows', async ({ browser }) => {
    const { page, context } = await session(browser, NETWORK, { width: 390, height: 844 });
    await logIn(page);
    await page.goto('/admin/role');
    await expect(page.getByText('Super Admin')).toBeVisible();
    await page.screenshot({ path: `${shots}/admin-roles-list-mobile.png`, fullPage: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page).getByRole('menuitem', { name: 'Mailbox' })).toBeVisible();
    await context.close();
  });
});
