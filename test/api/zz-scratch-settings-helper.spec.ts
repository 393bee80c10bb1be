import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin } from '../helpers/factories';

describe('scratch', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ LOG_LEVEL: 'error' }); });
  afterAll(() => t.close());
  it('pages', async () => {
    const { token } = await superAdmin(t);
    for (const range of ['[1e21,1e21]', '[1e20,1e20]', '[9007199254740991,9007199254740991]']) {
      const res = await request(t.http).get('/api/admin/role').query({ range }).set('Authorization', `Bearer ${token}`);
      console.log(range, res.status, JSON.stringify(res.body));
    }
    const c = await request(t.http).post('/api/configs').send({});
    console.log(c.status, JSON.stringify(c.body));
    const d = await request(t.http).put('/api/admin/config/currency').set('Authorization', `Bearer ${token}`).send({ currencies: [{ identifier: 'usd', rate: 'x', mark: '' }] });
    console.log(d.status, JSON.stringify(d.body));
  });
});
