import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Response } from './fixtures';

/**
 * The Content-Security-Policy in a real browser: nothing the storefront or the back office does today
 * is blocked (no securitypolicyviolation on their main pages), the staff header/footer scripts run by
 * the page nonce (and may load their own scripts), a script without the nonce does not run, and the
 * admin cookies cannot be read by storefront pages. Screenshots in test-results/screenshots/security-*.png.
 */
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.shop';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'demo-admin-2026';
const PASSWORD = 'e2e-password-2026';
const shots = 'test-results/screenshots';

let clientNumber = 0;
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A browser session of its own (its own client address for the sign-in limits) that records every
 * CSP violation: the securitypolicyviolation event, reported from each page before its own scripts
 * run, and Chromium's "Refused to ..." console errors.
 */
async function session(browser: Browser): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  clientNumber += 1;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${(clientNumber % 250) + 1}` },
  });
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.push(text);
  });
  return { context, page, violations };
}

async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** The page came with its area's policy (a storefront page: its own nonce; the back office: self only). */
function expectPolicy(response: Response | null, area: 'storefront' | 'back office'): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  if (area === 'storefront') expect(policy).toMatch(/script-src 'nonce-[\w-]+' 'strict-dynamic'/);
  else expect(policy).toContain("script-src 'self'; connect-src 'self'; frame-ancestors 'none'");
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function putSite(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<void> {
  const res = await request.put('/api/admin/config/site', { headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function logInToBackOffice(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('content security policy', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the storefront runs without a violation: home, a category, a product, login with the Facebook SDK, the account', async ({ browser, request }) => {
    const token = await apiToken(request);
    await putSite(request, token, { facebook_enabled: '1', fb_client_id: '1234567890' });
    const { context, page, violations } = await session(browser);
    try {
      expectPolicy(await page.goto('/'), 'storefront');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour Goods');
      expectPolicy(await page.goto('/category/home-living'), 'storefront');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expectPolicy(await page.goto('/product/stoneware-mug'), 'storefront');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${shots}/security-storefront-product.png`, fullPage: true });

      // The Facebook SDK loads from connect.facebook.net through a script the page's own code adds.
      let sdkLoads = 0;
      await page.route('https://connect.facebook.net/**', (route) => {
        sdkLoads += 1;
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.FB = { init: function () {}, login: function (cb) { cb({ status: "unknown", authResponse: null }); }, getLoginStatus: function (cb) { cb({ status: "unknown" }); }, logout: function () {} }; if (window.fbAsyncInit) window.fbAsyncInit();',
        });
      });
      expectPolicy(await page.goto('/login'), 'storefront');
      const facebook = page.getByRole('button', { name: 'Log in with Facebook' });
      await facebook.click();
      await expect.poll(() => page.evaluate(() => typeof (window as unknown as { FB?: { login?: unknown } }).FB?.login)).toBe('function');
      expect(sdkLoads).toBe(1);
      await expect(facebook).toBeEnabled();

      const email = `csp-${uid()}@example.com`;
      const registered = await request.post('/api/register', {
        data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Ada', last_name: 'Wong', language: 'en_us' },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      expectPolicy(await page.reload(), 'storefront');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await page.screenshot({ path: `${shots}/security-storefront-account.png`, fullPage: true });
      expect(violations).toEqual([]);
    } finally {
      await putSite(request, token, { facebook_enabled: '0', fb_client_id: '' });
      await context.close();
    }
  });

  test('the staff scripts run by the page nonce, load their own scripts, and a script without the nonce does not run', async ({ browser, request }) => {
    const token = await apiToken(request);
    await putSite(request, token, {
      script_header: '<script src="https://tags.example.test/loader.js" async></script>',
      script_footer: '<div id="staff-note">Staff snippet</div><script>document.body.dataset.staff = \'ran\';</script>',
    });
    const { context, page, violations } = await session(browser);
    try {
      // An analytics loader that adds a script of its own ('strict-dynamic' lets it).
      await page.route('https://tags.example.test/**', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: route.request().url().endsWith('/loader.js')
            ? 'var s = document.createElement("script"); s.src = "https://tags.example.test/tag.js"; document.head.appendChild(s);'
            : 'document.documentElement.dataset.tag = "loaded";',
        }),
      );
      await page.goto('/');
      await expect(page.locator('body')).toHaveAttribute('data-staff', 'ran');
      await expect(page.locator('html')).toHaveAttribute('data-tag', 'loaded');
      await expect(page.locator('body > #staff-note')).toHaveText('Staff snippet');
      await page.goto('/product/stoneware-mug');
      await expect(page.locator('body')).toHaveAttribute('data-staff', 'ran');
      expect(violations).toEqual([]);

      // What injected markup would carry: an inline handler, without the nonce. It is refused, and reported.
      await page.evaluate(() =>
        document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/no-such-image.png" onerror="document.body.dataset.injected = \'ran\'">'),
      );
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(violations.join('\n')).toMatch(/script-src/);
      expect(await page.locator('body').getAttribute('data-injected')).toBeNull();
      await page.screenshot({ path: `${shots}/security-storefront-staff-scripts.png`, fullPage: true });
    } finally {
      await putSite(request, token, { script_header: '', script_footer: '' });
      await context.close();
    }
  });

  test('the back office runs without a violation: login, a list, an edit form, the configuration with the script history', async ({ browser, request }) => {
    const token = await apiToken(request);
    const marker = `<script>/* csp ${uid()} */</script>`;
    await putSite(request, token, { script_footer: marker });
    const { context, page, violations } = await session(browser);
    try {
      await logInToBackOffice(page);
      expectPolicy(await page.goto('/admin/role'), 'back office');
      await expect(page.getByRole('cell', { name: 'Super Admin' })).toBeVisible();
      expectPolicy(await page.goto('/admin/role/edit/1'), 'back office');
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Super Admin');
      expectPolicy(await page.goto('/admin/configuration'), 'back office');
      await expect(page.getByRole('textbox', { name: /^Shop name/ })).toHaveValue('Harbour Goods');
      // The super admin holds configuration.script: the scripts are editable and their history shows.
      await expect(page.getByRole('textbox', { name: 'Script at the page end' })).toHaveValue(marker);
      await expect(page.getByRole('textbox', { name: 'Script at the page end' })).not.toHaveAttribute('readonly');
      const history = page.getByRole('region', { name: 'Script changes' });
      await expect(history.getByRole('row').nth(1)).toContainText(marker);
      await page.screenshot({ path: `${shots}/security-admin-configuration-history.png`, fullPage: true });
      await page.goto('/api/docs');
      await expect(page.getByText('Shop API').first()).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await putSite(request, token, { script_footer: '' });
      await context.close();
    }
  });

  test('without configuration.script the scripts are read-only, and the site form still saves', async ({ browser, request }) => {
    const token = await apiToken(request);
    await putSite(request, token, { script_header: '<script>/* kept */</script>' });
    const role = await request.post('/api/admin/role', {
      headers: bearer(token),
      data: { name: `Config editor ${uid()}`, permissions: ['configuration.view', 'configuration.edit'] },
    });
    expect(role.status(), await role.text()).toBe(201);
    const email = `config-${uid()}@e2e.test`;
    const account = await request.post('/api/admin/account', {
      headers: bearer(token),
      data: { name: `Editor ${uid()}`, email, password: PASSWORD, password_confirmation: PASSWORD, role_id: (await role.json()).id },
    });
    expect(account.status(), await account.text()).toBe(201);
    const { context, page, violations } = await session(browser);
    try {
      await logInToBackOffice(page, email, PASSWORD);
      await page.goto('/admin/configuration');
      const header = page.getByRole('textbox', { name: 'Script in the page head' });
      await expect(header).toHaveValue('<script>/* kept */</script>');
      await expect(header).toHaveAttribute('readonly');
      await expect(page.getByText('Changing the scripts needs the permission "Header and footer scripts"').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Script changes' })).toHaveCount(0);
      // The form sends every field, the unchanged scripts too: the server takes them as no change.
      await page.getByRole('spinbutton', { name: /^Session length/ }).fill('121');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit Success' })).toBeVisible();
      await page.screenshot({ path: `${shots}/security-admin-configuration-readonly.png`, fullPage: true });
      expect(violations).toEqual([]);
    } finally {
      await putSite(request, token, { script_header: '', token_expired_time: 120 });
      await context.close();
    }
  });

  test('the admin token is an HttpOnly cookie no page script reads; a readable copy an older version kept becomes it', async ({ browser }) => {
    const { context, page } = await session(browser);
    const host = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3000').hostname;
    // A session kept by an older version: the token readable on /admin (and a stale copy on /).
    const old = await (await context.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json();
    await context.clearCookies();
    await context.addCookies([
      { name: 'admin_token', value: 'stale-token', domain: host, path: '/' },
      { name: 'admin_token', value: old.token, domain: host, path: '/admin' },
      { name: 'admin_token_expired_at', value: old.expired_at, domain: host, path: '/admin' },
    ]);
    await page.goto('/admin/role');
    await expect(page.getByRole('cell', { name: 'Super Admin' })).toBeVisible();
    const cookies = (await context.cookies()).filter((c) => c.name.startsWith('admin_token'));
    expect(cookies.map((c) => `${c.name} ${c.path} ${c.httpOnly ? 'HttpOnly' : 'readable'}`).sort()).toEqual([
      'admin_token /api/admin HttpOnly',
      'admin_token_expired_at /admin readable',
    ]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_token=');
    // The old token was traded for a new one.
    expect((await context.request.get('/api/admin', { headers: { Authorization: `Bearer ${old.token}` } })).status()).toBe(401);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbour Goods');
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_token');
    await page.goto('/product/stoneware-mug');
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_token');

    // Back in the back office the session is still there.
    await page.goto('/admin/role');
    await expect(page.getByRole('cell', { name: 'Super Admin' })).toBeVisible();
    await context.close();
  });
});
