import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig } from '../../server/src/config/env';
import { createFileStorage, FILE_STORAGE, type FileStorage, migrateLocalFolder } from '../../server/src/modules/storage';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique } from '../helpers/factories';
import { OwnS3 } from '../helpers/s3-server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Reads an answer's bytes whatever its content type. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
const bytesOf = (req: request.Test) => req.buffer(true).parse(binary);

/**
 * What only STORAGE=s3 has, against a real S3 HTTP server on loopback (s3rver): nothing on disk, the
 * bucket's cache headers, an ebook kept when its change is refused, one copy made when two processes are
 * asked at once, a CDN in front (S3_PUBLIC_URL), the start-up check of the bucket and storage:migrate.
 * The file specs shared by both backends (forEachStorage: uploads, editor images, image copies, slides,
 * ebooks and their signed links, deletes, two processes) run on an s3rver bucket as well as the folders.
 */
describe('files on S3-compatible storage (STORAGE=s3)', () => {
  const s3 = new OwnS3();
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let bucket: FileStorage;
  let picture: Buffer;

  beforeAll(async () => {
    await s3.start();
    const env = { ...s3.env, QUEUE_PREFIX: `s3-${unique('p')}` };
    [a, b] = [await startTestApp(env), await startTestApp(env)];
    ({ token } = await superAdmin(a));
    bucket = a.app.get<FileStorage>(FILE_STORAGE);
    picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await s3.stop();
  });

  const editorImage = (t: TestApp) =>
    request(t.http)
      .post('/api/admin/editor/image')
      .set(bearer(token))
      .attach('image', picture, { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);

  it('stores an upload in the bucket, not on disk, and serves its bytes from there with long cache headers', async () => {
    const { path } = (await editorImage(a)).body as { path: string };
    expect(path).toMatch(/^\/uploads\/editor\/[0-9a-f-]{36}\.png$/);
    expect(s3.written).toContain(path.slice(1));
    expect(await bucket.read(path.slice(1))).toEqual(picture);
    expect(existsSync(join(a.config.files.uploadDir, path.slice('/uploads/'.length)))).toBe(false);
    expect(await a.app.get<FileStorage>(FILE_STORAGE).head(path.slice(1))).toMatchObject({ size: picture.length, contentType: 'image/png' });

    const served = await bytesOf(request(a.http).get(path)).expect(200);
    expect(Buffer.compare(served.body as Buffer, picture)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000');
    await request(a.http).get(path).set('If-None-Match', served.headers.etag).expect(304);
    await request(a.http).head(path).expect(200);
    await request(a.http).get('/uploads/editor/nothing.png').expect(404);
    await request(a.http).get('/uploads/../private/x.pdf').expect(404);
    await request(a.http).get('/uploads/%E0%A4%A').expect(404);
  });

  describe('ebooks (private objects)', () => {
    async function ebookStatus(): Promise<{ id: number; stored: string }> {
      const made = await request(a.http)
        .post('/api/admin/status')
        .set(bearer(token))
        .field('title', unique('Guide'))
        .field('trigger', 'ebook_email_to_lead')
        .field('trigger_template', '<p>Your guide</p>')
        .field('button_name', 'Download')
        .attach('file', PDF, { filename: 'Tea guide.pdf', contentType: 'application/pdf' })
        .expect(201);
      const [{ file }] = await a.dataSource.query(`SELECT file FROM lead_status WHERE id = $1`, [made.body.id]);
      return { id: made.body.id, stored: file };
    }

    it('deletes the replaced ebook from the bucket once the change commits, and nothing when it is refused', async () => {
      const { id, stored } = await ebookStatus();
      const refused = await request(a.http)
        .put(`/api/admin/status/${id}`)
        .set(bearer(token))
        .field('trigger_template', '')
        .attach('file', PDF, { filename: 'New.pdf', contentType: 'application/pdf' })
        .expect(422);
      expect(refused.body.messages).toEqual(['trigger_template is required when a trigger is chosen']);
      expect(await bucket.read(stored)).toEqual(PDF);

      await request(a.http)
        .put(`/api/admin/status/${id}`)
        .set(bearer(token))
        .attach('file', PDF, { filename: 'New.pdf', contentType: 'application/pdf' })
        .expect(200);
      const [{ file }] = await a.dataSource.query(`SELECT file FROM lead_status WHERE id = $1`, [id]);
      expect(file).not.toBe(stored);
      expect(await bucket.read(file)).toEqual(PDF);
      await eventually(async () => (await bucket.head(stored)) === undefined, 5000, 'the replaced ebook to be deleted');
    });
  });

  describe('two web processes on one bucket', () => {
    it('makes a copy asked of both at once only once', async () => {
      const { path } = (await editorImage(a)).body as { path: string };
      const copy = `/img/640/avif/${path.slice('/uploads/'.length)}`;
      const answers = await Promise.all([a, b, a, b].map((t) => bytesOf(request(t.http).get(copy))));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      for (const res of answers) expect(Buffer.compare(res.body as Buffer, answers[0].body as Buffer)).toBe(0);
      expect(s3.written.filter((key) => key === copy.slice(1))).toHaveLength(1);
    });
  });

  it('sends browsers to the CDN when S3_PUBLIC_URL is set, in redirects, the storefront pages and the sitemap, and never for a private object', async () => {
    const cdn = await startTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.test/shop/', SERVE_UI: 'true' });
    try {
      const { path } = (await editorImage(a)).body as { path: string };
      const original = await request(cdn.http).get(path).expect(301);
      expect(original.headers.location).toBe(`https://cdn.example.test/shop${path}`);
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const copy = `/img/480/webp/${path.slice('/uploads/'.length)}`;
      const redirected = await request(cdn.http).get(copy).expect(302);
      expect(redirected.headers.location).toBe(`https://cdn.example.test/shop${copy}`);
      // The copy is in the bucket, with the headers the CDN passes on, before the browser is sent for it.
      expect(await bucket.head(copy.slice(1))).toMatchObject({ contentType: 'image/webp' });
      expect(cdn.app.get<FileStorage>(FILE_STORAGE).publicUrl('private/ebooks/x.pdf')).toBeUndefined();

      // A product page rendered by the server: the picture's original from the CDN, its copies from /img (made there once).
      const url = unique('lamp').toLowerCase();
      const made = await request(cdn.http)
        .post('/api/admin/product')
        .set(bearer(token))
        .field('sku', url.toUpperCase())
        .field('url', url)
        .field('name', 'Paper Lamp')
        .field('language', 'en_us')
        .field('stocks', JSON.stringify([{ sku: `${url}-1`.toUpperCase(), price: 100, option_ids: [], inventories: [] }]))
        .attach('new_images', picture, { filename: 'front.png', contentType: 'image/png' })
        .expect(201);
      const image = made.body.images[0].path as string;
      const page = await request(cdn.http).get(`/product/${url}`).expect(200);
      expect(page.text).toContain(`src="https://cdn.example.test/shop${image}"`);
      expect(page.text).toContain(`/img/320/avif${image.slice('/uploads'.length)} 320w`);
      expect(page.text).toContain(`"image":["https://cdn.example.test/shop${image}"]`);
      const sitemap = await request(cdn.http).get('/sitemap.xml').expect(200);
      expect(sitemap.text).toContain(`<image:loc>https://cdn.example.test/shop${image}</image:loc>`);
    } finally {
      await cdn.close();
    }
  });

  it('says at start why a bucket cannot be used: missing, credentials refused, unreachable', async () => {
    const storageOf = (env: Record<string, string>) =>
      createFileStorage(loadConfig({ DATA_DIR: a.config.files.dataDir, JWT_SECRET: 'x'.repeat(32), ...s3.env, ...env }).files);
    const check = async (env: Record<string, string>) => {
      const storage = storageOf(env);
      try {
        return await storage.problem();
      } finally {
        storage.close();
      }
    };
    expect(await check({})).toBeUndefined();
    expect(await check({ S3_BUCKET: 'no-such-bucket' })).toBe(`The bucket "no-such-bucket" at ${s3.endpoint} does not exist: create it, or correct S3_BUCKET`);
    expect(await check({ S3_ENDPOINT: 'http://127.0.0.1:9' })).toMatch(
      /^The bucket "shop-test" at http:\/\/127\.0\.0\.1:9 could not be reached \(.+\): check S3_ENDPOINT, S3_REGION and the credentials$/,
    );
    const key = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'NOBODY';
    try {
      expect(await check({})).toMatch(/refused the credentials: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = key;
    }
  });

  it('storage:migrate copies a local folder into the bucket, and a second run only what is missing or changed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-migrate-'));
    const uploadDir = join(dataDir, 'uploads');
    const write = (path: string, bytes: Buffer | string) => {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
    };
    write(join(uploadDir, 'products', 'a.png'), picture);
    write(join(uploadDir, 'site', 'logo.png'), picture.subarray(0, 100));
    write(join(uploadDir, '.variants', '320', 'webp', 'products', 'a.png.webp'), 'webp bytes');
    write(join(uploadDir, 'products', 'half.png.123.abc.partial'), 'half');
    write(join(dataDir, 'private', 'ebooks', 'guide.pdf'), PDF);
    write(join(uploadDir, 'bad name?.png'), 'x');
    // A bucket of its own under a prefix, as a shop sharing one would have.
    const prefix = unique('move');
    const target = createFileStorage(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...s3.env, S3_PREFIX: prefix }).files);
    try {
      const first = await migrateLocalFolder({ uploadDir, dataDir }, target);
      expect(first).toEqual({ copied: 4, skipped: 0, ignored: 1, failed: 0 });
      expect(await target.read('uploads/products/a.png')).toEqual(picture);
      expect(await target.head('img/320/webp/products/a.png')).toMatchObject({ contentType: 'image/webp' });
      expect(await target.read('private/ebooks/guide.pdf')).toEqual(PDF);
      expect(s3.written).toContain(`${prefix}/uploads/site/logo.png`);

      expect(await migrateLocalFolder({ uploadDir, dataDir }, target)).toEqual({ copied: 0, skipped: 4, ignored: 1, failed: 0 });
      // Stopped half-way (an object missing) or changed since (same size, other bytes): only those are copied.
      await target.remove('private/ebooks/guide.pdf');
      write(join(uploadDir, 'site', 'logo.png'), Buffer.from(picture.subarray(0, 100)).fill(7, 50));
      expect(await migrateLocalFolder({ uploadDir, dataDir }, target)).toEqual({ copied: 2, skipped: 2, ignored: 1, failed: 0 });
      expect((await target.read('uploads/site/logo.png'))![60]).toBe(7);
    } finally {
      target.close();
    }
  });
});
