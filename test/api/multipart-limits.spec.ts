import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique, uniqueEmail } from '../helpers/factories';

const BOUNDARY = 'shop-limits-boundary';

/** A multipart/form-data body of these text fields. */
function formBody(fields: [string, string][]): Buffer {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

interface Answer {
  status: number;
  body: { messages?: string[]; codes?: string[] };
}

/**
 * A multipart POST over a raw connection that sends its headers and no body: `declared` is the
 * Content-Length it claims (null: chunked, none). An answer proves the server did not wait to read the body.
 */
function postHeadersOnly(t: TestApp, path: string, declared: number | null, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = t.http.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent: Record<string, string | number> = { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
    if (declared !== null) sent['Content-Length'] = declared;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: sent }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('multipart forms are read within their limits', () => {
  let t: TestApp;
  let admin: string;
  let funnelUrl: string;

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '1000' });
    // Raw connections below: the app listens on a port of its own.
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    admin = (await superAdmin(t)).token;
    const status = (
      await request(t.http)
        .post('/api/admin/status')
        .set('Authorization', `Bearer ${admin}`)
        .send({ title: unique('Interested') })
        .expect(201)
    ).body.id;
    funnelUrl = (
      await request(t.http)
        .post('/api/admin/funnel')
        .set('Authorization', `Bearer ${admin}`)
        .send({ title: 'Tasting', url: unique('limits'), stage_ids: [status] })
        .expect(201)
    ).body.url;
  });
  afterAll(() => t.close());

  const leadsOf = async (email: string) => (await t.dataSource.query(`SELECT id FROM lead WHERE email = $1`, [email])).length;

  const postForm = (path: string, body: Buffer) => request(t.http).post(path).set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(body);

  it('answers 413 with the form’s size to a funnel answer declaring 60 MB, before reading any of it', async () => {
    const answer = await postHeadersOnly(t, `/api/funnel/${funnelUrl}`, 60 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ messages: [expect.stringMatching(/^The form is too large: at most \d+ KB$/)], codes: ['http.form_too_large'] });
  });

  it('answers 404 for a funnel that does not exist, or the ebook when none is offered, before reading the body', async () => {
    for (const path of ['/api/funnel/no-such-funnel', '/api/ebook']) {
      const answer = await postHeadersOnly(t, path, 60 * 1024 * 1024);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('refuses more fields than the form has, or a field larger than its largest, with 413, writing nothing', async () => {
    const email = uniqueEmail('limits');
    const many = formBody([['first_name', 'Ada'], ['email', email], ...Array.from({ length: 12 }, (_, i): [string, string] => [`extra${i}`, 'x'])]);
    const tooMany = await postForm(`/api/funnel/${funnelUrl}`, many);
    expect(tooMany).toMatchObject({ status: 413, body: { messages: ['Too many fields'], codes: ['multipart.too_many_fields'] } });

    const long = formBody([
      ['first_name', 'Ada'],
      ['email', email],
      ['message', 'x'.repeat(20_001)],
    ]);
    const tooLong = await postForm(`/api/funnel/${funnelUrl}`, long);
    expect(tooLong).toMatchObject({ status: 413, body: { messages: ['Field value too long'], codes: ['multipart.field_value_too_long'] } });
    expect(await leadsOf(email)).toBe(0);

    // The same form within its limits is taken.
    const fine = formBody([
      ['first_name', 'Ada'],
      ['email', email],
      ['message', '請週六聯絡我'.repeat(500)],
    ]);
    await postForm(`/api/funnel/${funnelUrl}`, fine).expect(201);
    expect(await leadsOf(email)).toBe(1);
  });

  it('answers 411 to a multipart body sent without its length', async () => {
    const answer = await postHeadersOnly(t, `/api/funnel/${funnelUrl}`, null);
    expect(answer).toMatchObject({ status: 411, body: { messages: ['A form must be sent with its Content-Length'], codes: ['http.length_required'] } });
  });

  it('bounds the back office’s forms too: a brand form declaring more than its texts and image can be is refused unread', async () => {
    const answer = await postHeadersOnly(t, '/api/admin/brand', 200 * 1024 * 1024, { Authorization: `Bearer ${admin}` });
    expect(answer).toMatchObject({ status: 413, body: { codes: ['http.form_too_large'] } });
    // Without a token the body is not read either: 401 first.
    expect((await postHeadersOnly(t, '/api/admin/brand', 200 * 1024 * 1024)).status).toBe(401);
  });
});
