import { adminApi as api, adminMenu as menu, adminToken, openAsAdmin, seriousViolations, session } from './admin-session';
import { expect, test, type Page } from './fixtures';
import { uid } from './test-data';

/**
 * The form builder in Chromium against the real server on the demo shop. An admin builds a form with
 * three fields (an email, a name and a drop-down of teas, labelled in English and zh-HK) that feeds a
 * funnel stage; a guest is refused field by field (messages at the fields, aria-invalid), then sends
 * it and reads its success message; the admin finds the submission in the form's submissions and in
 * full, and its lead on the funnel board. A form for members that limits submissions sends a guest to
 * log in and back, and the shopper's second visit home. The form page in zh-HK, and axe on it.
 * Screenshots in test-results/screenshots/formbuilder-*.png.
 */
const shots = 'test-results/screenshots';
/** Login and register calls are counted per client address: this spec's sessions come from 198.18.30.x. */
const NETWORK = '198.18.30';
const VIEWPORT = { width: 1366, height: 900 };

/** Opens a storefront page and waits until it is live (hydrated), as the `page` fixture does for its own page. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Picks an option of a react-admin select (a MUI combobox) by its label. */
async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the form builder', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });

  test('an admin builds a form of three fields feeding a funnel, a guest sends it, and the admin finds the submission and the lead', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const guest = (await session(browser, NETWORK, VIEWPORT)).page;
    const token = await adminToken(request);
    const id = uid();
    const stages = [];
    for (const title of [`Asked ${id}`, `Answered ${id}`])
      stages.push((await api<{ id: number }>(request, token, 'POST', 'status', { title, trigger: null })).id);
    const funnel = await api<{ id: number }>(request, token, 'POST', 'funnel', { title: `Survey ${id}`, url: `survey-${id}`, stage_ids: stages });
    const url = `tea-${id}`;
    let formId: number | undefined;
    try {
      await openAsAdmin(page);
      await menu(page).getByRole('menuitem', { name: 'Form builder' }).click();
      await expect(page).toHaveURL(/\/admin\/formbuilder$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/admin\/formbuilder\/create$/);

      await page.getByRole('textbox', { name: 'URL' }).fill(url);
      await page.getByRole('textbox', { name: 'Title (English)' }).fill(`Tea survey ${id}`);
      await page.getByRole('textbox', { name: 'Title (Traditional Chinese)' }).fill(`茶葉問卷 ${id}`);
      await page.getByRole('textbox', { name: 'Success message (English)', exact: true }).fill('Thanks, tea lover!');
      await choose(page, page.getByRole('combobox', { name: 'Funnel' }), `Survey ${id}`);
      await choose(page, page.getByRole('combobox', { name: 'Stage' }), `Answered ${id}`);

      // The new form starts with a required email field; a name and a drop-down are added after it.
      const fields = page.locator('.RaSimpleFormIterator-line');
      await page.getByRole('button', { name: 'Add' }).last().click();
      await fields.nth(1).getByRole('textbox', { name: 'Key' }).fill('name');
      await choose(page, fields.nth(1).getByRole('combobox', { name: 'Type' }), 'Text');
      await fields.nth(1).getByRole('switch', { name: 'Required' }).check();
      await fields.nth(1).getByRole('textbox', { name: 'Label (English)' }).fill('Name');
      await fields.nth(1).getByRole('textbox', { name: 'Label (Traditional Chinese)' }).fill('姓名');
      await page.getByRole('button', { name: 'Add' }).last().click();
      const tea = fields.nth(2);
      await tea.getByRole('textbox', { name: 'Key' }).first().fill('tea');
      await choose(page, tea.getByRole('combobox', { name: 'Type' }), 'Drop-down');
      await tea.getByRole('textbox', { name: 'Label (English)' }).first().fill('Favourite tea');
      await tea.getByRole('textbox', { name: 'Label (Traditional Chinese)' }).first().fill('最愛的茶');
      for (const [value, label] of [
        ['green', 'Green'],
        ['oolong', 'Oolong'],
      ]) {
        await tea.getByRole('button', { name: 'Add' }).click();
        const option = tea.locator('.RaSimpleFormIterator-line').last();
        await option.getByRole('textbox', { name: 'Value' }).fill(value);
        await option.getByRole('textbox', { name: 'Label (English)' }).fill(label);
      }
      await page.screenshot({ path: `${shots}/formbuilder-form.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/admin\/formbuilder\/edit\/\d+$/);
      formId = Number(page.url().split('/').pop());
      const saved = await api<{ fields: { key: string; type: string; required: boolean }[]; funnel_id: number; status_id: number }>(
        request,
        token,
        'GET',
        `formbuilder/${formId}`,
      );
      expect(saved.fields.map((f) => [f.key, f.type, f.required])).toEqual([
        ['email', 'email', true],
        ['name', 'text', true],
        ['tea', 'select', false],
      ]);
      expect(saved).toMatchObject({ funnel_id: funnel.id, status_id: stages[1] });

      // A guest sends it empty: the messages stand at the fields, which say they are invalid.
      await open(guest, `/form/${url}`);
      await expect(guest.getByRole('heading', { level: 1, name: `Tea survey ${id}` })).toBeVisible();
      await guest.getByRole('button', { name: 'Send' }).click();
      const name = guest.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Name is required');
      await expect(guest.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
      expect(await seriousViolations(guest)).toEqual([]);
      await guest.screenshot({ path: `${shots}/formbuilder-refused.png`, fullPage: true });
      const email = `guest-${id}@e2e.test`;
      await guest.getByRole('textbox', { name: 'Name' }).fill('Mei Chan');
      await guest.getByRole('textbox', { name: 'Email' }).fill(email);
      await guest.getByRole('combobox', { name: 'Favourite tea' }).selectOption({ label: 'Oolong' });
      await guest.getByRole('button', { name: 'Send' }).click();
      await expect(guest.getByRole('status')).toHaveText('Thanks, tea lover!');
      expect(await seriousViolations(guest)).toEqual([]);

      // The admin: the form's submissions (from the list's link), then the submission in full.
      await menu(page).getByRole('menuitem', { name: 'Form builder' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: `/form/${url}` })
        .getByRole('link', { name: 'Submissions' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/formbuilder/histories/${formId}$`));
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Guest');
      await expect(row).toContainText('Mei Chan');
      await expect(row).toContainText('oolong');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/formbuilder-histories.png`, fullPage: true });
      await row.click();
      await expect(page).toHaveURL(/\/admin\/formbuilder\/history\?id=\d+$/);
      await expect(page.getByRole('row', { name: /Favourite tea/ })).toContainText('oolong');
      await expect(page.getByTestId('history-user')).toHaveText('Guest');

      // The lead, on the funnel's board at the form's stage.
      await page.goto(`/admin/lead/funnel/management/${funnel.id}`);
      const answered = page.getByRole('region', { name: `2. Answered ${id}`, exact: true });
      await expect(answered.getByRole('article', { name: 'Mei Chan' })).toBeVisible();
    } finally {
      if (formId) await api(request, token, 'DELETE', `formbuilder/${formId}`);
      await api(request, token, 'DELETE', `funnel/${funnel.id}`);
      await context.close();
    }
  });

  test('a members-only form that limits submissions: a guest logs in and comes back, a second visit goes home; in zh-HK, axe clean', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const id = uid();
    const url = `once-${id}`;
    const form = await api<{ id: number }>(request, token, 'POST', 'formbuilder', {
      url,
      title: { en_us: `Once ${id}`, zh_hk: `一次 ${id}` },
      allow_guest: false,
      limit_submit: true,
      success_message: { en_us: 'Got it.', zh_hk: '收到。' },
      fields: [{ key: 'note', type: 'textarea', required: true, label: { en_us: 'Note', zh_hk: '備註' } }],
    });
    const email = `once-${id}@e2e.test`;
    const password = 'e2e-password-2026';
    const registered = await request.post('/api/register', {
      data: { email, password, password_confirmation: password, first_name: 'Ka', last_name: 'Yan', language: 'en_us' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    try {
      // In zh-HK as a guest first: the form page sends to login, which comes back to it.
      await open(page, `/form/${url}?lang=zh_hk`);
      await expect(page).toHaveURL(/\/login$/);
      await open(page, '/login');
      await page.getByRole('combobox', { name: '語言' }).selectOption('en-US');
      await open(page, `/form/${url}`);
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/form/${url}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Once ${id}` })).toBeVisible();

      // zh-HK: the title, the label and the refusal in Chinese.
      await page.getByLabel('Language').selectOption('zh-HK');
      await expect(page.getByRole('heading', { level: 1, name: `一次 ${id}` })).toBeVisible();
      await page.getByRole('button', { name: '提交' }).click();
      const note = page.getByRole('textbox', { name: '備註' });
      await expect(note).toHaveAttribute('aria-invalid', 'true');
      await expect(note).toHaveAccessibleDescription('請填寫備註');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/formbuilder-zh-hk.png`, fullPage: true });
      await note.fill('每天兩杯');
      await page.getByRole('button', { name: '提交' }).click();
      await expect(page.getByRole('status')).toHaveText('收到。');

      // Sent once: the next visit goes to the homepage.
      await open(page, `/form/${url}`);
      await expect(page).toHaveURL(/\/$/);
      const histories = await api<{ user_email: string; answers: { note: string } }[]>(request, token, 'GET', `formbuilder/${form.id}/histories`);
      expect(histories.map((h) => [h.user_email, h.answers.note])).toEqual([[email, '每天兩杯']]);
    } finally {
      await api(request, token, 'DELETE', `formbuilder/${form.id}`);
      await context.close();
    }
  });
});
