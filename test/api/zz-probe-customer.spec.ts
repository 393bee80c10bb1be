import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
describe('probe', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(() => t.close());
  it('prints', async () => {
    const out: unknown[] = [];
    for (const body of [{}, { first_name: ' ', last_name: 'x'.repeat(101), email: 'bad', password: 'short', password_confirmation: 'other', language: 'fr' }, {first_name: 1, email: 5, password: 123456789}]) {
      const r = await request(t.http).post('/api/register').send(body);
      out.push([r.status, r.body]);
    }
    const r = await request(t.http).post('/api/login').send({});
    out.push([r.status, r.body]);
    console.log(JSON.stringify(out, null, 1));
  });
});
