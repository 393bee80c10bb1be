import request from 'supertest';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { createProduct } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings } from '../helpers/settings';
import { forEachStorage } from '../helpers/storage-backends';

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

forEachStorage('site images upload (POST /api/admin/config/site with X-HTTP-Method-Override: PUT)', (storage) => {
  let t: TestApp;
  let token: string;
  let snapshot: Settings;
  beforeAll(async () => {
    t = await startTestApp(storage.env);
    token = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
  });
  afterEach(() => restoreSettings(t.dataSource, snapshot));
  afterAll(() => t.close());

  const upload = () => request(t.http).post('/api/admin/config/site').set('Authorization', `Bearer ${token}`).set('X-HTTP-Method-Override', 'PUT');

  it('stores a logo, answers its public path and serves the file', async () => {
    const res = await upload()
      .field('supported_currencies', JSON.stringify([{ identifier: 'HKD', rate: 1, mark: 'HK$' }]))
      .field('token_expired_time', '90')
      .attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(res.body.messages).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}\.png$/);
    expect(res.body.token_expired_time).toBe(90);
    expect(res.body.supported_currencies).toEqual([{ identifier: 'HKD', rate: 1, mark: 'HK$' }]);
    expect((await readSettings(t.dataSource)).logo).toBe(res.body.logo);
    const file = await request(t.http).get(res.body.logo).expect(200);
    expect(Buffer.compare(file.body, PNG)).toBe(0);
    expect(await storage.read(res.body.logo.slice(1))).toEqual(PNG);
  });

  it('refuses a file that is not an image whatever its claimed type, and changes nothing', async () => {
    const before = await readSettings(t.dataSource);
    const res = await upload().attach('icon', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'icon.png', contentType: 'image/png' }).expect(422);
    expect(res.body).toMatchObject({
      messages: ['icon must be a PNG, JPEG, GIF, WebP or ICO image'],
      errors: { icon: ['icon must be a PNG, JPEG, GIF, WebP or ICO image'] },
    });
    expect(await readSettings(t.dataSource)).toEqual(before);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload().attach('banner', big, { filename: 'banner.png', contentType: 'image/png' }).expect(413);
    expect(res.body.messages).toEqual(['File too large']);
  });

  it('answers 404 for an upload that does not exist', async () => {
    await request(t.http).get('/uploads/site/nothing.png').expect(404);
  });

  describe('a save refused after the image was written', () => {
    const files = (folder: string) => storage.keys(`uploads/${folder}/`);
    /** What a refused save wrote is removed again (once its transaction has rolled back). */
    const expectFiles = (folder: string, expected: string[]) =>
      eventually(async () => (await files(folder)).join() === expected.join(), 5000, `uploads/${folder}/ as it was`);
    /** On S3 the bucket also says the image was written before it was removed (a folder keeps no such record). */
    const writtenSince = (count: number, folder: string) => storage.bucket?.written.slice(count).filter((key) => key.startsWith(`uploads/${folder}/`));
    const authed = (path: string) => request(t.http).post(path).set('Authorization', `Bearer ${token}`);

    it('leaves no site image behind when the settings are refused', async () => {
      const before = await files('site');
      const count = storage.bucket?.written.length ?? 0;
      await upload()
        .field('facebook_enabled', '1')
        .field('fb_client_id', '')
        .attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' })
        .expect(422);
      await expectFiles('site', before);
      if (storage.bucket) expect(writtenSince(count, 'site')).toHaveLength(1);
    });

    it('leaves no product image behind when the product is refused', async () => {
      const taken = await createProduct(t, token, { stocks: [{ price: 1, option_ids: [], inventories: [] }] });
      const before = await files('products');
      const count = storage.bucket?.written.length ?? 0;
      const key = unique('orphan').toLowerCase();
      await authed('/api/admin/product')
        .field('sku', taken.sku)
        .field('url', key)
        .field('name', 'Orphan')
        .field('stocks', JSON.stringify([{ sku: key.toUpperCase(), price: 1, option_ids: [], inventories: [] }]))
        .attach('new_images', PNG, { filename: 'a.png', contentType: 'image/png' })
        .expect(409);
      await expectFiles('products', before);
      if (storage.bucket) expect(writtenSince(count, 'products')).toHaveLength(1);
    });
  });
});
