import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApi as api, adminMenu as menu, adminToken, closeSaved as saved, openAsAdmin, seriousViolations, session } from './admin-session';

/**
 * The back office's reward points in Chromium against the real server on the demo shop: an admin sets
 * the points settings (points expiring on a fixed date 30 days away), finds a new customer in Members
 * by email, adds 500 points with the remark "Welcome gift" and sees the balance, the points about to
 * expire and the history row with their own name, then is refused taking 600; with ten more rows the
 * history pages. The settings are put back at the end (specs share one database). Screenshots in test-results/screenshots/admin-points-*.png.
 */
const shots = 'test-results/screenshots';
/** Login calls are counted per client address: this spec's sessions come from 198.18.2.x (a benchmarking range no other spec uses). */
const NETWORK = '198.18.2';
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'e2e-password-2026';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface PointsSettings {
  points_redeem_rate: number;
  points_max_percent: number;
  points_expiry_type: 'never' | 'fixed_date' | 'membership';
  points_expiry_date: string;
  points_base_rate: number;
}

async function putPointsSettings(request: APIRequestContext, token: string, settings: PointsSettings): Promise<void> {
  const res = await request.put('/api/admin/config/points', { headers: { Authorization: `Bearer ${token}` }, data: settings });
  expect(res.ok(), `PUT config/points: ${await res.text()}`).toBe(true);
}

test.describe('the back office reward points', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin sets the points settings, finds a customer in Members, adds 500 points and cannot take 600', async ({ browser }) => {
    const { page, context, request } = await session(browser, NETWORK, VIEWPORT);
    const token = await adminToken(request);
    const before = await api<PointsSettings>(request, token, 'GET', 'config/points');
    const me = await request.get('/api/admin', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    const staffName = ((await me.json()) as { name: string }).name;
    // Points added from now on expire at the end of a day 30 days away (UTC): within the 60 days the member page lists.
    const expiry = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    const email = `points-${uid()}@e2e.test`;
    const registered = await request.post('/api/register', {
      data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Wing', last_name: 'Lee', language: 'en_us' },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    try {
      await openAsAdmin(page);

      // The settings: 200 points pay HK$1, at most 30% of an order, expiring on a fixed date, 1.5 points per dollar without a tier.
      await menu(page).getByRole('menuitem', { name: 'Points settings' }).click();
      await expect(page).toHaveURL(/\/admin\/membership\/points$/);
      await page.getByRole('radio', { name: 'Never' }).check();
      await expect(page.getByLabel('Expiry date')).toHaveCount(0);
      await page.getByRole('spinbutton', { name: 'Redeem rate' }).fill('200');
      await page.getByRole('spinbutton', { name: 'Largest share of an order' }).fill('30');
      await page.getByRole('radio', { name: 'On a fixed date' }).check();
      await page.getByLabel('Expiry date').fill(expiry);
      await page.getByRole('spinbutton', { name: 'Base points per dollar' }).fill('1.5');
      await page.screenshot({ path: `${shots}/admin-points-settings.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await saved(page);
      expect(await api(request, token, 'GET', 'config/points')).toEqual({
        points_redeem_rate: 200,
        points_max_percent: 30,
        points_expiry_type: 'fixed_date',
        points_expiry_date: expiry,
        points_base_rate: 1.5,
      });

      // Members: found by email (a new customer has neither a tier nor points).
      await menu(page).getByRole('menuitem', { name: 'Members', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/membership\/member/);
      await page.getByPlaceholder('Name or email').fill(email);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Wing Lee');
      await expect(row).toContainText('No tier');
      await page.screenshot({ path: `${shots}/admin-points-members.png`, fullPage: true });
      await row.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/\/admin\/membership\/member\/\d+$/);
      const customerId = Number(page.url().split('/').pop());
      await expect(page.getByRole('heading', { name: 'Reward points', exact: true })).toBeVisible();
      await expect(page.getByTestId('points-balance')).toHaveText('0');
      await expect(page.getByText('200 points pay HK$1.00, up to 30% of an order')).toBeVisible();
      await expect(page.getByText('No changes yet')).toBeVisible();

      // +500, "Welcome gift": the balance, the points expiring and the history row with the admin's name.
      const adjust = page.getByRole('region', { name: 'Adjust points' });
      await adjust.getByRole('spinbutton', { name: 'Points' }).fill('500');
      await adjust.getByRole('textbox', { name: 'Remark' }).fill('Welcome gift');
      await adjust.getByRole('button', { name: 'Adjust points' }).click();
      await saved(page);
      await expect(page.getByTestId('points-balance')).toHaveText('500');
      await expect(page.getByTestId('points-expiring')).toHaveText(`500 points on ${expiry}`);
      const history = page.getByRole('region', { name: 'Points history', exact: true });
      const gift = history.getByRole('row').filter({ hasText: 'Welcome gift' });
      await expect(gift).toHaveCount(1);
      await expect(gift.getByRole('cell')).toHaveText([
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
        'Adjusted by staff',
        'Welcome gift',
        '+500',
        expiry,
        '',
        staffName,
      ]);
      await expect(adjust.getByRole('spinbutton', { name: 'Points' })).toHaveValue('');
      expect(await api(request, token, 'GET', `user/${customerId}/points`)).toMatchObject({ id: customerId, email, balance: 500 });

      // -600: more than the customer holds; the server's message in "Submit Fail", nothing taken.
      await adjust.getByRole('spinbutton', { name: 'Points' }).fill('-600');
      await adjust.getByRole('textbox', { name: 'Remark' }).fill('Too many');
      await adjust.getByRole('button', { name: 'Adjust points' }).click();
      const failed = page.getByRole('alertdialog', { name: 'Submit Fail' });
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('This customer has 500 points: 600 cannot be taken');
      await page.screenshot({ path: `${shots}/admin-points-refused.png`, fullPage: true });
      await failed.getByRole('button', { name: 'OK' }).click();
      await expect(failed).toBeHidden();
      await expect(page.getByTestId('points-balance')).toHaveText('500');
      await expect(history.getByRole('row').filter({ hasText: 'Too many' })).toHaveCount(0);

      await page.screenshot({ path: `${shots}/admin-points-member.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Ten more rows: the history shows 10 a page, newest first; the gift is on the second page.
      for (let n = 1; n <= 10; n += 1) {
        const res = await request.post(`/api/admin/user/${customerId}/points`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { points: 1, remark: `Bonus ${n}` },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.reload();
      await expect(page.getByTestId('points-balance')).toHaveText('510');
      await expect(history.getByText('1-10 of 11')).toBeVisible();
      await expect(history.getByRole('row').filter({ hasText: 'Bonus 10' })).toHaveCount(1);
      await expect(history.getByRole('row').filter({ hasText: 'Welcome gift' })).toHaveCount(0);
      await history.getByRole('button', { name: 'Go to next page' }).click();
      await expect(history.getByText('11-11 of 11')).toBeVisible();
      await expect(history.getByRole('row').filter({ hasText: 'Welcome gift' })).toHaveCount(1);
    } finally {
      await putPointsSettings(request, token, before);
      await context.close();
    }
  });
});
