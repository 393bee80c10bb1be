import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { LeadStatusService } from '../../server/src/modules/lead';
import { signEbookLink } from '../../server/src/modules/lead/ebook-link';
import { DOCUMENT_MAX_BYTES } from '../../server/src/modules/upload';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, createCustomer, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { databaseUrl, runPrefix } = require('../helpers/databases.js') as { databaseUrl: (name: string) => string; runPrefix: (runId?: string) => string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const TRIGGERS = 'email_to_assigned, email_to_lead, email_to_assigned_and_lead, ebook_email_to_assigned, ebook_email_to_lead, ebook_email_to_assigned_and_lead';
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

/** A ZIP whose first entry, stored uncompressed, is `name` holding `content` (an EPUB when it is "mimetype" with "application/epub+zip"). */
function zip(name = 'mimetype', content = 'application/epub+zip'): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
}

/** Reads a download's bytes whatever its content type. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

interface StatusBody {
  id: number;
  title: string;
  order: number;
  trigger: string | null;
  trigger_template: string;
  file_name: string | null;
  has_file: boolean;
  button_name: string;
  customers: number;
  created_at: string;
  updated_at: string;
}

describe('lead statuses (/api/admin/status)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const post = (body: object) => request(t.http).post('/api/admin/status').set(bearer(token)).send(body);
  const put = (id: number, body: object) => request(t.http).put(`/api/admin/status/${id}`).set(bearer(token)).send(body);
  const get = (id: number) => request(t.http).get(`/api/admin/status/${id}`).set(bearer(token));
  const download = (id: number) => request(t.http).get(`/api/admin/status/${id}/file`).set(bearer(token)).buffer(true).parse(binary);
  /** A multipart create with these fields and, when given, the file. */
  const form = (fields: Record<string, string>, file?: [Buffer, string, string]) => {
    let req = request(t.http).post('/api/admin/status').set(bearer(token));
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return file ? req.attach('file', file[0], { filename: file[1], contentType: file[2] }) : req;
  };

  const ebooks = () => join(t.config.files.dataDir, 'private', 'ebooks');
  const storedFiles = () => (existsSync(ebooks()) ? readdirSync(ebooks()).sort() : []);
  const row = async (id: number) =>
    (await t.dataSource.query(`SELECT title, trigger, trigger_template, file, file_name, button_name FROM lead_status WHERE id = $1`, [id]))[0];
  const countTitled = async (title: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM lead_status WHERE title = $1`, [title]))[0].n;

  async function status(fields: object = {}): Promise<StatusBody> {
    const res = await post({ title: unique('Status'), ...fields });
    expect(res.body.messages).toBeUndefined();
    expect(res.status).toBe(201);
    return res.body;
  }

  async function ebookStatus(title = unique('Ebook'), name = 'guide.pdf'): Promise<StatusBody> {
    const res = await form({ title, trigger: 'ebook_email_to_lead', trigger_template: '<p>Your guide</p>', button_name: 'Download' }, [
      PDF,
      name,
      'application/pdf',
    ]);
    expect(res.body.messages).toBeUndefined();
    expect(res.status).toBe(201);
    return res.body;
  }

  it('starts with the statuses New, Contacted, Qualified and Won, without triggers', async () => {
    // Read from the run's template database, as the migrations left it: specs sharing a worker's database change its statuses.
    const template = new Client({ connectionString: databaseUrl(`${runPrefix(process.env.SHOP_TEST_RUN)}_tpl`) });
    await template.connect();
    const { rows } = await template.query(`SELECT title, "order", trigger, file, button_name FROM lead_status ORDER BY id`).finally(() => template.end());
    expect(rows).toEqual(['New', 'Contacted', 'Qualified', 'Won'].map((title, i) => ({ title, order: i + 1, trigger: null, file: null, button_name: '' })));
  });

  describe('JSON', () => {
    it('creates, reads, lists, updates and deletes a status', async () => {
      const title = unique('Proposal');
      const made = await post({ title: ` ${title} `, order: 7, trigger: 'email_to_assigned', trigger_template: '<p>Hello {{name}}</p>' }).expect(201);
      expect(made.body).toEqual({
        id: expect.any(Number),
        title,
        order: 7,
        trigger: 'email_to_assigned',
        trigger_template: '<p>Hello {{name}}</p>',
        file_name: null,
        has_file: false,
        button_name: '',
        customers: 0,
        created_at: ISO,
        updated_at: ISO,
      });
      expect((await get(made.body.id).expect(200)).body).toEqual(made.body);

      const list = await request(t.http)
        .get('/api/admin/status')
        .query({ filter: JSON.stringify({ q: title }) })
        .set(bearer(token))
        .expect(200);
      expect(list.body).toEqual([made.body]);
      expect(list.headers['content-range']).toBe('status 0-0/1');

      const edited = await put(made.body.id, { title: `${title} 2`, order: 8, trigger: '' }).expect(200);
      expect(edited.body).toEqual({ ...made.body, title: `${title} 2`, order: 8, trigger: null, updated_at: ISO });

      expect((await request(t.http).delete(`/api/admin/status/${made.body.id}`).set(bearer(token)).expect(200)).body).toEqual({ id: made.body.id });
      await get(made.body.id).expect(404);
      expect(await countTitled(`${title} 2`)).toBe(0);
    });

    it('places a status without an order after the last one, and keeps what an update leaves out', async () => {
      const [{ max }] = await t.dataSource.query(`SELECT max("order")::int AS max FROM lead_status`);
      const s = await status({ trigger: 'email_to_lead', trigger_template: 'Welcome' });
      expect(s.order).toBe(Math.min(max + 1, 1000));
      const res = await put(s.id, { title: 'Renamed' }).expect(200);
      expect(res.body).toMatchObject({ title: 'Renamed', order: s.order, trigger: 'email_to_lead', trigger_template: 'Welcome' });
    });

    it('lists by the order, title or id asked, pages with Content-Range, and answers the ids asked for', async () => {
      const tag = unique('list');
      const a = await status({ title: `${tag} b`, order: 3 });
      const b = await status({ title: `${tag} a`, order: 2 });
      const c = await status({ title: `${tag} c`, order: 2 });
      const ids = (res: request.Response) => res.body.map((s: StatusBody) => s.id);
      const byOrder = await request(t.http)
        .get('/api/admin/status')
        .query({ filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(ids(byOrder)).toEqual([b.id, c.id, a.id]);
      const byTitle = await request(t.http)
        .get('/api/admin/status')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["title","DESC"]', range: '[0,1]' })
        .set(bearer(token))
        .expect(200);
      expect(ids(byTitle)).toEqual([c.id, a.id]);
      expect(byTitle.headers['content-range']).toBe('status 0-1/3');
      expect(byTitle.headers['x-total-count']).toBe('3');
      const many = await request(t.http)
        .get('/api/admin/status')
        .query({ filter: JSON.stringify({ id: [a.id, c.id] }), sort: '["id","ASC"]' })
        .set(bearer(token))
        .expect(200);
      expect(ids(many)).toEqual([a.id, c.id]);
      const res = await request(t.http).get('/api/admin/status').query({ sort: '["trigger","ASC"]' }).set(bearer(token)).expect(400);
      expect(res.body.messages).toEqual(['sort must be ["field","ASC|DESC"] with a field among id, title, order, updated_at']);
    });

    it('answers 404 "ID not exists" for a status that does not exist', async () => {
      const del = request(t.http).delete(`/api/admin/status/${MISSING_ID}`).set(bearer(token));
      const file = request(t.http).get(`/api/admin/status/${MISSING_ID}/file`).set(bearer(token));
      for (const req of [get(MISSING_ID), put(MISSING_ID, { title: 'X' }), del, file]) {
        expect((await req.expect(404)).body.messages).toEqual(['ID not exists']);
      }
    });

    it('tells LeadStatusService.exists callers which statuses exist', async () => {
      const s = await status();
      const service = t.app.get(LeadStatusService);
      expect(await service.exists(t.dataSource.manager, s.id)).toBe(true);
      expect(await service.exists(t.dataSource.manager, MISSING_ID)).toBe(false);
      expect(await service.exists(t.dataSource.manager, 2 ** 40)).toBe(false);
    });
  });

  describe('refusals (422, nothing written)', () => {
    const long = (n: number) => 'x'.repeat(n);
    it.each([
      ['no title', { title: undefined }, { title: ['title is required'] }],
      ['a blank title', { title: '  ' }, { title: ['title is required'] }],
      ['a title over 200 characters', { title: long(201) }, { title: ['title must be at most 200 characters long'] }],
      ['an unknown trigger', { trigger: 'sms_to_lead' }, { trigger: [`trigger must be one of ${TRIGGERS}`] }],
      ['a trigger without trigger_template', { trigger: 'email_to_lead' }, { trigger_template: ['trigger_template is required when a trigger is chosen'] }],
      [
        'a trigger with a blank trigger_template',
        { trigger: 'email_to_assigned_and_lead', trigger_template: ' \n ' },
        { trigger_template: ['trigger_template is required when a trigger is chosen'] },
      ],
      [
        'a trigger_template over 20,000 characters',
        { trigger: 'email_to_lead', trigger_template: long(20001) },
        { trigger_template: ['trigger_template must be at most 20000 characters long'] },
      ],
      [
        'an ebook trigger without a file or button_name',
        { trigger: 'ebook_email_to_assigned', trigger_template: 'Here it is' },
        { file: ['file is required for an ebook trigger: attach a PDF or EPUB'], button_name: ['button_name is required for an ebook trigger'] },
      ],
      [
        'an ebook trigger with nothing it needs',
        { trigger: 'ebook_email_to_assigned_and_lead' },
        {
          trigger_template: ['trigger_template is required when a trigger is chosen'],
          file: ['file is required for an ebook trigger: attach a PDF or EPUB'],
          button_name: ['button_name is required for an ebook trigger'],
        },
      ],
      [
        'a button_name over 100 characters',
        { trigger: 'ebook_email_to_lead', trigger_template: 'x', button_name: long(101) },
        { button_name: ['button_name must be at most 100 characters long'] },
      ],
      ['an order over 1000', { order: 1001 }, { order: ['order must be a whole number from 0 to 1000'] }],
      ['an order that is not a whole number', { order: 1.5 }, { order: ['order must be a whole number from 0 to 1000'] }],
    ])('refuses %s', async (_, fields, errors) => {
      const title = unique('Refused');
      const res = await post({ title, ...fields }).expect(422);
      expect(res.body).toMatchObject({ messages: Object.values(errors).flat(), errors });
      expect(await countTitled(title)).toBe(0);
    });

    const EBOOK = { trigger: 'ebook_email_to_lead', trigger_template: 'Read me', button_name: 'Download' };
    it.each([
      [
        'a PNG sent as the file',
        { ...EBOOK },
        [PNG, 'cover.pdf', 'application/pdf'] as [Buffer, string, string],
        { file: ['file must be a PDF or EPUB file'] },
      ],
      [
        'a ZIP that is not an EPUB',
        { ...EBOOK },
        [zip('content.opf', '<package/>'), 'book.epub', 'application/epub+zip'] as [Buffer, string, string],
        { file: ['file must be a PDF or EPUB file'] },
      ],
      [
        'a PDF without button_name',
        { ...EBOOK, button_name: '' },
        [PDF, 'guide.pdf', 'application/pdf'] as [Buffer, string, string],
        { button_name: ['button_name is required for an ebook trigger'] },
      ],
      [
        'a PDF without trigger_template',
        { ...EBOOK, trigger_template: '' },
        [PDF, 'guide.pdf', 'application/pdf'] as [Buffer, string, string],
        { trigger_template: ['trigger_template is required when a trigger is chosen'] },
      ],
    ])('refuses a form with %s, and stores no file', async (_, fields, file, errors) => {
      const title = unique('Refused');
      const before = storedFiles();
      const res = await form({ title, ...fields }, file).expect(422);
      expect(res.body).toMatchObject({ messages: Object.values(errors).flat(), errors });
      expect(await countTitled(title)).toBe(0);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a file over 20 MB with the same 422, and stores nothing', async () => {
      const title = unique('Big');
      const before = storedFiles();
      const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
      const res = await form({ title, ...EBOOK }, [big, 'big.pdf', 'application/pdf']).expect(422);
      expect(res.body).toMatchObject({
        messages: ['file must be a PDF or EPUB file of at most 20 MB'],
        errors: { file: ['file must be a PDF or EPUB file of at most 20 MB'] },
      });
      expect(await countTitled(title)).toBe(0);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an update breaking a rule and keeps the status as it was', async () => {
      const s = await status({ trigger: 'email_to_lead', trigger_template: 'Hi' });
      const res = await put(s.id, { trigger_template: '' }).expect(422);
      expect(res.body.messages).toEqual(['trigger_template is required when a trigger is chosen']);
      const ebook = await put(s.id, { trigger: 'ebook_email_to_lead', button_name: 'Get it' }).expect(422);
      expect(ebook.body.messages).toEqual(['file is required for an ebook trigger: attach a PDF or EPUB']);
      expect((await get(s.id).expect(200)).body).toEqual(s);
    });
  });

  forEachStorage('ebooks', (storage) => {
    // The helpers above send to `t`: this block's tests run on an app of their own keeping its files in
    // `storage`, the spec's own app again after them (both on the worker's database).
    let main: TestApp;
    beforeAll(async () => {
      main = t;
      t = await startTestApp(storage.env);
    });
    afterAll(async () => {
      await t.close();
      t = main;
    });
    const ebookKeys = () => storage.keys('private/ebooks/');

    it('stores a PDF sent with an ebook trigger privately, and downloads it with its name', async () => {
      const before = await ebookKeys();
      const s = await ebookStatus(unique('Guide'), 'Tea guide.pdf');
      expect(s).toMatchObject({
        trigger: 'ebook_email_to_lead',
        trigger_template: '<p>Your guide</p>',
        button_name: 'Download',
        file_name: 'Tea guide.pdf',
        has_file: true,
      });
      const stored = (await row(s.id)).file as string;
      expect(stored).toMatch(/^private\/ebooks\/[0-9a-f-]{36}\.pdf$/);
      expect(await ebookKeys()).toEqual([...before, stored].sort());
      expect(await storage.read(stored)).toEqual(PDF);
      // Not reachable as a public upload.
      await storage.expectPrivate(stored);
      // The folder's static server refuses a path climbing out of it (403); the bucket has no such upload (404).
      expect((await request(t.http).get(`/uploads/../${stored}`)).status).toBe(storage.driver === 'local' ? 403 : 404);
      await request(t.http).get(`/uploads/${stored}`).expect(404);

      const file = await download(s.id).expect(200);
      expect(Buffer.compare(file.body, PDF)).toBe(0);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="Tea guide.pdf"');
    });

    it('recognises an EPUB and keeps a non-ASCII name', async () => {
      const book = zip();
      const res = await form({ title: unique('Epub'), trigger: 'ebook_email_to_assigned', trigger_template: 'Enjoy', button_name: '下載' }, [
        book,
        '茶經.epub',
        'application/octet-stream',
      ]).expect(201);
      expect(res.body).toMatchObject({ file_name: '茶經.epub', has_file: true, button_name: '下載' });
      expect((await row(res.body.id)).file).toMatch(/\.epub$/);
      const file = await download(res.body.id).expect(200);
      expect(Buffer.compare(file.body, book)).toBe(0);
      expect(file.headers['content-type']).toBe('application/epub+zip');
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('茶經.epub')}`);
    });

    it('answers 404 "This status has no file" for a status without one', async () => {
      const s = await status();
      const res = await request(t.http).get(`/api/admin/status/${s.id}/file`).set(bearer(token)).expect(404);
      expect(res.body.messages).toEqual(['This status has no file']);
    });

    it('ignores a file and button_name sent with a trigger that is not an ebook one', async () => {
      const before = await ebookKeys();
      const res = await form({ title: unique('Plain'), trigger: 'email_to_lead', trigger_template: 'Hi', button_name: 'Click' }, [
        PDF,
        'guide.pdf',
        'application/pdf',
      ]).expect(201);
      expect(res.body).toMatchObject({ trigger: 'email_to_lead', file_name: null, has_file: false, button_name: '' });
      expect(await row(res.body.id)).toMatchObject({ file: null, file_name: null, button_name: '' });
      expect(await ebookKeys()).toEqual(before);
    });

    it('keeps the stored file through an update that sends none, and replaces it when a new one comes (the old one goes)', async () => {
      const s = await ebookStatus();
      const first = (await row(s.id)).file as string;
      const kept = await put(s.id, { button_name: 'Read now' }).expect(200);
      expect(kept.body).toMatchObject({ button_name: 'Read now', has_file: true, file_name: 'guide.pdf' });
      expect((await row(s.id)).file).toBe(first);
      expect(await storage.read(first)).toEqual(PDF);

      const replaced = await request(t.http).put(`/api/admin/status/${s.id}`).set(bearer(token)).attach('file', zip(), 'book.epub').expect(200);
      expect(replaced.body).toMatchObject({ file_name: 'book.epub', has_file: true, button_name: 'Read now' });
      const second = (await row(s.id)).file as string;
      expect(second).not.toBe(first);
      await storage.gone(first);
      expect(await storage.read(second)).toEqual(zip());
    });

    it('clears the file and button_name when the trigger stops being an ebook one, and removes the file from disk', async () => {
      const s = await ebookStatus();
      const stored = (await row(s.id)).file as string;
      expect(await storage.has(stored)).toBe(true);
      const res = await put(s.id, { trigger: 'email_to_lead' }).expect(200);
      expect(res.body).toMatchObject({ trigger: 'email_to_lead', trigger_template: '<p>Your guide</p>', file_name: null, has_file: false, button_name: '' });
      expect(await row(s.id)).toMatchObject({ file: null, file_name: null, button_name: '' });
      await storage.gone(stored);
      // Back to an ebook trigger: the file is asked for again.
      expect((await put(s.id, { trigger: 'ebook_email_to_lead', button_name: 'Download' }).expect(422)).body.messages).toEqual([
        'file is required for an ebook trigger: attach a PDF or EPUB',
      ]);
    });

    it('clears them too when the trigger is removed', async () => {
      const s = await ebookStatus();
      const stored = (await row(s.id)).file as string;
      const res = await put(s.id, { trigger: null }).expect(200);
      expect(res.body).toMatchObject({ trigger: null, has_file: false, file_name: null, button_name: '' });
      await storage.gone(stored);
    });

    it('removes the file of a deleted status', async () => {
      const s = await ebookStatus();
      const stored = (await row(s.id)).file as string;
      expect(await storage.has(stored)).toBe(true);
      await request(t.http).delete(`/api/admin/status/${s.id}`).set(bearer(token)).expect(200);
      await storage.gone(stored);
    });

    it('sends the ebook to a lead only through a signed link, and refuses a changed or expired one', async () => {
      const s = await ebookStatus(unique('Guide'), 'Tea guide.pdf');
      const start = (await status()).id;
      const lead = (
        await request(t.http)
          .post('/api/admin/lead')
          .set(bearer(token))
          .send({ first_name: 'Ada', last_name: 'Wong', email: uniqueEmail('lead'), status_id: start })
          .expect(201)
      ).body.id;
      const link = signEbookLink(t.config.auth.jwtSecret, { lead, status: s.id, expires: Math.floor(Date.now() / 1000) + 600 });
      const file = await request(t.http).get(`/api/ebook/${link}`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(file.body, PDF)).toBe(0);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="Tea guide.pdf"');
      expect(file.headers['cache-control']).toBe('private, no-store');
      const [body, signature] = link.split('.');
      const changed = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      expect((await request(t.http).get(`/api/ebook/${changed}`).expect(403)).body.messages).toEqual([
        'This download link is not valid: please ask for the ebook again',
      ]);
      const expired = signEbookLink(t.config.auth.jwtSecret, { lead, status: s.id, expires: Math.floor(Date.now() / 1000) - 60 });
      expect((await request(t.http).get(`/api/ebook/${expired}`).expect(403)).body.messages).toEqual([
        'This download link has expired: please ask for the ebook again',
      ]);
    });
  });

  describe('POST /api/admin/status/{id} (form update)', () => {
    it('updates from a multipart form with X-HTTP-Method-Override: PUT, taking the file', async () => {
      const s = await status();
      const res = await request(t.http)
        .post(`/api/admin/status/${s.id}`)
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('title', 'Sent the ebook')
        .field('order', '12')
        .field('trigger', 'ebook_email_to_assigned_and_lead')
        .field('trigger_template', 'Both of you')
        .field('button_name', 'Open')
        .attach('file', PDF, { filename: 'offer.pdf', contentType: 'application/pdf' })
        .expect(200);
      expect(res.body).toEqual({
        ...s,
        title: 'Sent the ebook',
        order: 12,
        trigger: 'ebook_email_to_assigned_and_lead',
        trigger_template: 'Both of you',
        button_name: 'Open',
        file_name: 'offer.pdf',
        has_file: true,
        updated_at: ISO,
      });
    });

    it('updates from a plain form POST that carries _method=PUT as a field; an empty trigger is none', async () => {
      const s = await status({ trigger: 'email_to_lead', trigger_template: 'Hi' });
      const res = await request(t.http)
        .post(`/api/admin/status/${s.id}`)
        .set(bearer(token))
        .field('_method', 'PUT')
        .field('trigger', '')
        .field('order', '')
        .expect(200);
      expect(res.body).toMatchObject({ id: s.id, title: s.title, order: s.order, trigger: null, trigger_template: 'Hi' });
    });
  });

  describe('DELETE /api/admin/status/{id}', () => {
    it('refuses with 409 while customers are at the status, and deletes it once they moved', async () => {
      const s = await status();
      const other = await status();
      const customers = [await createCustomer(t.dataSource), await createCustomer(t.dataSource)];
      await t.dataSource.query(`UPDATE customer SET status_id = $1 WHERE id = ANY($2::int[])`, [s.id, customers.map((c) => c.id)]);
      expect((await get(s.id).expect(200)).body.customers).toBe(2);

      const res = await request(t.http).delete(`/api/admin/status/${s.id}`).set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['This status is used by 2 customer(s): move them to another status first'], codes: ['lead_status.in_use'] });
      expect(await countTitled(s.title)).toBe(1);

      await t.dataSource.query(`UPDATE customer SET status_id = $1 WHERE id = ANY($2::int[])`, [other.id, customers.map((c) => c.id)]);
      await request(t.http).delete(`/api/admin/status/${s.id}`).set(bearer(token)).expect(200);
      expect(await countTitled(s.title)).toBe(0);
    });
  });

  describe('access', () => {
    const routes = (id: number): [string, () => request.Test][] => [
      ['GET list', () => request(t.http).get('/api/admin/status')],
      ['GET one', () => request(t.http).get(`/api/admin/status/${id}`)],
      ['GET file', () => request(t.http).get(`/api/admin/status/${id}/file`)],
      ['POST', () => request(t.http).post('/api/admin/status').send({ title: 'Nope' })],
      ['PUT', () => request(t.http).put(`/api/admin/status/${id}`).send({ title: 'Nope' })],
      ['POST :id', () => request(t.http).post(`/api/admin/status/${id}`).send({ title: 'Nope' })],
      ['POST :id with override', () => request(t.http).post(`/api/admin/status/${id}`).set('X-HTTP-Method-Override', 'PUT').send({ title: 'Nope' })],
      ['DELETE', () => request(t.http).delete(`/api/admin/status/${id}`)],
    ];
    const READS = ['GET list', 'GET one', 'GET file'];

    it('answers 401 without a token on every route', async () => {
      const s = await ebookStatus();
      for (const [name, call] of routes(s.id)) {
        const res = await call();
        expect([name, res.status, res.body.messages]).toEqual([name, 401, ['Please log in first']]);
      }
      expect(await row(s.id)).toMatchObject({ title: s.title });
    });

    it('answers 403 without lead.status.list or lead.status.edit, and lets each permission do its own part', async () => {
      const s = await ebookStatus();
      const none = await adminWith(t, ['customer.list', 'customer.edit']);
      for (const [name, call] of routes(s.id)) {
        const res = await call().set(bearer(none.token));
        expect([name, res.status, res.body.messages]).toEqual([name, 403, ['You do not have permission to do this']]);
      }
      const reader = await adminWith(t, ['lead.status.list']);
      for (const [name, call] of routes(s.id)) {
        const res = await call().set(bearer(reader.token));
        expect([name, res.status]).toEqual([name, READS.includes(name) ? 200 : 403]);
      }
      const editor = await adminWith(t, ['lead.status.edit']);
      for (const [name, call] of routes(s.id)) {
        if (!READS.includes(name)) continue;
        expect([name, (await call().set(bearer(editor.token))).status]).toEqual([name, 403]);
      }
      expect(await row(s.id)).toMatchObject({ title: s.title, button_name: 'Download' });
      await request(t.http).put(`/api/admin/status/${s.id}`).set(bearer(editor.token)).send({ order: 5 }).expect(200);
    });
  });
});
