import { unsubscribeLinks } from '../../server/src/modules/broadcast/unsubscribe-link';
import { seriousViolations } from './admin-session';
import { expect, test } from './fixtures';
import { uid } from './test-data';

/**
 * The page a newsletter's unsubscribe link opens (spec §2 /unsubscribe with an email parameter), in
 * English and zh-HK: it reads the signed link, asks before it acts, says it is done, and says so again
 * on a second visit; a changed link and a link cut short are refused in words. The links are made as a
 * campaign mail makes them, with the test server's JWT_SECRET (scripts/test.mjs).
 */
const secret = process.env.E2E_JWT_SECRET ?? '';
const shots = 'test-results/screenshots';

/** The path and query of the storefront link a mail to `email` carries. */
const linkFor = (email: string) => {
  const { pathname, search } = new URL(unsubscribeLinks('http://shop.test', secret, email).page);
  return `${pathname}${search}`;
};

test.describe('unsubscribing from newsletters', () => {
  test('a reader follows the link, confirms and is told; a second visit says so; a changed or cut link is refused', async ({ page }) => {
    expect(secret, 'E2E_JWT_SECRET (scripts/test.mjs sets it)').not.toBe('');
    const email = `reader-${uid()}@example.test`;
    await page.goto(linkFor(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText(`Stop sending newsletters to ${email}?`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(`${email} is unsubscribed: it will get no more newsletters from us.`);
    await page.screenshot({ path: `${shots}/unsubscribe-done-en-us.png`, fullPage: true });

    await page.goto(linkFor(email));
    await expect(page.getByRole('status')).toHaveText(`${email} is unsubscribed: it gets no newsletters from us.`);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

    // Another address with this address's signature: refused, nothing to press.
    const signature = new URL(linkFor(email), 'http://shop.test').searchParams.get('signature')!;
    await page.goto(`/unsubscribe?${new URLSearchParams({ email: `someone-else-${uid()}@example.test`, signature }).toString()}`);
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid: please use the link in the latest mail');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

    await page.goto(`/unsubscribe?${new URLSearchParams({ email }).toString()}`);
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is incomplete: please open the whole link from the mail.');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  test('in zh-HK the page asks, confirms and refuses in Chinese', async ({ page }) => {
    const email = `reader-${uid()}@example.test`;
    await page.goto(`${linkFor(email)}&lang=zh_hk`);
    await expect(page.getByRole('heading', { level: 1, name: '取消訂閱' })).toBeVisible();
    await expect(page.getByText(`停止寄出電子報到 ${email}？`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '取消訂閱' }).click();
    await expect(page.getByRole('status')).toHaveText(`${email} 已取消訂閱，我們不會再寄出電子報給此地址。`);
    await page.screenshot({ path: `${shots}/unsubscribe-done-zh-hk.png`, fullPage: true });

    const signature = new URL(linkFor(email), 'http://shop.test').searchParams.get('signature')!;
    await page.goto(`/unsubscribe?${new URLSearchParams({ email: `other-${uid()}@example.test`, signature, lang: 'zh_hk' }).toString()}`);
    await expect(page.getByRole('alert')).toHaveText('此取消訂閱連結無效，請使用最新一封郵件中的連結');
  });
});
