import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, logIn, openAsAdmin, seriousViolations, session } from './admin-session';
import { TINY_PDF as PDF, uid } from './test-data';

/**
 * The back office's funnels in Chromium against the real server on the demo shop: an admin builds a
 * funnel of three lead statuses through the form (adding them and putting them in order; the last one
 * mails an ebook to the lead), two visitors answer its public page (one in zh-HK), and on the board
 * /admin/lead/funnel/management/{id} both are at the first stage. One card moves to the second stage
 * with the keyboard ("Move to", Enter): the counts, the conversion ("50% go on") and the live region
 * follow; the other is dragged there with the mouse. The first then moves on to the ebook stage with
 * the keyboard, and its mail is in the dev mailbox in zh-HK: the button named as the status says, its
 * link downloading the PDF. The visitor's contact (source Funnel) links to its lead. The dashboard shows the CRM figures, and
 * the CRM settings refuse a status without an ebook for the ebook page. A clerk reading the back office in
 * zh-HK moves the other lead on to the ebook stage with the keyboard, on the board in Chinese. Screenshots in
 * test-results/screenshots/admin-funnels-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.6.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.6';
/** Contacts are counted per address too: each visitor comes from its own in 198.18.7.x. */
const VISITORS = '198.18.7';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';

interface Board {
  columns: { status_id: number; count: number; leads: { id: number; email: string }[] }[];
}

/** A stage's column on the board, by its heading ("1. Title"). */
const column = (page: Page, position: number, title: string) => page.getByRole('region', { name: `${position}. ${title}`, exact: true });

/** A card moves with the keyboard: focus on its "Move to", ArrowDown `steps` times (landing on the stage expected), Enter. */
async function moveWithKeyboard(page: Page, card: Locator, steps: number, statusId: number, label = 'Move to'): Promise<void> {
  const moveTo = card.getByRole('combobox', { name: label });
  await moveTo.focus();
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(moveTo).toHaveValue(String(statusId));
  await page.keyboard.press('Enter');
}

test.describe('the back office funnels', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('an admin builds a funnel, moves its leads on the board with the keyboard and the mouse, and finds the contact of a visitor; a zh-HK clerk moves one on', async ({
    browser,
  }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const titles = [`New ${id}`, `Qualified ${id}`, `Guide sent ${id}`];
    const statusIds: number[] = [];
    const contactIds: number[] = [];
    let funnelId: number | undefined;
    let leadIds: number[] = [];
    let roleId: number | undefined;
    let clerkAccountId: number | undefined;

    for (const title of titles.slice(0, 2)) statusIds.push((await api<{ id: number }>(request, token, 'POST', 'status', { title, trigger: null })).id);
    // The last stage mails the lead an ebook.
    const ebook = await request.fetch('/api/admin/status', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title: titles[2],
        trigger: 'ebook_email_to_lead',
        trigger_template: '{shop_name}：你的試茶指南\n{first_name}你好，指南在這裏。',
        button_name: '下載指南',
        file: { name: `guide-${id}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(ebook.status(), await ebook.text()).toBe(201);
    statusIds.push(((await ebook.json()) as { id: number }).id);

    try {
      await openAsAdmin(page);
      // The dashboard's CRM card (figures from /api/admin/crm/summary), with the new statuses.
      const crm = page.getByRole('region', { name: 'CRM', exact: true }).filter({ hasText: 'New contacts this week' });
      await expect(crm.getByText('New contacts this week')).toBeVisible();
      await expect(crm.getByRole('row').filter({ hasText: titles[0] })).toContainText('0');

      await menu(page).getByRole('menuitem', { name: 'Funnels' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/funnel$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/funnel\/create$/);

      // Title, url, and the stages: added as New, Won, Qualified, then Qualified moved up.
      const url = `tasting-${id}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(`Tasting ${id}`);
      await page.getByRole('textbox', { name: 'URL' }).fill(url);
      const picker = page.getByRole('combobox', { name: 'Status to add' });
      for (const title of [titles[0], titles[2], titles[1]]) {
        await picker.selectOption({ label: title });
        await page.getByRole('button', { name: 'Add stage' }).click();
      }
      await page.getByRole('button', { name: `Move ${titles[1]} up` }).click();
      await expect(page.getByRole('button', { name: `Move ${titles[1]} up` })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Stages' }).getByRole('listitem')).toHaveText(titles);
      await page.screenshot({ path: `${shots}/admin-funnels-form.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/funnel\/edit\/\d+$/);
      funnelId = Number(page.url().split('/').pop());
      expect(await api(request, token, 'GET', `funnel/${funnelId}`)).toMatchObject({ url, enabled: true, stage_ids: statusIds });

      // A funnel that does not exist: "ID not exists", then the create page.
      await page.goto('/admin/lead/funnel/edit/999999999');
      await expect(page.getByText('ID not exists')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/lead\/funnel\/create$/);

      // Two visitors answer the public page (Ada reads the shop in zh-HK): both are leads at the first stage.
      const visitors = [`Ada-${id}`, `Ben-${id}`];
      const languages = ['zh_hk', 'en_us'];
      for (const [n, first_name] of visitors.entries()) {
        const answer = await request.post(`/api/funnel/${url}`, {
          data: { first_name, email: `${first_name.toLowerCase()}@e2e.test`, language: languages[n] },
          headers: { 'X-Forwarded-For': `${VISITORS}.${((Date.now() + n * 97) % 250) + 1}` },
        });
        expect(answer.status(), await answer.text()).toBe(201);
      }
      leadIds = (await api<Board>(request, token, 'GET', `funnel/${funnelId}/board`)).columns.flatMap((c) => c.leads.map((l) => l.id));
      expect(leadIds).toHaveLength(2);

      // The board, from the list's "Board" link.
      await menu(page).getByRole('menuitem', { name: 'Funnels' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: `Tasting ${id}` })
        .getByRole('link', { name: 'Board' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/lead/funnel/management/${funnelId}$`));
      const [first, second, third] = titles.map((title, i) => column(page, i + 1, title));
      await expect(first.getByTestId('column-count')).toHaveText('2');
      await expect(first.getByTestId('column-conversion')).toHaveText('0% go on');
      await expect(second.getByTestId('column-count')).toHaveText('0');
      await expect(first.getByRole('article')).toHaveCount(2);
      await expect(first.getByRole('link', { name: visitors[0] })).toHaveAttribute('href', /\/admin\/lead\/edit\/\d+$/);
      expect(await seriousViolations(page)).toEqual([]);

      // Ada moves to the second stage with the keyboard: "Move to", the next stage, Enter.
      await moveWithKeyboard(page, first.getByRole('article', { name: visitors[0] }), 1, statusIds[1]);
      await expect(page.getByRole('status').filter({ hasText: `${visitors[0]} moved to ${titles[1]}` })).toBeVisible();
      await expect(first.getByTestId('column-count')).toHaveText('1');
      await expect(second.getByTestId('column-count')).toHaveText('1');
      await expect(first.getByTestId('column-conversion')).toHaveText('50% go on');
      await expect(second.getByRole('article', { name: visitors[0] })).toBeVisible();
      await expect(second.getByRole('article', { name: visitors[0] })).toBeFocused();
      await page.screenshot({ path: `${shots}/admin-funnels-board.png`, fullPage: true });

      // Ben is dragged to the second stage with the mouse.
      await first.getByRole('article', { name: visitors[1] }).dragTo(second);
      await expect(page.getByRole('status').filter({ hasText: `${visitors[1]} moved to ${titles[1]}` })).toBeVisible();
      await expect(first.getByTestId('column-count')).toHaveText('0');
      await expect(second.getByTestId('column-count')).toHaveText('2');
      await expect(first.getByTestId('column-conversion')).toHaveText('100% go on');
      await expect(third.getByTestId('column-count')).toHaveText('0');
      expect(await seriousViolations(page)).toEqual([]);

      // Ada goes on to the ebook stage with the keyboard: past the first stage to the last.
      await moveWithKeyboard(page, second.getByRole('article', { name: visitors[0] }), 2, statusIds[2]);
      await expect(page.getByRole('status').filter({ hasText: `${visitors[0]} moved to ${titles[2]}` })).toBeVisible();
      await expect(second.getByTestId('column-count')).toHaveText('1');
      await expect(third.getByTestId('column-count')).toHaveText('1');
      await expect(second.getByTestId('column-conversion')).toHaveText('50% go on');
      await expect(third.getByRole('article', { name: visitors[0] })).toBeFocused();

      // Her ebook mail in the dev mailbox, in zh-HK: the button says what the status says, and its link downloads the PDF.
      const adaEmail = `${visitors[0].toLowerCase()}@e2e.test`;
      await expect
        .poll(async () => (await api<unknown[]>(request, token, 'GET', `mailbox?${new URLSearchParams({ filter: JSON.stringify({ to: adaEmail }) })}`)).length)
        .toBe(1);
      await menu(page).getByRole('menuitem', { name: 'Mailbox' }).click();
      await page.getByRole('textbox', { name: 'To' }).fill(adaEmail);
      const mailRow = page.getByRole('row').filter({ hasText: '：你的試茶指南' });
      await expect(mailRow).toHaveCount(1);
      // (Scanned here: axe cannot look inside the mail's frame, which runs no scripts.)
      expect(await seriousViolations(page)).toEqual([]);
      await mailRow.getByRole('link', { name: 'Read' }).click();
      await expect(page).toHaveURL(/\/admin\/mailbox\/show\/\d+$/);
      const mail = page.frameLocator('iframe[title="As sent (HTML)"]');
      await expect(mail.getByText(`${visitors[0]}你好，指南在這裏。`)).toBeVisible();
      await expect(mail.getByText('下載連結在 7 天內有效。')).toBeVisible();
      const button = mail.getByRole('link', { name: '下載指南' });
      const href = await button.getAttribute('href');
      expect(href).toMatch(/\/api\/ebook\/[\w-]+\.[\w-]+$/);
      const guide = await request.get(new URL(href!).pathname);
      expect(guide.status()).toBe(200);
      expect(guide.headers()['content-type']).toContain('application/pdf');
      expect(Buffer.compare(await guide.body(), PDF)).toBe(0);
      await page.screenshot({ path: `${shots}/admin-funnels-ebook-mail.png`, fullPage: true });

      // The contact of a visitor: from the funnel, linked to its lead.
      await menu(page).getByRole('menuitem', { name: 'Contacts' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/contact/);
      await page.getByPlaceholder('Search').fill(`${visitors[0].toLowerCase()}@e2e.test`);
      const row = page.getByRole('row').filter({ hasText: `${visitors[0].toLowerCase()}@e2e.test` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Funnel');
      await expect(row).toContainText(`Tasting ${id}`);
      const adaLead = (
        await api<{ id: number; email: string }[]>(
          request,
          token,
          'GET',
          `lead?filter=${encodeURIComponent(JSON.stringify({ q: `${visitors[0].toLowerCase()}@e2e.test` }))}`,
        )
      )[0];
      const leadLink = row.getByRole('link', { name: `Lead #${adaLead.id}` });
      await expect(leadLink).toHaveAttribute('href', `/admin/lead/edit/${adaLead.id}`);
      await page.screenshot({ path: `${shots}/admin-funnels-contacts.png`, fullPage: true });
      await leadLink.click();
      await expect(page).toHaveURL(new RegExp(`/admin/lead/edit/${adaLead.id}$`));
      await expect(page.getByTestId('lead-status-now')).toHaveText(titles[2]);

      // The CRM settings under the lead statuses: a status without an ebook cannot serve the ebook page.
      await menu(page).getByRole('menuitem', { name: 'Lead statuses' }).click();
      const settings = page.getByRole('region', { name: 'CRM settings' });
      await settings.getByRole('combobox', { name: 'Ebook page' }).click();
      await page.getByRole('option', { name: titles[0], exact: true }).click();
      await settings.getByRole('button', { name: 'Save' }).click();
      const refused = page.getByRole('alertdialog', { name: 'Submit Fail' });
      await expect(refused).toContainText('ebook_status_id must be a lead status with an ebook trigger and its file');
      await refused.getByRole('button', { name: 'OK' }).click();

      // A clerk reading the back office in zh-HK moves Ben on to the ebook stage with the keyboard: the board in Chinese.
      const role = await api<{ id: number }>(request, token, 'POST', 'role', {
        name: `Funnel desk ${id}`,
        permissions: ['lead.funnel.list', 'lead.funnel.management', 'lead.list', 'lead.edit'],
      });
      roleId = role.id;
      const clerkEmail = `funnel-clerk-${id}@e2e.test`;
      clerkAccountId = (
        await api<{ id: number }>(request, token, 'POST', 'account', {
          name: `Funnel clerk ${id}`,
          email: clerkEmail,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          role_id: role.id,
          language: 'zh_hk',
        })
      ).id;
      const clerk = await session(browser, NETWORK, VIEWPORT);
      try {
        await logIn(clerk.page, clerkEmail, PASSWORD);
        await clerk.page.goto(`/admin/lead/funnel/management/${funnelId}`);
        await expect(clerk.page.getByText('將卡片拖到另一個階段，或使用卡片的「移至」選項。移動潛在客戶會發送新狀態的郵件。')).toBeVisible();
        const [zhSecond, zhThird] = [column(clerk.page, 2, titles[1]), column(clerk.page, 3, titles[2])];
        await expect(zhSecond.getByTestId('column-conversion')).toHaveText('50% 進入下一階段');
        const card = zhSecond.getByRole('article', { name: visitors[1] });
        await expect(card).toContainText('未指派');
        await moveWithKeyboard(clerk.page, card, 2, statusIds[2], '移至');
        await expect(clerk.page.getByRole('status').filter({ hasText: `${visitors[1]} 已移至 ${titles[2]}` })).toBeVisible();
        await expect(zhThird.getByTestId('column-count')).toHaveText('2');
        await expect(zhSecond.getByTestId('column-conversion')).toHaveText('100% 進入下一階段');
        await clerk.page.screenshot({ path: `${shots}/admin-funnels-board-zh-hk.png`, fullPage: true });
        expect(await seriousViolations(clerk.page)).toEqual([]);
      } finally {
        await clerk.context.close();
      }
    } finally {
      for (const visitor of [`ada-${id}@e2e.test`, `ben-${id}@e2e.test`]) {
        const contacts = await api<{ id: number }[]>(request, token, 'GET', `contact?filter=${encodeURIComponent(JSON.stringify({ q: visitor }))}`);
        contactIds.push(...contacts.map((c) => c.id));
      }
      for (const contactId of new Set(contactIds)) await api(request, token, 'DELETE', `contact/${contactId}`);
      for (const leadId of leadIds) await api(request, token, 'DELETE', `lead/${leadId}`);
      if (funnelId) await api(request, token, 'DELETE', `funnel/${funnelId}`);
      for (const statusId of statusIds.reverse()) await api(request, token, 'DELETE', `status/${statusId}`);
      if (clerkAccountId) await api(request, token, 'DELETE', `account/${clerkAccountId}`);
      if (roleId) await api(request, token, 'DELETE', `role/${roleId}`);
      await context.close();
    }
  });
});
