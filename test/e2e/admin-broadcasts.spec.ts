import { expect, test } from '@playwright/test';
import { adminApi as api, adminToken, logIn, openAsAdmin, seriousViolations, session } from './admin-session';
import { uid } from './test-data';

/**
 * Broadcasts in Chromium against the real server (no SMTP: the dev mailbox is the transport). Staff
 * compose a message with the editor, build a receiver by a tag (its live count shows who it reaches),
 * pick both for a broadcast, send it and watch the progress reach 100%; the mail is in the dev mailbox
 * with its unsubscribe footer and List-Unsubscribe header. The receiver screen reads in zh-HK too.
 * Screenshots in test-results/screenshots/admin-broadcasts-*.png.
 */
const shots = 'test-results/screenshots';
const NETWORK = '198.18.9';

test.describe('the back office broadcasts', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('compose a message, pick a receiver, send, watch it reach 100% and read the mail in the dev mailbox; zh-HK too', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, { width: 1366, height: 900 });
    const token = await adminToken(request);
    const id = uid();
    const tag = `news-${id}`;
    const emails = [`ann-${id}@e2e.test`, `bo-${id}@e2e.test`, `cy-${id}@e2e.test`];
    const [status] = await api<{ id: number }[]>(request, token, 'GET', 'status');
    for (const [index, email] of emails.entries()) {
      await api(request, token, 'POST', 'user', {
        first_name: ['Ann', 'Bo', 'Cy'][index],
        last_name: 'Reader',
        email,
        phone: '12345678',
        gender: 'female',
        enabled: true,
        is_subscribe: index < 2,
        status_id: status.id,
        lead_source: 'campaign',
        tags: [tag],
        password: 'e2e-password-2026',
        password_confirmation: 'e2e-password-2026',
      });
    }
    let roleId: number | undefined;
    let accountId: number | undefined;
    try {
      await openAsAdmin(page, '/admin/broadcast/message/create');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Spring ${id}`);
      await page.getByRole('textbox', { name: 'Subject (English)', exact: true }).fill('Spring tea for {first_name}');
      await page.getByRole('textbox', { name: 'Body (English)', exact: true }).click();
      await page.keyboard.type('Hello {first_name}, the spring harvest is in.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/broadcast\/message\/edit\/\d+$/);
      // (Scanned before the preview opens: axe cannot look inside its frame, which runs no scripts.)
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('message-preview').getByRole('button', { name: 'English' }).click();
      const preview = page.frameLocator('iframe[title="Preview"]');
      await expect(preview.getByText(/^Hello .+, the spring harvest is in\.$/)).toBeVisible();

      await page.goto('/admin/broadcast/receiver/create');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Tea lovers ${id}`);
      await expect(page.getByRole('combobox', { name: 'Lead statuses' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Tags (any of)', exact: true }).fill(tag);
      await expect(page.getByTestId('receiver-count')).toHaveText('Reaches 2 addresses: 2 will be mailed, 0 unsubscribed');
      await page.getByRole('switch', { name: 'Only newsletter subscribers' }).uncheck();
      await expect(page.getByTestId('receiver-count')).toHaveText('Reaches 3 addresses: 2 will be mailed, 1 unsubscribed');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/broadcast/receiver/edit/${encodeURIComponent(`Tea lovers ${id}`).replace(/[()]/g, '\\$&')}$`));
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/admin/broadcast/create');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Spring campaign ${id}`);
      await page.getByRole('combobox', { name: 'Message' }).click();
      await page.getByRole('option', { name: `Spring ${id}` }).click();
      await page.getByRole('combobox', { name: 'Receivers' }).click();
      await page.getByRole('option', { name: `Tea lovers ${id}` }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/broadcast\/edit\/\d+$/);
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByTestId('broadcast-status')).toHaveText('Sent · 100%', { timeout: 30_000 });
      await expect(page.getByTestId('count-sent')).toHaveText('2');
      await expect(page.getByTestId('count-skipped_unsubscribed')).toHaveText('1');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/admin-broadcasts-sent.png`, fullPage: true });

      // Ann's mail in the dev mailbox: her name in the subject and body, the unsubscribe footer and header.
      const [mail] = await api<{ id: number; subject: string }[]>(
        request,
        token,
        'GET',
        `mailbox?${new URLSearchParams({ filter: JSON.stringify({ to: emails[0] }) })}`,
      );
      expect(mail.subject).toBe('Spring tea for Ann');
      const detail = await api<{ headers: Record<string, string> }>(request, token, 'GET', `mailbox/${mail.id}`);
      expect(detail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      await page.goto(`/admin/mailbox/show/${mail.id}`);
      const sent = page.frameLocator('iframe[title="As sent (HTML)"]');
      await expect(sent.getByText('Hello Ann, the spring harvest is in.')).toBeVisible();
      await expect(sent.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', /\/unsubscribe\?email=ann-/);

      // A marketer reading the back office in zh-HK: the receiver screen in Chinese, its live count too.
      const role = await api<{ id: number }>(request, token, 'POST', 'role', {
        name: `Newsletter desk ${id}`,
        permissions: ['broadcast.receiver.list', 'broadcast.receiver.edit'],
      });
      roleId = role.id;
      const marketer = `marketer-${id}@e2e.test`;
      accountId = (
        await api<{ id: number }>(request, token, 'POST', 'account', {
          name: `Marketer ${id}`,
          email: marketer,
          password: 'e2e-password-2026',
          password_confirmation: 'e2e-password-2026',
          role_id: role.id,
          language: 'zh_hk',
        })
      ).id;
      const own = await session(browser, NETWORK, { width: 1366, height: 900 });
      try {
        await logIn(own.page, marketer, 'e2e-password-2026');
        await own.page.goto(`/admin/broadcast/receiver/edit/${encodeURIComponent(`Tea lovers ${id}`)}`);
        await expect(own.page.getByTestId('receiver-count')).toHaveText('涵蓋 3 個地址：將寄出 2 封，1 個已取消訂閱');
        await expect(own.page.getByRole('switch', { name: '只限訂閱電子報的客戶' })).toBeVisible();
        // Lookups of screens the marketer may not list (lead statuses, funnels, tiers) are not offered, rather than failing.
        await expect(own.page.getByRole('combobox', { name: '潛在客戶狀態' })).toHaveCount(0);
        await expect(own.page.getByText('你沒有權限進行此操作')).toHaveCount(0);
        expect(await seriousViolations(own.page)).toEqual([]);
        await own.page.screenshot({ path: `${shots}/admin-broadcasts-receiver-zh-hk.png`, fullPage: true });
      } finally {
        await own.context.close();
      }
    } finally {
      if (accountId) await api(request, token, 'DELETE', `account/${accountId}`);
      if (roleId) await api(request, token, 'DELETE', `role/${roleId}`);
      await context.close();
    }
  });
});
