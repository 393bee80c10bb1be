import type { APIRequestContext } from '@playwright/test';
import { adminApi, adminToken, seriousViolations } from './admin-session';
import { expect, test } from './fixtures';

/**
 * A funnel's public page and the ebook page (spec §1 /funnel/{url}, /ebook). A funnel made through the
 * admin API shows its title and description; a send without an email is refused by the field, then the
 * visitor's details go (as multipart fields) and become one lead at the funnel's first stage. A missing
 * funnel goes to the homepage. The ebook page says there is no ebook while the CRM setting is empty, then
 * offers the ebook status's button, in zh-HK as well, and mails the ebook. An axe scan on each page.
 *
 * The funnel and ebook answers are counted per client address, like contact messages: the test server
 * trusts X-Forwarded-For from loopback, so this file writes from an address of its own (198.18.61.x, a
 * documentation range no other spec uses; contact.spec.ts has 198.18.60.x), a new one on each run.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.18.61.${1 + Math.floor(Math.random() * 254)}` } });

const shots = 'test-results/screenshots';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Lead {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status_id: number;
}

/** A JSON write of the admin API that must succeed. */
async function adminWrite<T = { id: number }>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: object): Promise<T> {
  const res = await request.fetch(`/api/admin/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const leadsWhere = (request: APIRequestContext, token: string, filter: object) =>
  adminApi<Lead[]>(request, token, 'GET', `lead?${new URLSearchParams({ filter: JSON.stringify(filter) })}`);

test.describe('funnel and ebook pages', () => {
  test('a visitor leaves details on a funnel and asks for the ebook, and the shop keeps both', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const token = await adminToken(request);
    const statusIds: number[] = [];
    const leadIds = new Set<number>();
    let funnelId: number | undefined;

    try {
      // A lead status and a funnel whose one stage it is.
      const stage = await adminWrite(request, token, 'POST', 'status', { title: `Funnel stage ${stamp}` });
      statusIds.push(stage.id);
      const funnel = {
        title: `Tea tasting ${stamp}`,
        url: `tea-tasting-${stamp}`,
        description: 'Join our free tea tasting.\nLeave your details and we will call you.',
      };
      funnelId = (await adminWrite(request, token, 'POST', 'funnel', { ...funnel, stage_ids: [stage.id] })).id;

      // The funnel page: title, description and the form.
      await page.goto(`/funnel/${funnel.url}`);
      await expect(page.getByRole('heading', { level: 1, name: funnel.title })).toBeVisible();
      await expect(page.getByText('Join our free tea tasting.')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${funnel.title} \\| `));
      const form = page.getByRole('form', { name: funnel.title });
      const field = (name: string) => form.getByRole('textbox', { name, exact: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Without an email: refused, the message by the field, the rest kept.
      const visitor = {
        first: 'Ada',
        last: 'Lovelace',
        email: `funnel-${stamp}@example.com`,
        phone: '+852 2123 4567',
        company: 'Analytical Engines',
        message: 'Two seats, please.',
      };
      await field('First name').fill(visitor.first);
      await field('Last name').fill(visitor.last);
      await field('Company').fill(visitor.company);
      await form.getByRole('button', { name: 'Send my details' }).click();
      await expect(form.getByRole('alert')).toContainText('Your details could not be sent.');
      await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('Email')).toHaveAccessibleDescription('email is required');
      await expect(field('First name')).toHaveValue(visitor.first);
      await expect(form.getByRole('status')).toHaveText('');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/storefront-funnel-failed.png`, fullPage: true });

      // With every detail: the thank-you shows and the form empties.
      await field('Email').fill(visitor.email);
      await field('Phone').fill(visitor.phone);
      await field('Message').fill(visitor.message);
      await form.getByRole('button', { name: 'Send my details' }).click();
      await expect(form.getByRole('status')).toHaveText('Thank you: we will be in touch soon.');
      await expect(form.getByRole('alert')).toHaveCount(0);
      for (const name of ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Message']) await expect(field(name)).toHaveValue('');
      await page.screenshot({ path: `${shots}/storefront-funnel-sent.png`, fullPage: true });

      // One lead, at the funnel's first stage.
      const leads = await leadsWhere(request, token, { funnel_id: funnelId });
      leads.forEach((lead) => leadIds.add(lead.id));
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ first_name: visitor.first, last_name: visitor.last, email: visitor.email, status_id: stage.id });

      // A missing funnel goes to the homepage.
      await page.goto('/funnel/no-such-funnel');
      await expect(page).toHaveURL(/\/$/);

      // No ebook set: the page says so and offers no form.
      await adminWrite(request, token, 'PUT', 'config/crm', { ebook_status_id: null });
      await page.goto('/ebook');
      await expect(page.getByRole('heading', { level: 1, name: 'Free ebook' })).toBeVisible();
      await expect(page.getByText('The ebook is not available at the moment.')).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(page).toHaveTitle(/^Free ebook \| /);
      expect(await seriousViolations(page)).toEqual([]);

      // An ebook status (multipart, with its file) chosen as the shop's ebook.
      const created = await request.fetch('/api/admin/status', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          title: `Ebook ${stamp}`,
          trigger: 'ebook_email_to_lead',
          trigger_template: 'Your tea guide\nHello {first_name}, here is the guide.',
          button_name: 'Get the tea guide',
          file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const ebookStatus = (await created.json()) as { id: number };
      statusIds.push(ebookStatus.id);
      await adminWrite(request, token, 'PUT', 'config/crm', { ebook_status_id: ebookStatus.id });

      // Read in zh-HK: the intro and the fields in Chinese, the button in the status's words.
      await page.goto('/');
      await page.getByLabel('Language').selectOption('zh-HK');
      await page.goto('/ebook');
      await expect(page.getByRole('heading', { level: 1, name: '免費電子書' })).toBeVisible();
      const ebookForm = page.getByRole('form', { name: '免費電子書' });
      await expect(ebookForm.getByRole('button', { name: 'Get the tea guide' })).toBeVisible();
      await ebookForm.getByRole('button', { name: 'Get the tea guide' }).click();
      await expect(ebookForm.getByRole('alert')).toContainText('未能寄出電子書。');
      await expect(ebookForm.getByRole('textbox', { name: '姓名', exact: true })).toHaveAccessibleDescription('請填寫姓名');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/storefront-ebook-zh-hk.png`, fullPage: true });

      // Asked for in English: the server's message shows and the form empties.
      await page.getByLabel('語言').selectOption('en-US');
      const reader = { name: 'Grace Reader', email: `ebook-${stamp}@example.com` };
      const englishForm = page.getByRole('form', { name: 'Free ebook' });
      await englishForm.getByRole('textbox', { name: 'Name', exact: true }).fill(reader.name);
      await englishForm.getByRole('textbox', { name: 'Email', exact: true }).fill(reader.email);
      await englishForm.getByRole('button', { name: 'Get the tea guide' }).click();
      await expect(englishForm.getByRole('status')).toHaveText('The ebook is on its way: please check your email.');
      await expect(englishForm.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
      await expect(englishForm.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/storefront-ebook-sent.png`, fullPage: true });

      // The reader is a lead at the ebook status, and the ebook mail is in the dev mailbox.
      const readers = await leadsWhere(request, token, { q: reader.email });
      readers.forEach((lead) => leadIds.add(lead.id));
      expect(readers).toHaveLength(1);
      expect(readers[0]).toMatchObject({ email: reader.email, status_id: ebookStatus.id });
      await expect
        .poll(async () =>
          (
            await adminApi<{ subject: string }[]>(request, token, 'GET', `mailbox?${new URLSearchParams({ filter: JSON.stringify({ to: reader.email }) })}`)
          ).map((m) => m.subject),
        )
        .toContainEqual(expect.stringContaining('Your tea guide'));
    } finally {
      await adminWrite(request, token, 'PUT', 'config/crm', { ebook_status_id: null });
      for (const id of leadIds) await adminApi(request, token, 'DELETE', `lead/${id}`);
      if (funnelId !== undefined) await adminApi(request, token, 'DELETE', `funnel/${funnelId}`);
      for (const id of statusIds) await adminApi(request, token, 'DELETE', `status/${id}`);
    }
  });
});
