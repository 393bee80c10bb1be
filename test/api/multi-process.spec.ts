import sharp from 'sharp';
import request from 'supertest';
import { eventually, startTestApp, TestApp, bytesOf } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';

/**
 * Two web processes on one database and one Redis, as behind a load balancer (same queue prefix,
 * caches on as in production): a back-office write through one is seen through the other, and the
 * sign-in limit counts the requests both received.
 */
describe('two web processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      QUEUE_PREFIX: `multi-${unique('p')}`,
      CATALOG_CACHE_MS: '600000',
      SETTINGS_CACHE_MS: '600000',
      AUTH_RATE_LIMIT: '4',
      AUTH_RATE_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'loopback',
    };
    [a, b] = [await startTestApp(env), await startTestApp(env)];
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  const productThrough = async (t: TestApp, url: string) => (await request(t.http).post('/api/product').send({ url }).expect(200)).body;

  it('shows a product changed through one process on the other within a second', async () => {
    const { token } = await superAdmin(a);
    const warehouse = await createWarehouse(a.dataSource);
    const made = await createProduct(a, token, {
      name: 'Before',
      stocks: [{ price: 100, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1 }] }],
    });
    expect((await productThrough(b, made.url)).name).toBe('Before');
    // B answers from its cache: a change behind the services' back is not seen there.
    await b.dataSource.query(`UPDATE product_translation SET name = 'Behind' WHERE product_id = $1`, [made.id]);
    expect((await productThrough(b, made.url)).name).toBe('Before');

    await request(a.http)
      .put(`/api/admin/product/${made.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ ...made, name: 'After' })
      .expect(200);
    await eventually(async () => (await productThrough(b, made.url)).name === 'After', 1000, 'the other process to show the new name');
  });

  it('shows settings changed through one process on the other within a second', async () => {
    const { token } = await superAdmin(a);
    const site = async (t: TestApp) =>
      (
        await request(t.http)
          .post('/api/configs')
          .send({ columns: ['name'], language: 'en_us' })
          .expect(200)
      ).body.name;
    const before = await site(b);
    const name = unique('Shop');
    try {
      await request(a.http).put('/api/admin/config/site').set('Authorization', `Bearer ${token}`).field('language', 'en_us').field('name', name).expect(200);
      await eventually(async () => (await site(b)) === name, 1000, 'the other process to show the new site name');
    } finally {
      await request(a.http).put('/api/admin/config/site').set('Authorization', `Bearer ${token}`).field('language', 'en_us').field('name', before).expect(200);
    }
  });

  it('counts sign-in attempts made to either process against one limit', async () => {
    // One client address of its own: the limit counts every sign-in route of an address (the admins signed in above too).
    const attempt = (t: TestApp) =>
      request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ email: uniqueEmail('nobody'), password: 'wrong-password-1' });
    const statuses: number[] = [];
    for (const t of [a, b, a, b]) statuses.push((await attempt(t)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const fifth = await attempt(b);
    expect(fifth.status).toBe(429);
    expect(fifth.body.messages).toEqual(['Too many requests. Please try again later.']);
    expect((await attempt(a)).status).toBe(429);
  });
});

/**
 * Two web processes keeping their files in one place, as behind a load balancer: one folder both mount
 * (STORAGE=local on one machine) or one bucket (STORAGE=s3). An upload or an image copy made through
 * one is served by the other.
 */
forEachStorage('two web processes sharing their files', (storage) => {
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let picture: Buffer;
  beforeAll(async () => {
    const env = { ...storage.env, QUEUE_PREFIX: `multi-files-${unique('p')}` };
    [a, b] = [await startTestApp(env), await startTestApp(env)];
    ({ token } = await superAdmin(a));
    picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  /** An answer's bytes whatever its type. */
  const bytes = (t: TestApp, path: string) => request(t.http).get(path).buffer(true).parse(bytesOf);
  const upload = async (t: TestApp) =>
    (
      await request(t.http)
        .post('/api/admin/editor/image')
        .set('Authorization', `Bearer ${token}`)
        .attach('image', picture, { filename: 'photo.png', contentType: 'image/png' })
        .expect(201)
    ).body.path as string;

  it("serves each other's uploads and image copies", async () => {
    const fromA = await upload(a);
    expect(Buffer.compare((await bytes(b, fromA).expect(200)).body as Buffer, picture)).toBe(0);
    const fromB = await upload(b);
    expect(Buffer.compare((await bytes(a, fromB).expect(200)).body as Buffer, picture)).toBe(0);

    const copy = `/img/160/avif/${fromB.slice('/uploads/'.length)}`;
    const made = await bytes(a, copy).expect(200);
    expect(await storage.read(copy.slice(1))).toEqual(made.body);
    const again = await bytes(b, copy).expect(200);
    expect(again.headers['content-type']).toBe('image/avif');
    expect(Buffer.compare(again.body as Buffer, made.body as Buffer)).toBe(0);
    if (storage.bucket) expect(storage.bucket.written.filter((key) => key === copy.slice(1))).toHaveLength(1);
  });
});
