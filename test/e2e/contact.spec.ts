import { adminApi, adminToken, seriousViolations } from './admin-session';
import { expect, test, type Page } from './fixtures';

/**
 * The contact page (spec §1 /contact-us, §8 wording) in English and in zh-HK: a refusal and a success
 * each, the message as the back office lists it, and an axe scan.
 *
 * The server takes CONTACT_RATE_LIMIT (default 5) messages an hour from one client address. The test
 * server trusts X-Forwarded-For from loopback, so this file writes from an address of its own (a
 * documentation range no other spec uses) and stores two messages; the two refusals store none.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.18.60.1' } });

const shots = 'test-results/screenshots';

const TEXTS = {
  'en-US': {
    title: 'Contact us',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    failed: 'Message has been sent fail.',
    messageRequired: 'message is required',
    sent: 'Message has been sent successfully.',
    language: 'en_us',
  },
  'zh-HK': {
    title: '聯絡我們',
    name: '姓名',
    email: '電郵',
    subject: '主題',
    message: '訊息',
    send: '發送訊息',
    failed: '訊息發送失敗。',
    messageRequired: '請填寫訊息',
    sent: '訊息已成功發送。',
    language: 'zh_hk',
  },
} as const;

type Locale = keyof typeof TEXTS;

interface ContactRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  source: string;
  language: string;
}

/** On the contact page: a send without a message is refused, then the full form goes and the form empties. */
async function sendThroughForm(page: Page, locale: Locale, visitor: { name: string; email: string; subject: string; message: string }) {
  const t = TEXTS[locale];
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const form = page.getByRole('form', { name: t.title });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });

  await field(t.name).fill(visitor.name);
  await field(t.email).fill(visitor.email);
  await field(t.subject).fill(visitor.subject);
  await form.getByRole('button', { name: t.send }).click();
  await expect(form.getByRole('alert')).toContainText(t.failed);
  await expect(field(t.message)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(t.message)).toHaveAccessibleDescription(t.messageRequired);
  await expect(field(t.name)).toHaveValue(visitor.name);
  await expect(form.getByRole('status')).toHaveText('');
  await page.screenshot({ path: `${shots}/storefront-contact-failed-${locale.toLowerCase()}.png`, fullPage: true });

  await field(t.message).fill(visitor.message);
  await form.getByRole('button', { name: t.send }).click();
  await expect(form.getByRole('status')).toHaveText(t.sent);
  await expect(form.getByRole('alert')).toHaveCount(0);
  for (const name of [t.name, t.email, t.subject, t.message]) await expect(field(name)).toHaveValue('');
  await expect(field(t.message)).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('contact page', () => {
  test('a visitor is refused without a message, then sends one in English and in zh-HK, and the shop keeps both', async ({ page, request }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const english = { name: 'Ada Visitor', email: `contact-en-${stamp}@example.com`, subject: 'Opening hours', message: 'Are you open on public holidays?' };
    const chinese = { name: '陳小明', email: `contact-hk-${stamp}@example.com`, subject: '送貨查詢', message: '請問可以送貨到離島嗎？' };

    // Opened directly: the server answers the path with the storefront.
    const opened = await page.goto('/contact-us');
    expect(opened?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Contact us \| /);
    expect(await seriousViolations(page)).toEqual([]);
    await sendThroughForm(page, 'en-US', english);
    await page.screenshot({ path: `${shots}/storefront-contact-en.png`, fullPage: true });

    // zh-HK, reached from the footer after choosing the language.
    await page.goto('/');
    await page.getByLabel('Language').selectOption('zh-HK');
    await page.getByRole('contentinfo').getByRole('link', { name: TEXTS['zh-HK'].title }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).toHaveTitle(/^聯絡我們 \| /);
    await sendThroughForm(page, 'zh-HK', chinese);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/storefront-contact-zh-hk.png`, fullPage: true });

    // Both messages reached the back office's contacts, each with the language it was written in.
    const token = await adminToken(request);
    for (const [visitor, language] of [
      [english, TEXTS['en-US'].language],
      [chinese, TEXTS['zh-HK'].language],
    ] as const) {
      const rows = await adminApi<ContactRow[]>(request, token, 'GET', `contact?filter=${encodeURIComponent(JSON.stringify({ q: visitor.email }))}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...visitor, source: 'contact', language });
    }
  });
});
