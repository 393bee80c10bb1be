import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

forEachStorage('rich-text editor images (POST /api/admin/editor/image)', (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(storage.env);
  });
  afterAll(() => t.close());

  const post = (token?: string) => {
    const req = request(t.http).post('/api/admin/editor/image');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('stores an image for a page editor under /uploads/editor/ and serves it', async () => {
    const { token } = await adminWith(t, ['page.edit']);
    const res = await post(token).attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' }).expect(201);
    expect(res.body).toEqual({ path: expect.stringMatching(/^\/uploads\/editor\/[0-9a-f-]{36}\.png$/) });
    expect(await storage.read(res.body.path.slice(1))).toEqual(PNG);
    const file = await request(t.http).get(res.body.path).expect(200);
    expect(Buffer.compare(file.body, PNG)).toBe(0);
  });

  it('takes any content-edit permission (blog articles, blocks)', async () => {
    for (const permission of ['blog.article.edit', 'block.edit']) {
      const { token } = await adminWith(t, [permission]);
      await post(token).attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(201);
    }
  });

  it('answers 401 without a token and 403 without a content permission', async () => {
    const none = await post().attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(401);
    expect(none.body.messages).toEqual(['Please log in first']);
    const { token } = await adminWith(t, ['page.list', 'customer.edit']);
    const denied = await post(token).attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(403);
    expect(denied.body.messages).toEqual(['You do not have permission to do this']);
  });

  it('refuses a missing file, an SVG posing as PNG and a file over 2 MB', async () => {
    const { token } = await adminWith(t, ['page.edit']);
    const missing = await post(token).field('other', 'x').expect(422);
    expect(missing.body).toMatchObject({ messages: ['image is required'], errors: { image: ['image is required'] } });
    const svg = await post(token).attach('image', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'x.png', contentType: 'image/png' }).expect(422);
    expect(svg.body.messages).toEqual(['image must be a PNG, JPEG, GIF, WebP or ICO image']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    await post(token).attach('image', big, { filename: 'big.png', contentType: 'image/png' }).expect(413);
  });
});
