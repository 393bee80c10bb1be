import { createHash } from 'node:crypto';
import request from 'supertest';
import { Session } from '../../server/src/modules/auth/session.entity';
import { Customer } from '../../server/src/modules/customer/customer.entity';
import { PasswordReset } from '../../server/src/modules/customer/password-reset.entity';
import { MailMessage } from '../../server/src/modules/mail/mail-message.entity';
import { OutboxEntry } from '../../server/src/queue/outbox.entity';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { adminWith, createCustomer, customerToken, PASSWORD, superAdmin, uniqueEmail } from '../helpers/factories';
import { ReceivedMail, SmtpSink } from '../helpers/smtp-sink';

const LINK_SENT = { messages: ['Reset link sent, please check your email'], codes: ['customer.reset_link_sent'] };
const TOO_FREQUENT = { messages: ['Too frequent operation, please try again later'], codes: ['customer.too_frequent'] };
const INVALID_TOKEN = { messages: ['Invalid token'], codes: ['customer.invalid_token'], errors: { token: ['Invalid token'] } };
const NEW_PASSWORD = 'a-brand-new-password';
const LINK = /http:\/\/shop\.test\/reset-password\?token=([0-9a-f]{64})&email=([^\s&"<]+)/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The token and email of the reset link in a mail's text. */
function linkIn(text: string): { token: string; email: string } {
  const match = LINK.exec(text);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

describe('password reset', () => {
  describe('with SMTP', () => {
    let t: TestApp;
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await new SmtpSink().start();
      t = await startTestApp({ SMTP_URL: sink.url });
    });
    afterAll(async () => {
      await t.close();
      await sink.stop();
    });

    const askForLink = (email: string) => request(t.http).post('/api/password/email').send({ email });
    const reset = (body: Record<string, unknown>) =>
      request(t.http)
        .post('/api/password/reset')
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body });
    const login = (email: string, password: string) => request(t.http).post('/api/login').send({ email, password });
    const mailTo = (email: string) => eventually(async () => sink.to(email)[0], 10000, `the mail to ${email}`);

    /** A shopper who asked for a link, and the link from the mail that arrived. */
    async function linkFor(fields: Partial<Customer> = {}): Promise<{ customer: Customer; mail: ReceivedMail; token: string }> {
      const customer = await createCustomer(t.dataSource, fields);
      await askForLink(customer.email).expect(200);
      const mail = await mailTo(customer.email);
      return { customer, mail, token: linkIn(mail.parsed.text ?? '').token };
    }

    describe('POST /api/password/email', () => {
      it('mails a link to APP_URL/reset-password with the token and the email', async () => {
        const customer = await createCustomer(t.dataSource, { firstName: 'Ada' });
        const res = await askForLink(customer.email).expect(200);
        expect(res.body).toEqual(LINK_SENT);

        const mail = await mailTo(customer.email);
        expect(mail.parsed.subject).toBe('Reset your Shop password');
        expect(mail.parsed.from?.text).toContain('no-reply@shop.local');
        const text = mail.parsed.text ?? '';
        expect(text).toContain('Hello Ada,');
        expect(text).toContain('The link works for 60 minutes.');
        const { token, email } = linkIn(text);
        expect(email).toBe(customer.email);
        expect(text).toContain(`Reset password: http://shop.test/reset-password?token=${token}&email=${encodeURIComponent(customer.email)}`);
        expect(mail.parsed.html).toContain(`href="http://shop.test/reset-password?token=${token}&amp;email=${encodeURIComponent(customer.email)}"`);

        // Only a hash of the token is kept, valid for an hour.
        const [row] = await t.dataSource.manager.find(PasswordReset, { where: { customerId: customer.id } });
        expect(row).toMatchObject({ tokenHash: sha256(token), usedAt: null });
        expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
        expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
        await expect(t.dataSource.manager.count(PasswordReset, { where: { tokenHash: token } })).resolves.toBe(0);
      });

      it('writes the mail in the shopper’s language', async () => {
        const email = uniqueEmail('hk');
        await request(t.http)
          .post('/api/register')
          .send({ first_name: '小明', last_name: '陳', email, password: PASSWORD, password_confirmation: PASSWORD, language: 'zh_hk' })
          .expect(201);
        await askForLink(email).expect(200);
        const mail = await mailTo(email);
        expect(mail.parsed.subject).toBe('重設你的商店密碼');
        expect(mail.parsed.text).toContain('小明，你好：');
        expect(mail.parsed.text).toContain('重設密碼: http://shop.test/reset-password?token=');
        expect(mail.parsed.html).toContain('lang="zh-Hant-HK"');
        expect(await t.dataSource.manager.findOneByOrFail(MailMessage, { toAddress: email })).toMatchObject({ language: 'zh_hk', template: 'password_reset' });
      });

      it('answers 429 when asked again at once, and mails only the first link', async () => {
        const { customer } = await linkFor();
        const res = await askForLink(customer.email).expect(429);
        expect(res.body).toEqual(TOO_FREQUENT);
        expect(await t.dataSource.manager.count(PasswordReset, { where: { customerId: customer.id } })).toBe(1);
        expect(await t.dataSource.manager.count(MailMessage, { where: { toAddress: customer.email } })).toBe(1);
        expect(sink.to(customer.email)).toHaveLength(1);
      });

      it('gives an unknown email the same answer and mails nothing', async () => {
        const email = uniqueEmail('unknown');
        const res = await askForLink(email).expect(200);
        expect(res.body).toEqual(LINK_SENT);
        // The mail would have been written in the same transaction as the answer.
        expect(await t.dataSource.manager.count(MailMessage, { where: { toAddress: email } })).toBe(0);
        expect(sink.to(email)).toHaveLength(0);
      });

      it('gives a disabled account the same answer and mails nothing', async () => {
        const customer = await createCustomer(t.dataSource, { enabled: false });
        expect((await askForLink(customer.email).expect(200)).body).toEqual(LINK_SENT);
        expect(await t.dataSource.manager.count(PasswordReset, { where: { customerId: customer.id } })).toBe(0);
        expect(await t.dataSource.manager.count(MailMessage, { where: { toAddress: customer.email } })).toBe(0);
      });

      it('finds the account whatever the case of the email', async () => {
        const customer = await createCustomer(t.dataSource);
        await askForLink(` ${customer.email.toUpperCase()} `).expect(200);
        await mailTo(customer.email);
      });

      it('validates the email', async () => {
        const res = await askForLink('not-an-email').expect(422);
        expect(res.body).toMatchObject({ messages: ['email must be a valid email address'], errors: { email: ['email must be a valid email address'] } });
      });
    });

    describe('POST /api/password/reset', () => {
      it('sets the new password with the token from the mail and ends every session', async () => {
        const { customer, token } = await linkFor();
        const session = await customerToken(t, customer);
        const res = await reset({ email: customer.email, token }).expect(200);
        expect(res.body).toMatchObject({ messages: ['Password reset, please log in with your new password'] });

        expect((await login(customer.email, PASSWORD).expect(401)).body).toMatchObject({ messages: ['Incorrect email or password'] });
        await login(customer.email, NEW_PASSWORD).expect(200);
        await request(t.http).get('/api/profile').set('Authorization', `Bearer ${session}`).expect(401);
        const sessions = await t.dataSource.manager.find(Session, { where: { kind: 'customer', subjectId: customer.id } });
        expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(1); // the login just above
        const [row] = await t.dataSource.manager.find(PasswordReset, { where: { customerId: customer.id } });
        expect(row.usedAt).toBeInstanceOf(Date);
      });

      it('refuses the same token a second time', async () => {
        const { customer, token } = await linkFor();
        await reset({ email: customer.email, token }).expect(200);
        const res = await reset({ email: customer.email, token, password: 'yet-another-password', password_confirmation: 'yet-another-password' }).expect(422);
        expect(res.body).toEqual(INVALID_TOKEN);
        await login(customer.email, NEW_PASSWORD).expect(200);
      });

      it('refuses the token with another email, and it still works with the right one', async () => {
        const { customer, token } = await linkFor();
        const other = await createCustomer(t.dataSource);
        expect((await reset({ email: other.email, token }).expect(422)).body).toEqual(INVALID_TOKEN);
        await login(other.email, PASSWORD).expect(200);
        await login(customer.email, PASSWORD).expect(200);
        await reset({ email: customer.email, token }).expect(200);
      });

      it('refuses an expired token', async () => {
        const { customer, token } = await linkFor();
        await t.dataSource.manager.update(PasswordReset, { customerId: customer.id }, { expiresAt: new Date(Date.now() - 1000) });
        expect((await reset({ email: customer.email, token }).expect(422)).body).toEqual(INVALID_TOKEN);
        await login(customer.email, PASSWORD).expect(200);
      });

      it('refuses a token that was never issued', async () => {
        const customer = await createCustomer(t.dataSource);
        expect((await reset({ email: customer.email, token: 'f'.repeat(64) }).expect(422)).body).toEqual(INVALID_TOKEN);
      });

      it('validates the new password and its confirmation before looking at the token', async () => {
        const { customer, token } = await linkFor();
        const short = await reset({ email: customer.email, token, password: 'short', password_confirmation: 'short' }).expect(422);
        expect(short.body.errors).toEqual({ password: ['password must be 8 to 128 characters long'] });
        const mismatch = await reset({ email: customer.email, token, password_confirmation: 'something-else' }).expect(422);
        expect(mismatch.body.errors).toEqual({ password_confirmation: ['password_confirmation does not match password'] });
        const missing = await reset({ email: customer.email }).expect(422);
        expect(missing.body).toMatchObject({ messages: ['token is required'], errors: { token: ['token is required'] } });
        // The link was not spent by the failed attempts.
        await reset({ email: customer.email, token }).expect(200);
      });
    });
  });

  describe('without SMTP (the dev mailbox)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('keeps the mail in the mailbox the back office lists', async () => {
      const { token: adminToken } = await adminWith(t, ['mailbox']);
      const customer = await createCustomer(t.dataSource, { language: 'zh_cn' });
      await request(t.http).post('/api/password/email').send({ email: customer.email }).expect(200);

      const filter = encodeURIComponent(JSON.stringify({ to: customer.email }));
      const listed = await eventually(
        async () => {
          const res = await request(t.http).get(`/api/admin/mailbox?filter=${filter}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
          return res.body[0]?.status === 'sent' ? res : undefined;
        },
        10000,
        'the mail to be sent to the mailbox',
      );
      expect(listed.headers['x-total-count']).toBe('1');
      expect(listed.body).toEqual([
        {
          id: expect.any(Number),
          to: customer.email,
          subject: '重置你的商店密码',
          template: 'password_reset',
          language: 'zh_cn',
          status: 'sent',
          transport: 'mailbox',
          attempts: 1,
          error: null,
          created_at: expect.any(String),
          sent_at: expect.any(String),
        },
      ]);

      // The back office asks for mails by id in one request (react-admin's getMany).
      const byId = encodeURIComponent(JSON.stringify({ id: [listed.body[0].id] }));
      const many = await request(t.http).get(`/api/admin/mailbox?filter=${byId}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect(many.body.map((m: { id: number }) => m.id)).toEqual([listed.body[0].id]);

      // An admin holding only `mailbox` reads the mail without the link's token: reading a shopper's
      // reset mail must not take the account over.
      const hidden = await request(t.http).get(`/api/admin/mailbox/${listed.body[0].id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect(hidden.body.text).toMatch(/token=\[hidden [0-9a-f]{12}-0\]&email=/);
      expect(hidden.body.html).toMatch(/token=\[hidden [0-9a-f]{12}-0\]&amp;email=/);
      const stored = (await t.dataSource.query(`SELECT text_body, html_body FROM mail_message WHERE id = $1`, [listed.body[0].id]))[0];
      expect(`${stored.text_body}${stored.html_body}`).not.toMatch(/token=[0-9a-f]{16,}/i);

      // A super admin sees the working link.
      const { token: superToken } = await superAdmin(t);
      const detail = await request(t.http).get(`/api/admin/mailbox/${listed.body[0].id}`).set('Authorization', `Bearer ${superToken}`).expect(200);
      const { token, email } = linkIn(detail.body.text);
      expect(email).toBe(customer.email);
      expect(detail.body.html).toContain(`token=${token}&amp;email=`);
      expect(hidden.body.text).not.toContain(token);

      // The link from the mailbox works like one from a real mail.
      await request(t.http).post('/api/password/reset').send({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }).expect(200);
      await request(t.http).post('/api/login').send({ email: customer.email, password: NEW_PASSWORD }).expect(200);

      const mail = await t.dataSource.manager.findOneByOrFail(MailMessage, { id: listed.body[0].id });
      const outbox = await t.dataSource.manager
        .createQueryBuilder(OutboxEntry, 'o')
        .where(`o.payload ->> 'mailId' = :id`, { id: String(mail.id) })
        .getOneOrFail();
      expect(outbox).toMatchObject({ jobName: 'mail.send', dispatchedAt: expect.any(Date) });
    });

    it('shows the mailbox only to admins with the mailbox permission', async () => {
      const { token } = await adminWith(t, ['dashboard']);
      expect((await request(t.http).get('/api/admin/mailbox').set('Authorization', `Bearer ${token}`).expect(403)).body).toMatchObject({
        messages: ['You do not have permission to do this'],
      });
      await request(t.http).get('/api/admin/mailbox/1').set('Authorization', `Bearer ${token}`).expect(403);
      await request(t.http).get('/api/admin/mailbox').expect(401);
    });

    it('answers 404 for a mail that does not exist', async () => {
      const { token } = await adminWith(t, ['mailbox']);
      const res = await request(t.http).get('/api/admin/mailbox/2147483000').set('Authorization', `Bearer ${token}`).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });
});
