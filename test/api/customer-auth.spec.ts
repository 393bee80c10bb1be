import request from 'supertest';
import { Session } from '../../server/src/modules/auth/session.entity';
import { Customer } from '../../server/src/modules/customer/customer.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { createCustomer, customerToken, PASSWORD, uniqueEmail } from '../helpers/factories';

const EMAIL_TAKEN = 'This email is already registered';
const NEW_PASSWORD = 'a-brand-new-password';

describe('shopper account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const registration = (fields: Record<string, unknown> = {}) => ({
    first_name: 'Mei',
    last_name: 'Chan',
    email: uniqueEmail('reg'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    language: 'zh_hk',
    ...fields,
  });

  const findCustomer = (email: string) =>
    t.dataSource.manager.createQueryBuilder(Customer, 'c').addSelect('c.passwordHash').where('c.email = :email', { email }).getOne();

  const profile = (token: string) => request(t.http).get('/api/profile').set('Authorization', `Bearer ${token}`);
  const updateProfile = (token: string, body: Record<string, unknown>) =>
    request(t.http).put('/api/profile').set('Authorization', `Bearer ${token}`).send(body);

  describe('POST /api/register', () => {
    it('creates the shopper and answers 201 with a working token and the profile', async () => {
      const body = registration();
      const res = await request(t.http).post('/api/register').send(body).expect(201);
      expect(res.body).toEqual({
        token: expect.any(String),
        token_type: 'Bearer',
        expires_in: expect.any(Number),
        expired_at: expect.any(String),
        user: {
          id: expect.any(Number),
          email: body.email,
          first_name: 'Mei',
          last_name: 'Chan',
          phone: null,
          gender: null,
          language: 'zh_hk',
          is_subscribe: false,
          facebook_linked: false,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      });
      const stored = await findCustomer(body.email);
      expect(stored).toMatchObject({ id: res.body.user.id, firstName: 'Mei', lastName: 'Chan', language: 'zh_hk', enabled: true, facebookId: null });
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      const me = await profile(res.body.token).expect(200);
      expect(me.body).toMatchObject({ id: res.body.user.id, email: body.email });
    });

    it('stores the email trimmed and in lower case and takes the main language when none is given', async () => {
      const email = uniqueEmail('mixed');
      const res = await request(t.http)
        .post('/api/register')
        .send(registration({ email: `  ${email.toUpperCase()} `, language: undefined, first_name: '  Mei  ' }))
        .expect(201);
      expect(res.body.user).toMatchObject({ email, first_name: 'Mei', language: 'en_us' });
      expect(await findCustomer(email)).toMatchObject({ email, language: 'en_us' });
    });

    it('asks for every missing field', async () => {
      const res = await request(t.http).post('/api/register').send({}).expect(422);
      expect(res.body).toMatchObject({
        messages: ['first_name is required', 'last_name is required', 'email is required', 'password is required'],
        errors: {
          first_name: ['first_name is required'],
          last_name: ['last_name is required'],
          email: ['email is required'],
          password: ['password is required'],
        },
      });
    });

    it('explains each wrong value field by field', async () => {
      const email = uniqueEmail('bad');
      const res = await request(t.http)
        .post('/api/register')
        .send({ first_name: '   ', last_name: 'x'.repeat(101), email: 'not-an-email', password: 'short', password_confirmation: 'other', language: 'fr' })
        .expect(422);
      expect(res.body.errors).toEqual({
        first_name: ['first_name is required'],
        last_name: ['last_name must be at most 100 characters long'],
        email: ['email must be a valid email address'],
        password: ['password must be 8 to 128 characters long'],
        password_confirmation: ['password_confirmation does not match password'],
        language: ['language must be one of en_us, zh_hk, zh_cn'],
      });
      expect(res.body.messages).toEqual(Object.values(res.body.errors).flat());
      expect(await findCustomer(email)).toBeNull();
    });

    it('refuses a password confirmation that does not match', async () => {
      const body = registration({ password_confirmation: `${PASSWORD}-typo` });
      const res = await request(t.http).post('/api/register').send(body).expect(422);
      expect(res.body).toMatchObject({
        messages: ['password_confirmation does not match password'],
        errors: { password_confirmation: ['password_confirmation does not match password'] },
      });
      expect(await findCustomer(body.email)).toBeNull();
    });

    it('refuses a password longer than 128 characters', async () => {
      const long = 'p'.repeat(129);
      const res = await request(t.http)
        .post('/api/register')
        .send(registration({ password: long, password_confirmation: long }))
        .expect(422);
      expect(res.body.errors).toEqual({ password: ['password must be 8 to 128 characters long'] });
    });

    it('answers 409 for an email that is already registered, whatever its case', async () => {
      const existing = await createCustomer(t.dataSource);
      const res = await request(t.http)
        .post('/api/register')
        .send(registration({ email: existing.email.toUpperCase() }))
        .expect(409);
      expect(res.body).toMatchObject({ messages: [EMAIL_TAKEN], errors: { email: [EMAIL_TAKEN] } });
      expect(await t.dataSource.manager.count(Customer, { where: { email: existing.email } })).toBe(1);
    });

    it('lets only one of two simultaneous registrations of one email through', async () => {
      const body = registration();
      const [a, b] = await Promise.all([request(t.http).post('/api/register').send(body), request(t.http).post('/api/register').send(body)]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.body.messages).toEqual([EMAIL_TAKEN]);
      expect(await t.dataSource.manager.count(Customer, { where: { email: body.email } })).toBe(1);
    });
  });

  describe('POST /api/login', () => {
    it('answers a token for the right password, with the email in any case', async () => {
      const customer = await createCustomer(t.dataSource);
      const res = await request(t.http)
        .post('/api/login')
        .send({ email: ` ${customer.email.toUpperCase()}`, password: PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), expired_at: expect.any(String) });
      const me = await profile(res.body.token).expect(200);
      expect(me.body.id).toBe(customer.id);
    });

    it('refuses a wrong password with 401', async () => {
      const customer = await createCustomer(t.dataSource);
      const res = await request(t.http).post('/api/login').send({ email: customer.email, password: 'wrong-password' }).expect(401);
      expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });

    it('refuses an unknown email the same way', async () => {
      const res = await request(t.http)
        .post('/api/login')
        .send({ email: uniqueEmail('nobody'), password: PASSWORD })
        .expect(401);
      expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });

    it('refuses any password for an account made through Facebook without one', async () => {
      const customer = await createCustomer(t.dataSource, { facebookId: String(Date.now()) });
      await t.dataSource.manager.update(Customer, { id: customer.id }, { passwordHash: null });
      const res = await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(401);
      expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });

    it('refuses a disabled account with 403', async () => {
      const customer = await createCustomer(t.dataSource, { enabled: false });
      const res = await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(403);
      expect(res.body).toMatchObject({ messages: ['This account is disabled'] });
      expect(await t.dataSource.manager.count(Session, { where: { kind: 'customer', subjectId: customer.id } })).toBe(0);
    });

    it('validates the body', async () => {
      const res = await request(t.http).post('/api/login').send({ email: 'not-an-email', password: '' }).expect(422);
      expect(res.body.errors.email).toEqual(['email must be a valid email address']);
      expect(res.body.errors.password).toEqual(['password is required']);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the token at once and leaves the shopper’s other sessions alone', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const other = await customerToken(t, customer);
      const res = await request(t.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toMatchObject({ messages: ['Logged out'] });
      expect((await profile(token).expect(401)).body).toMatchObject({ messages: ['Please log in first'] });
      await request(t.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(401);
      await profile(other).expect(200);
      const sessions = await t.dataSource.manager.find(Session, { where: { kind: 'customer', subjectId: customer.id }, order: { createdAt: 'ASC' } });
      expect(sessions.map((s) => s.revokedAt !== null).sort()).toEqual([false, true]);
    });

    it('answers 401 without a token', async () => {
      const res = await request(t.http).post('/api/logout').expect(401);
      expect(res.body).toMatchObject({ messages: ['Please log in first'] });
    });
  });

  describe('GET /api/profile', () => {
    it('shows the signed-in shopper with the session expiry', async () => {
      const customer = await createCustomer(t.dataSource, { phone: '+852 9123 4567', gender: 'female', language: 'zh_cn' });
      const login = await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(200);
      const res = await profile(login.body.token).expect(200);
      expect(res.body).toEqual({
        id: customer.id,
        email: customer.email,
        first_name: 'Mei',
        last_name: 'Chan',
        phone: '+852 9123 4567',
        gender: 'female',
        language: 'zh_cn',
        is_subscribe: false,
        facebook_linked: false,
        created_at: customer.createdAt.toISOString(),
        updated_at: expect.any(String),
        expired_at: login.body.expired_at,
      });
    });

    it('answers 401 without a token', async () => {
      const res = await request(t.http).get('/api/profile').expect(401);
      expect(res.body).toMatchObject({ messages: ['Please log in first'] });
    });

    it('stops answering as soon as the account is disabled', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await t.dataSource.manager.update(Customer, { id: customer.id }, { enabled: false });
      await profile(token).expect(401);
    });
  });

  describe('PUT /api/profile', () => {
    it('changes the fields sent and keeps the rest', async () => {
      const customer = await createCustomer(t.dataSource, { phone: '12345678' });
      const token = await customerToken(t, customer);
      const email = uniqueEmail('moved');
      const res = await updateProfile(token, { email: email.toUpperCase(), first_name: ' Siu Ming ', gender: 'male', current_password: PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ id: customer.id, email, first_name: 'Siu Ming', last_name: 'Chan', phone: '12345678', gender: 'male' });
      const stored = await t.dataSource.manager.findOneByOrFail(Customer, { id: customer.id });
      expect(stored).toMatchObject({ email, firstName: 'Siu Ming', lastName: 'Chan', phone: '12345678', gender: 'male' });
      await request(t.http).post('/api/login').send({ email, password: PASSWORD }).expect(200);
    });

    it('clears the phone with an empty string and the gender with null', async () => {
      const customer = await createCustomer(t.dataSource, { phone: '12345678', gender: 'female' });
      const token = await customerToken(t, customer);
      const res = await updateProfile(token, { phone: '', gender: null }).expect(200);
      expect(res.body).toMatchObject({ phone: null, gender: null });
      expect(await t.dataSource.manager.findOneByOrFail(Customer, { id: customer.id })).toMatchObject({ phone: null, gender: null });
    });

    it('explains each wrong value and changes nothing', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const res = await updateProfile(token, {
        email: 'not-an-email',
        first_name: '',
        last_name: 'y'.repeat(101),
        phone: 'call me',
        gender: 'other',
        password: 'short',
        password_confirmation: 'short',
      }).expect(422);
      expect(res.body.errors).toEqual({
        email: ['email must be a valid email address'],
        first_name: ['first_name is required'],
        last_name: ['last_name must be at most 100 characters long'],
        phone: ['phone must be a phone number (digits, spaces, +, -, brackets)'],
        gender: ['gender must be female or male'],
        password: ['password must be 8 to 128 characters long'],
      });
      const stored = await t.dataSource.manager.findOneByOrFail(Customer, { id: customer.id });
      expect(stored).toMatchObject({ email: customer.email, firstName: 'Mei', lastName: 'Chan', phone: null, gender: null });
    });

    it('asks for a matching confirmation with a new password', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const missing = await updateProfile(token, { password: NEW_PASSWORD }).expect(422);
      expect(missing.body).toMatchObject({
        messages: ['password_confirmation does not match password'],
        errors: { password_confirmation: ['password_confirmation does not match password'] },
      });
      await updateProfile(token, { password: NEW_PASSWORD, password_confirmation: 'something-else' }).expect(422);
      await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(200);
    });

    it('answers 409 for an email another shopper has', async () => {
      const other = await createCustomer(t.dataSource);
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const res = await updateProfile(token, { email: other.email, first_name: 'Changed', current_password: PASSWORD }).expect(409);
      expect(res.body).toMatchObject({ messages: [EMAIL_TAKEN], errors: { email: [EMAIL_TAKEN] } });
      expect(await t.dataSource.manager.findOneByOrFail(Customer, { id: customer.id })).toMatchObject({ email: customer.email, firstName: 'Mei' });
    });

    it('gives the same 409 to the loser of two shoppers taking one free email at once', async () => {
      const [first, second] = await Promise.all([createCustomer(t.dataSource), createCustomer(t.dataSource)]);
      const tokens = await Promise.all([customerToken(t, first), customerToken(t, second)]);
      const email = uniqueEmail('contested');
      const [a, b] = await Promise.all(tokens.map((token) => updateProfile(token, { email, current_password: PASSWORD })));
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((a.status === 409 ? a : b).body).toMatchObject({ messages: [EMAIL_TAKEN], errors: { email: [EMAIL_TAKEN] } });
      expect(await t.dataSource.manager.count(Customer, { where: { email } })).toBe(1);
    });

    it('accepts the shopper’s own email sent again', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const res = await updateProfile(token, { email: customer.email.toUpperCase(), last_name: 'Wong' }).expect(200);
      expect(res.body).toMatchObject({ email: customer.email, last_name: 'Wong' });
    });

    it('changes the password, ends the other sessions and keeps this one', async () => {
      const customer = await createCustomer(t.dataSource);
      const current = await customerToken(t, customer);
      const other = await customerToken(t, customer);
      await updateProfile(current, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: PASSWORD }).expect(200);

      await profile(current).expect(200);
      expect((await profile(other).expect(401)).body).toMatchObject({ messages: ['Please log in first'] });
      await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(401);
      await request(t.http).post('/api/login').send({ email: customer.email, password: NEW_PASSWORD }).expect(200);
    });

    it('keeps the password and the sessions when the password is left empty', async () => {
      const customer = await createCustomer(t.dataSource);
      const current = await customerToken(t, customer);
      const other = await customerToken(t, customer);
      await updateProfile(current, { password: '', password_confirmation: '', first_name: 'Ka Yan' }).expect(200);
      await profile(other).expect(200);
      await request(t.http).post('/api/login').send({ email: customer.email, password: PASSWORD }).expect(200);
    });

    it('answers 401 without a token', async () => {
      const res = await request(t.http).put('/api/profile').send({ first_name: 'Nobody' }).expect(401);
      expect(res.body).toMatchObject({ messages: ['Please log in first'] });
    });
  });
});
