import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The demo shop's administrator (the seed makes it from these). */
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.shop';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'demo-admin-2026';

let clientNumber = 0;

/**
 * A browser session of its own. Login calls are rate limited per client address (AUTH_RATE_LIMIT);
 * the test server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback in scripts/test.mjs), so
 * each session gets its own address in `network` (a documentation range, one per spec file), as
 * clients behind a proxy would.
 */
export async function session(
  browser: Browser,
  network: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; request: APIRequestContext }> {
  clientNumber += 1;
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'X-Forwarded-For': `${network}.${(clientNumber % 250) + 1}` } });
  const page = await context.newPage();
  return { context, page, request: context.request };
}

/** Logs in through the back office's form and waits for the dashboard. */
export async function logIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** What the login API answers. */
interface IssuedSession {
  token: string;
  expired_at: string;
}

/**
 * The demo administrator's session, signed in once per shard: a shard is one Playwright process with
 * one worker, so this module is loaded once per shard. Specs that only need "an admin" share it (through
 * adminToken and openAsAdmin); specs about signing in, out or sessions use logIn and sessions of their
 * own. The session lasts token_expired_time (120 minutes), far longer than a shard runs, so nothing
 * refreshes (and so revokes) it meanwhile.
 */
let demoSession: Promise<IssuedSession> | undefined;

function demoAdminSession(request: APIRequestContext): Promise<IssuedSession> {
  demoSession ??= (async () => {
    const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    return (await login.json()) as IssuedSession;
  })();
  return demoSession;
}

/** A back-office token of the demo administrator (the shard's shared session). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await demoAdminSession(request)).token;
}

/**
 * Opens the back office at `path` as the demo administrator, with the shard's shared session put into
 * the page's context as the server and the back office keep it (the HttpOnly token cookie on the admin
 * API, the expiry cookie on /admin): what logIn ends with, without the login form and its password hash.
 */
export async function openAsAdmin(page: Page, path = '/admin/dashboard'): Promise<void> {
  const { token, expired_at } = await demoAdminSession(page.context().request);
  const url = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? 'http://127.0.0.1:3000'));
  const domain = url.hostname;
  await page.context().addCookies([
    { name: 'admin_token', value: token, domain, path: '/api/admin', httpOnly: true, sameSite: 'Strict' },
    { name: 'admin_token_expired_at', value: expired_at, domain, path: '/admin', sameSite: 'Lax' },
  ]);
  await page.goto(path);
  if (path === '/admin/dashboard') await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** A JSON call of the admin API that must succeed (`data`: the JSON body). */
export async function adminApi<T = Record<string, unknown>>(
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

/** The back office's side menu. */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Closes the "Submit Success" dialog a save opens. */
export async function closeSaved(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Submit Success' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Serious and critical axe findings (WCAG 2 A and AA) on the page as it stands. */
export async function seriousViolations(page: Page): Promise<{ rule: string; help: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
