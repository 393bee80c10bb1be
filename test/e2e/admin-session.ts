import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

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
export async function session(browser: Browser, network: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page; request: APIRequestContext }> {
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

/** A back-office token of the demo administrator, through the login API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}
