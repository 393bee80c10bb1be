import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createCustomer, uniqueEmail } from '../helpers/factories';
import { unsubscribeLinks } from '../../server/src/modules/broadcast';

describe('unsubscribing by the signed link of a newsletter (/api/unsubscribe)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The query of the links a campaign mail to `email` carries (the page's and the one-click one are the same). */
  const linkQuery = (email: string) => {
    const { page, oneClick } = unsubscribeLinks(t.config.http.appUrl, t.config.auth.jwtSecret, email);
    expect(new URL(page).pathname).toBe('/unsubscribe');
    expect(new URL(oneClick).pathname).toBe('/api/unsubscribe');
    expect(new URL(page).search).toBe(new URL(oneClick).search);
    return new URL(oneClick).search;
  };
  /** The signature with its first character changed (the first six bits of the HMAC). */
  const changed = (signature: string) => (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  const subscribedOf = async (id: number) => (await t.dataSource.query(`SELECT is_subscribe FROM customer WHERE id = $1`, [id]))[0].is_subscribe as boolean;
  const suppressed = async (email: string) =>
    t.dataSource.query<{ email: string; reason: string }[]>(`SELECT email, reason FROM mail_suppression WHERE email = lower($1)`, [email]);

  it("a customer's link reads the address, unsubscribes it once (is_subscribe off, on the suppression list) and says so again", async () => {
    const customer = await createCustomer(t.dataSource, { isSubscribe: true });
    const query = linkQuery(customer.email);

    expect((await request(t.http).get(`/api/unsubscribe${query}`).expect(200)).body).toEqual({ email: customer.email, unsubscribed: false });
    const res = await request(t.http).post(`/api/unsubscribe${query}`).expect(200);
    expect(res.body).toEqual({
      messages: [`${customer.email} is unsubscribed: it will get no more newsletters from us.`],
      codes: ['unsubscribe.done'],
      params: [{ email: customer.email }],
    });
    expect(await subscribedOf(customer.id)).toBe(false);
    expect(await suppressed(customer.email)).toEqual([{ email: customer.email, reason: 'unsubscribed' }]);
    expect((await request(t.http).get(`/api/unsubscribe${query}`).expect(200)).body).toEqual({ email: customer.email, unsubscribed: true });

    // Twice is the same answer, one row.
    await request(t.http).post(`/api/unsubscribe${query}`).expect(200);
    expect(await suppressed(customer.email)).toHaveLength(1);
  });

  it("a mail client's one-click POST (List-Unsubscribe=One-Click as a form body) unsubscribes; an address without a customer (a lead's) is listed", async () => {
    const customer = await createCustomer(t.dataSource, { isSubscribe: true });
    await request(t.http)
      .post(`/api/unsubscribe${linkQuery(customer.email)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await subscribedOf(customer.id)).toBe(false);

    const lead = uniqueEmail('lead');
    await request(t.http)
      .post(`/api/unsubscribe${linkQuery(lead)}`)
      .expect(200);
    expect(await suppressed(lead)).toEqual([{ email: lead, reason: 'unsubscribed' }]);
  });

  it('the address in any case is the same address: its link works and its customer is unsubscribed', async () => {
    const customer = await createCustomer(t.dataSource, { isSubscribe: true });
    const shouted = customer.email.toUpperCase();
    await request(t.http)
      .post(`/api/unsubscribe${linkQuery(shouted)}`)
      .expect(200);
    expect(await subscribedOf(customer.id)).toBe(false);
    expect(await suppressed(customer.email)).toHaveLength(1);
  });

  it("refuses a link whose signature is not the shop's for that address, and changes nothing", async () => {
    const customer = await createCustomer(t.dataSource, { isSubscribe: true });
    const other = await createCustomer(t.dataSource, { isSubscribe: true });
    const theirs = new URLSearchParams(linkQuery(other.email));
    // Another address's signature, a changed one, one signed with another secret.
    const forged = [
      new URLSearchParams({ email: customer.email, signature: theirs.get('signature')! }),
      new URLSearchParams({ email: customer.email, signature: changed(new URLSearchParams(linkQuery(customer.email)).get('signature')!) }),
      new URLSearchParams(new URL(unsubscribeLinks('http://shop.test', 'another-secret-that-is-long-enough-for-hs256', customer.email).oneClick).search),
    ];
    for (const query of forged) {
      for (const send of [
        () => request(t.http).get(`/api/unsubscribe?${query.toString()}`),
        () => request(t.http).post(`/api/unsubscribe?${query.toString()}`),
      ]) {
        const res = await send().expect(403);
        expect(res.body).toEqual({ messages: ['This unsubscribe link is not valid: please use the link in the latest mail'], codes: ['unsubscribe.link'] });
      }
    }
    expect(await subscribedOf(customer.id)).toBe(true);
    expect(await suppressed(customer.email)).toEqual([]);
  });

  it('a link without its address or signature, or with a malformed one, gets 422 with messages', async () => {
    const email = uniqueEmail('reader');
    const signature = new URLSearchParams(linkQuery(email)).get('signature')!;
    const cases: [string, string[]][] = [
      [`signature=${signature}`, ['email is required']],
      [`email=${encodeURIComponent(email)}`, ['signature must be the one in the unsubscribe link']],
      [`email=not-an-address&signature=${signature}`, ['email must be a valid email address']],
      [`email=${encodeURIComponent(email)}&signature=${'x'.repeat(500)}`, ['signature must be the one in the unsubscribe link']],
      [`email=${encodeURIComponent(email)}&signature=${signature}&signature=${signature}`, ['signature must be the one in the unsubscribe link']],
    ];
    for (const [query, messages] of cases) {
      const res = await request(t.http).post(`/api/unsubscribe?${query.toString()}`).expect(422);
      expect({ query, messages: res.body.messages }).toEqual({ query, messages });
    }
    expect(await suppressed(email)).toEqual([]);
  });
});
