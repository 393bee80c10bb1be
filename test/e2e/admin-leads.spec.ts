import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, closeSaved as saved, logIn, openAsAdmin, seriousViolations, session } from './admin-session';
import { TINY_PDF as PDF, uid } from './test-data';

/**
 * The back office's leads and lead statuses in Chromium against the real server on the demo shop: an
 * admin creates a status whose trigger mails an ebook to the lead (choosing it brings up the file and
 * the button name; a small PDF is attached), and switches another status from an ebook trigger to a
 * plain mail (the ebook fields go). A lead assigned to the admin at a status without a trigger is
 * moved to the ebook status: the timeline shows the move and the mail to the lead, which is in the dev
 * mailbox; "Convert to customer" opens the customer form prefilled with the lead. Saving a lead opened
 * from the customer create form goes back to the customer list. A clerk reading the back office in
 * zh-HK sees the lead and the status form in Chinese. Screenshots in
 * test-results/screenshots/admin-leads-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.4.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.4';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';

interface Status {
  id: number;
  title: string;
  trigger: string | null;
  trigger_template: string;
  button_name: string;
  has_file: boolean;
  file_name: string | null;
}

interface Lead {
  id: number;
  first_name: string;
  email: string;
  status_id: number;
  admin_id: number | null;
  timeline: { kind: string; mail_to: string | null; mail_status: string | null }[];
}

/** A MUI select by its label: open it and pick an option. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the back office leads', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('an admin sets up an ebook status, moves a lead into it (the lead is mailed) and converts the lead to a customer', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const current = await request.get('/api/admin', { headers: { Authorization: `Bearer ${token}` } });
    expect(current.status()).toBe(200);
    const me = (await current.json()) as { id: number; name: string };
    const email = `lead-${id}@e2e.test`;
    const statusIds: number[] = [];
    let leadId: number | undefined;
    let clerkAccountId: number | undefined;
    let roleId: number | undefined;

    // A status without a trigger (where the lead starts), and one whose trigger mails an ebook.
    const start = await api<Status>(request, token, 'POST', 'status', { title: `Start ${id}`, trigger: null });
    statusIds.push(start.id);
    const second = await request.fetch('/api/admin/status', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title: `Guide sent ${id}`,
        trigger: 'ebook_email_to_assigned',
        trigger_template: 'Your guide\nHello {first_name}',
        button_name: 'Download',
        file: { name: `guide-${id}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    const secondStatus = (await second.json()) as Status;
    statusIds.push(secondStatus.id);
    expect(secondStatus).toMatchObject({ has_file: true, button_name: 'Download' });

    try {
      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Lead statuses' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/status$/);
      await expect(page.getByRole('row').filter({ hasText: secondStatus.title })).toContainText('Mail an ebook to the assigned staff member');

      // A new status: choosing an ebook trigger brings up the file and the button name.
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/status\/create$/);
      const title = `Ebook ${id}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await expect(page.getByRole('textbox', { name: 'Button name' })).toHaveCount(0);
      await choose(page, page, 'Trigger', 'Mail an ebook to the lead');
      await expect(page.getByRole('textbox', { name: 'Button name' })).toBeVisible();
      await expect(page.getByText("The first line is the mail's subject.")).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({ name: `ebook-${id}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(`ebook-${id}.pdf`)).toBeVisible();
      await page.getByRole('textbox', { name: 'Campaign content' }).fill('Your ebook, {first_name}\nHello {first_name}, here is the ebook of {shop_name}.');
      await page.getByRole('textbox', { name: 'Button name' }).fill('Get the ebook');
      await page.screenshot({ path: `${shots}/admin-leads-status-form.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/status\/edit\/\d+$/);
      const ebookId = Number(page.url().split('/').pop());
      statusIds.push(ebookId);
      expect(await api<Status>(request, token, 'GET', `status/${ebookId}`)).toMatchObject({
        title,
        trigger: 'ebook_email_to_lead',
        button_name: 'Get the ebook',
        has_file: true,
        file_name: `ebook-${id}.pdf`,
      });
      await expect(page.getByRole('button', { name: `Download ebook-${id}.pdf` })).toBeVisible();

      // The other status goes from an ebook to a plain mail to the lead: the ebook fields go, and so does the stored file.
      await page.goto(`/admin/lead/status/edit/${secondStatus.id}`);
      await expect(page.getByRole('button', { name: `Download guide-${id}.pdf` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Button name' })).toHaveValue('Download');
      await choose(page, page, 'Trigger', 'Mail the lead');
      await expect(page.getByRole('textbox', { name: 'Button name' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Download guide-${id}.pdf` })).toHaveCount(0);
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api<Status>(request, token, 'GET', `status/${secondStatus.id}`)).toMatchObject({
        trigger: 'email_to_lead',
        has_file: false,
        button_name: '',
      });

      // A status that does not exist: "ID not exists", then the create page.
      await page.goto('/admin/lead/status/edit/999999999');
      await expect(page.getByText('ID not exists')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/lead\/status\/create$/);

      // A lead assigned to the admin, at the status without a trigger.
      await menu(page).getByRole('menuitem', { name: 'Leads' }).click();
      await expect(page).toHaveURL(/\/admin\/lead$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/create$/);
      await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await page.getByRole('textbox', { name: 'Last name' }).fill(`Lead ${id}`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd');
      await choose(page, page, 'Assigned to', me.name);
      await choose(page, page, 'Status', start.title);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/edit\/\d+$/);
      leadId = Number(page.url().split('/').pop());
      expect(await api<Lead>(request, token, 'GET', `lead/${leadId}`)).toMatchObject({ email, status_id: start.id, admin_id: me.id });

      // Move to the ebook status: the timeline shows the move and the mail to the lead.
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText(`Created at status ${start.title}`);
      await choose(page, page, 'Move to', title);
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await saved(page);
      await expect(page.getByTestId('lead-status-now')).toHaveText(title);
      await expect(timeline).toContainText(`Moved from ${start.title} to ${title}`);
      const mailEvent = timeline.getByRole('listitem').filter({ hasText: `Mail to ${email}` });
      await expect(mailEvent).toHaveCount(1);
      await expect(mailEvent).toContainText(/Delivery: (Queued|Sending|Sent)/);
      await expect(mailEvent).toContainText('Automatic');
      await expect(timeline.getByRole('listitem').filter({ hasText: 'Moved from' })).toContainText(`By ${me.name}`);
      await page.screenshot({ path: `${shots}/admin-leads-edit.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The mail is in the dev mailbox, its subject the campaign content's first line.
      let mails: { id: number; subject: string }[] = [];
      await expect
        .poll(async () => {
          mails = await api<{ id: number; subject: string }[]>(
            request,
            token,
            'GET',
            `mailbox?${new URLSearchParams({ filter: JSON.stringify({ to: email }) })}`,
          );
          return mails.length;
        })
        .toBeGreaterThan(0);
      expect(mails[0].subject).toContain('Your ebook');
      const lead = await api<Lead>(request, token, 'GET', `lead/${leadId}`);
      expect(lead.timeline.find((e) => e.kind === 'mail')).toMatchObject({ mail_to: email });

      // Convert to customer: the customer form, prefilled with the lead.
      await page.goto(`/admin/lead/edit/${leadId}`);
      await page.getByRole('link', { name: 'Convert to customer' }).click();
      await expect(page).toHaveURL(/\/admin\/customer\/create\?lead_inputs=/);
      const contact = page.getByRole('region', { name: 'Contact' });
      await expect(contact.getByLabel('First name')).toHaveValue('Ada');
      await expect(contact.getByLabel('Last name')).toHaveValue(`Lead ${id}`);
      await expect(contact.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
      await expect(page.getByRole('region', { name: 'CRM' }).getByRole('combobox', { name: 'Status', exact: true })).toHaveText(title);

      // The lead needs a note first: "Edit the lead" opens it, and saving it goes on to the customer list.
      await expect(page.getByRole('alert').filter({ hasText: `Made from lead #${leadId}` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Edit the lead' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/lead/edit/${leadId}\\?from=customer-create$`));
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
      await page.getByRole('textbox', { name: 'Notes' }).fill('Met at the trade fair');
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      await expect(page).toHaveURL(/\/admin\/customer$/);
      expect(await api<Lead & { notes: string }>(request, token, 'GET', `lead/${leadId}`)).toMatchObject({
        notes: 'Met at the trade fair',
        status_id: ebookId,
      });

      // A clerk reading the back office in zh-HK: the lead's page and the status form in Chinese.
      const role = await api<{ id: number }>(request, token, 'POST', 'role', {
        name: `Lead desk ${id}`,
        permissions: ['lead.list', 'lead.edit', 'lead.status.list', 'lead.status.edit'],
      });
      roleId = role.id;
      const clerkEmail = `lead-clerk-${id}@e2e.test`;
      const account = await api<{ id: number }>(request, token, 'POST', 'account', {
        name: `Lead clerk ${id}`,
        email: clerkEmail,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role_id: role.id,
        language: 'zh_hk',
      });
      clerkAccountId = account.id;
      const clerk = await session(browser, NETWORK, VIEWPORT);
      try {
        await logIn(clerk.page, clerkEmail, PASSWORD);
        const zhMenu = clerk.page.getByRole('navigation', { name: '主選單' });
        await expect(zhMenu.getByRole('menuitem', { name: '潛在客戶', exact: true })).toBeVisible();
        await expect(zhMenu.getByRole('menuitem', { name: '潛在客戶狀態' })).toBeVisible();
        await clerk.page.goto(`/admin/lead/edit/${leadId}`);
        const zhTimeline = clerk.page.getByRole('region', { name: '時間線' });
        await expect(zhTimeline).toContainText(`由「${start.title}」移至「${title}」`);
        // Without customer permissions there is nothing to convert to.
        await expect(clerk.page.getByRole('link', { name: '轉為客戶' })).toHaveCount(0);
        await clerk.page.screenshot({ path: `${shots}/admin-leads-edit-zh-hk.png`, fullPage: true });
        expect(await seriousViolations(clerk.page)).toEqual([]);
        await clerk.page.goto(`/admin/lead/status/edit/${ebookId}`);
        await expect(clerk.page.getByRole('combobox', { name: '觸發動作' })).toHaveText('發送電子書給潛在客戶');
        await expect(clerk.page.getByRole('textbox', { name: '按鈕名稱' })).toHaveValue('Get the ebook');
        await clerk.page.screenshot({ path: `${shots}/admin-leads-status-form-zh-hk.png`, fullPage: true });
      } finally {
        await clerk.context.close();
      }
    } finally {
      if (leadId) await api(request, token, 'DELETE', `lead/${leadId}`);
      for (const statusId of statusIds.reverse()) await api(request, token, 'DELETE', `status/${statusId}`);
      if (clerkAccountId) await api(request, token, 'DELETE', `account/${clerkAccountId}`);
      if (roleId) await api(request, token, 'DELETE', `role/${roleId}`);
      await context.close();
    }
  });

  test('staff enter a contact by hand: it joins the contacts as entered by staff, and is made a lead', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const name = `Caller ${uid()}`;
    const email = `caller-${uid()}@example.test`;
    let leadId: number | undefined;
    try {
      await openAsAdmin(page, '/admin/lead/contact');
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/contact\/create$/);
      // A wrong address and nothing else: the form says what is wrong and missing, and sends nothing.
      await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Must be a valid email')).toBeVisible();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/lead\/contact\/create$/);
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Subject' }).fill('Phoned about a wholesale order');
      await page.getByRole('textbox', { name: 'Message' }).fill('Wants 200 mugs.\nCall back on Monday.');
      await choose(page, page, 'Language', 'Traditional Chinese');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/admin\/lead\/contact$/);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText(name);
      await expect(row).toContainText('Entered by staff');
      const [stored] = await api<{ id: number; source: string; language: string; message: string }[]>(
        request,
        token,
        'GET',
        `contact?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      );
      expect(stored).toMatchObject({ source: 'staff', language: 'zh_hk', message: 'Wants 200 mugs.\nCall back on Monday.' });

      await row.getByRole('button', { name: `Make a lead of ${name}` }).click();
      await expect(page).toHaveURL(/\/admin\/lead\/edit\/\d+$/);
      leadId = Number(/(\d+)$/.exec(page.url())![1]);
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    } finally {
      if (leadId) await api(request, token, 'DELETE', `lead/${leadId}`);
      await context.close();
    }
  });
});
