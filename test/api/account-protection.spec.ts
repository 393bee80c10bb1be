import IORedis from 'ioredis';
import request from 'supertest';
import { passwordMessages } from '../../server/src/common/password-policy';

const PASSWORD_REPEATED_MESSAGE = passwordMessages.repeated.text;
const PASSWORD_COMMON_MESSAGE = passwordMessages.too_common.text;
import { Customer } from '../../server/src/modules/customer/customer.entity';
import { MailMessage } from '../../server/src/modules/mail/mail-message.entity';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { adminWith, createAdmin, createCustomer, createRole, customerToken, PASSWORD, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { SmtpSink } from '../helpers/smtp-sink';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NEW_PASSWORD = 'a-brand-new-passphrase';
const LOCKED = 'Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.';
const tokenIn = (text: string) => /token=([0-9a-f]{64})/.exec(text)?.[1];

describe('account protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_LOCK_THRESHOLD: '3' });
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) => t.dataSource.manager.find(MailMessage, { where: { toAddress: address }, order: { id: 'ASC' } });

  describe('failed sign-ins lock the account, whatever the address they come from', () => {
    it('locks a shopper after 3 failures: even the right password is refused, and the owner is mailed once', async () => {
      const customer = await createCustomer(t.dataSource, { firstName: 'Ka Ming' });
      for (let i = 0; i < 3; i += 1) {
        // A new X-Forwarded-For each time: without TRUST_PROXY it changes nothing, and the count is per account anyway.
        const res = await request(t.http)
          .post('/api/login')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ email: customer.email, password: `wrong-guess-${i}` })
          .expect(401);
        expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
      }
      const locked = await request(t.http).post('/api/login').send({ email: customer.email.toUpperCase(), password: PASSWORD }).expect(429);
      expect(locked.body).toMatchObject({ messages: [LOCKED] });

      const mails = await mailsTo(customer.email);
      expect(mails.map((m) => m.template)).toEqual(['account_locked']);
      expect(mails[0].textBody).toContain('Someone entered a wrong password for your account 3 times in a row, so we paused sign-in for 15 minutes.');
      expect(mails[0].textBody).toContain('Choose a new password: http://shop.test/password/reset');
      await request(t.http).post('/api/login').send({ email: customer.email, password: 'yet-another-guess' }).expect(429);
      expect(await mailsTo(customer.email)).toHaveLength(1);
    });

    it('keeps the count in Redis, where every web process reads it, for the lock time', async () => {
      const customer = await createCustomer(t.dataSource);
      const second = await startTestApp({ LOGIN_LOCK_THRESHOLD: '3', QUEUE_PREFIX: t.config.redis.queuePrefix });
      try {
        await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess-1' }).expect(401);
        await request(second.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess-2' }).expect(401);
        await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess-3' }).expect(401);
        await request(second.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(429);
      } finally {
        await second.close();
      }
      const redis = new IORedis(t.config.redis.url);
      try {
        const keys = await redis.keys(`${t.config.redis.queuePrefix}:login-failures:customer:*`);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) expect(key).not.toContain('@');
        const ttls = await Promise.all(keys.map((key) => redis.ttl(key)));
        for (const ttl of ttls) expect(ttl).toBeGreaterThan(14 * 60);
      } finally {
        redis.disconnect();
      }
    });

    it('answers an unknown email exactly as a known one, lock included', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 3; i += 1) await request(t.http).post('/api/login').send({ email, password: 'wrong-guess' }).expect(401);
      expect((await request(t.http).post('/api/login').send({ email, password: 'wrong-guess' }).expect(429)).body).toMatchObject({ messages: [LOCKED] });
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('clears the count on a right password, and a lock on one account leaves others alone', async () => {
      const customer = await createCustomer(t.dataSource);
      const other = await createCustomer(t.dataSource);
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 2; i += 1) await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess' }).expect(401);
        await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(200);
      }
      for (let i = 0; i < 3; i += 1) await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess' }).expect(401);
      await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(429);
      await request(t.http).post('/api/login').send({ email: other.email, password: PASSWORD }).expect(200);
    });

    it('locks an admin the same way and mails them in their language', async () => {
      const admin = await createAdmin(t.dataSource, { name: '陳大文', language: 'zh_hk' });
      for (let i = 0; i < 3; i += 1) await request(t.http).post('/api/admin/login').send({ email: admin.email, password: 'wrong-guess' }).expect(401);
      const res = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(429);
      expect(res.body).toMatchObject({ messages: [LOCKED] });
      const [mail] = await mailsTo(admin.email);
      expect(mail).toMatchObject({ template: 'account_locked', language: 'zh_hk' });
      expect(mail.textBody).toContain('陳大文，你好：');
      expect(mail.textBody).toContain('有人連續 3 次輸入錯誤的密碼登入你的帳戶，我們已暫停登入 15 分鐘。');
      // A shopper with the same email is another account.
      const shopper = await createCustomer(t.dataSource, { email: admin.email });
      await request(t.http).post('/api/login').send({ email: shopper.email, password: PASSWORD }).expect(200);
    });

    it('ends a lock when the owner resets the password through the mailed link', async () => {
      const customer = await createCustomer(t.dataSource);
      for (let i = 0; i < 3; i += 1) await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-guess' }).expect(401);
      await request(t.http).post('/api/password/email').send({ email: customer.email }).expect(200);
      const reset = (await mailsTo(customer.email)).find((m) => m.template === 'password_reset')!;
      // The dev mailbox keeps the link's token from all but a super admin.
      expect(tokenIn(reset.textBody)).toBeUndefined();
      const { token: superToken } = await superAdmin(t);
      const shown = await request(t.http).get(`/api/admin/mailbox/${reset.id}`).set('Authorization', `Bearer ${superToken}`).expect(200);
      const token = tokenIn(shown.body.text)!;
      await request(t.http)
        .post('/api/password/reset')
        .send({ email: customer.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
        .expect(200);
      await request(t.http).post('/api/login').send({ email: customer.email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('password reset requests tell nothing about which emails are registered', () => {
    it('answers a second request for an unknown email "too frequent", as for a known one', async () => {
      const known = await createCustomer(t.dataSource);
      const unknown = uniqueEmail('unregistered');
      const answers = [];
      for (const email of [known.email, unknown]) {
        const first = await request(t.http).post('/api/password/email').send({ email }).expect(200);
        const second = await request(t.http).post('/api/password/email').send({ email }).expect(429);
        answers.push([first.body, second.body]);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[1][1]).toMatchObject({ messages: ['Too frequent operation, please try again later'] });
    });

    it('answers no sooner than 200 ms, known email or not, so the mail work does not show', async () => {
      for (const email of [(await createCustomer(t.dataSource)).email, uniqueEmail('unregistered')]) {
        const started = Date.now();
        await request(t.http).post('/api/password/email').send({ email }).expect(200);
        expect(Date.now() - started).toBeGreaterThanOrEqual(195);
      }
    });

    it('keeps no email address in the table that rations requests', async () => {
      const email = uniqueEmail('rationed');
      await request(t.http).post('/api/password/email').send({ email }).expect(200);
      const rows: { email_hash: string }[] = await t.dataSource.query(`SELECT email_hash FROM password_reset_request`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('a shopper changing email or password', () => {
    const updateProfile = (token: string, body: Record<string, unknown>) => request(t.http).put('/api/profile').set(bearer(token)).send(body);
    const stored = (id: number) => t.dataSource.manager.findOneByOrFail(Customer, { id });

    it('needs the current password for a new email, and changes nothing without it', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const email = uniqueEmail('moved');
      const missing = await updateProfile(token, { email, first_name: 'Changed' }).expect(422);
      expect(missing.body).toMatchObject({
        messages: ['Enter your current password to change your email or password'],
        errors: { current_password: ['Enter your current password to change your email or password'] },
      });
      const wrong = await updateProfile(token, { email, current_password: 'not-my-password' }).expect(422);
      expect(wrong.body).toMatchObject({
        messages: ['The current password is not correct'],
        errors: { current_password: ['The current password is not correct'] },
      });
      expect(await stored(customer.id)).toMatchObject({ email: customer.email, firstName: customer.firstName });
    });

    it('needs the current password for a new password', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await updateProfile(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }).expect(422);
      await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(200);
      await updateProfile(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: PASSWORD }).expect(200);
      await request(t.http).post('/api/login').send({ email: customer.email, password: NEW_PASSWORD }).expect(200);
      expect((await mailsTo(customer.email)).map((m) => m.template)).toEqual(['password_changed']);
    });

    it('changes the other fields without it', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await updateProfile(token, { first_name: 'Wing', email: customer.email }).expect(200);
      expect(await stored(customer.id)).toMatchObject({ firstName: 'Wing' });
    });

    it('mails the old address when the email changes', async () => {
      const customer = await createCustomer(t.dataSource, { firstName: 'Siu Ling' });
      const token = await customerToken(t, customer);
      const email = uniqueEmail('new-home');
      await updateProfile(token, { email, current_password: PASSWORD }).expect(200);
      const [mail] = await mailsTo(customer.email);
      expect(mail.template).toBe('email_changed');
      expect(mail.textBody).toContain(`Hello Siu Ling,`);
      expect(mail.textBody).toContain(`The email address of your account was changed to ${email}.`);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('counts wrong current passwords towards the lock', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      for (let i = 0; i < 3; i += 1) await updateProfile(token, { email: uniqueEmail('x'), current_password: `guess-${i}` }).expect(422);
      expect((await updateProfile(token, { email: uniqueEmail('x'), current_password: PASSWORD }).expect(429)).body).toMatchObject({ messages: [LOCKED] });
    });

    it('lets an account made with Facebook (no password to give) set its first password, and tells the owner', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await t.dataSource.manager.update(Customer, { id: customer.id }, { passwordHash: null, facebookId: unique('fb') });
      await updateProfile(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }).expect(200);
      await request(t.http).post('/api/login').send({ email: customer.email, password: NEW_PASSWORD }).expect(200);
      expect((await mailsTo(customer.email)).map((m) => m.template)).toEqual(['password_changed']);
    });
  });

  describe('password policy', () => {
    it.each([
      ['eight spaces', '        ', PASSWORD_REPEATED_MESSAGE],
      ['one letter repeated', 'aaaaaaaa', PASSWORD_REPEATED_MESSAGE],
      ['a common password', 'password1', PASSWORD_COMMON_MESSAGE],
      ['a common password in capitals', 'Password1', PASSWORD_COMMON_MESSAGE],
      ['a common number', '12345678', PASSWORD_COMMON_MESSAGE],
    ])('refuses %s for shoppers and admins', async (_, password, message) => {
      const email = uniqueEmail('weak');
      const register = await request(t.http)
        .post('/api/register')
        .send({ first_name: 'Wai', last_name: 'Lee', email, password, password_confirmation: password })
        .expect(422);
      expect(register.body).toMatchObject({ messages: [message], errors: { password: [message] } });
      expect(await t.dataSource.manager.count(Customer, { where: { email } })).toBe(0);

      const { token } = await superAdmin(t);
      const admin = await request(t.http)
        .post('/api/admin/account')
        .set(bearer(token))
        .send({ name: 'Weak', email, password, password_confirmation: password, role_id: 1 })
        .expect(422);
      expect(admin.body.errors).toEqual({ password: [message] });
    });

    it('accepts a long passphrase', async () => {
      const email = uniqueEmail('strong');
      await request(t.http)
        .post('/api/register')
        .send({ first_name: 'Wai', last_name: 'Lee', email, password: 'tram harbour lantern 8', password_confirmation: 'tram harbour lantern 8' })
        .expect(201);
    });
  });

  it('refuses a common password set on an account by another admin', async () => {
    const { token } = await adminWith(t, ['account.edit']);
    const target = await createAdmin(t.dataSource, { roleId: (await createRole(t.dataSource, [])).id });
    const res = await request(t.http)
      .put(`/api/admin/account/${target.id}`)
      .set(bearer(token))
      .send({ password: 'qwertyuiop', password_confirmation: 'qwertyuiop' })
      .expect(422);
    expect(res.body.errors).toEqual({ password: [PASSWORD_COMMON_MESSAGE] });
  });
});

describe('secrets in stored mail', () => {
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

  it('keeps no working reset link where real mail goes out: the mailbox shows a placeholder, the shopper gets the link', async () => {
    const customer = await createCustomer(t.dataSource);
    await request(t.http).post('/api/password/email').send({ email: customer.email }).expect(200);
    const received = await eventually(async () => sink.to(customer.email)[0], 10000, 'the reset mail');
    const token = tokenIn(received.parsed.text ?? '')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const row = await eventually(async () => {
      const found = await t.dataSource.manager.findOne(MailMessage, {
        where: { toAddress: customer.email },
        select: { id: true, status: true, textBody: true, htmlBody: true, secrets: true },
      });
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.textBody).not.toContain(token);
    expect(row.htmlBody).not.toContain(token);
    expect(row.textBody).toMatch(/reset-password\?token=\[hidden [0-9a-f]{12}-0\]&email=/);
    expect(row.secrets).toBeNull();

    const { token: adminToken } = await superAdmin(t);
    const shown = await request(t.http).get(`/api/admin/mailbox/${row.id}`).set(bearer(adminToken)).expect(200);
    expect(JSON.stringify(shown.body)).not.toContain(token);

    await request(t.http)
      .post('/api/password/reset')
      .send({ email: customer.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .expect(200);
  });
});
