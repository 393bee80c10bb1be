import request from 'supertest';
import { eventually, startTestApp, TestApp, bytesOf } from '../helpers/app';
import { adminWith, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { SmtpSink, type ReceivedMail } from '../helpers/smtp-sink';
import { signEbookLink } from '../../server/src/modules/lead/ebook-link';

jest.setTimeout(60000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Trigger =
  'email_to_assigned' | 'email_to_lead' | 'email_to_assigned_and_lead' | 'ebook_email_to_assigned' | 'ebook_email_to_lead' | 'ebook_email_to_assigned_and_lead';
type Language = 'en_us' | 'zh_hk';

/** What a lead, its campaign and the mails say in each language (the shop's name is "Shop" or "商店"). */
const WORDS = {
  en_us: {
    lead: { first_name: 'Ada', last: 'Wong' },
    template: 'Your {status} pack from {shop_name}\nDear {first_name} {last_name} of {company}, {unknown} stays as written.',
    subject: (status: string) => `Your ${status} pack from Shop`,
    line: (first: string, last: string) => `Dear ${first} ${last} of Tea House, {unknown} stays as written.`,
    button: 'Download the tea guide',
    htmlLang: 'lang="en"',
    linkNote: 'The download link works for 7 days.',
    staffSubject: (lead: string, status: string) => `Lead ${lead} is now ${status}`,
    hello: 'Hello Test Admin,',
    openLead: 'Open the lead',
  },
  zh_hk: {
    lead: { first_name: '美玲', last: '陳' },
    template: '{shop_name}的「{status}」資料\n{last_name}{first_name}你好，{company}的資料已準備好。{unknown}保持原樣。',
    subject: (status: string) => `商店的「${status}」資料`,
    line: (first: string, last: string) => `${last}${first}你好，Tea House的資料已準備好。{unknown}保持原樣。`,
    button: '下載茶葉指南',
    htmlLang: 'lang="zh-Hant-HK"',
    linkNote: '下載連結在 7 天內有效。',
    staffSubject: (lead: string, status: string) => `潛在客戶 ${lead} 現處於「${status}」`,
    hello: 'Test Admin，你好：',
    openLead: '查看潛在客戶',
  },
} as const;

const TRIGGERS: Trigger[] = [
  'email_to_assigned',
  'email_to_lead',
  'email_to_assigned_and_lead',
  'ebook_email_to_assigned',
  'ebook_email_to_lead',
  'ebook_email_to_assigned_and_lead',
];
const CASES: [Trigger, Language][] = TRIGGERS.flatMap((trigger) => (['en_us', 'zh_hk'] as const).map((language): [Trigger, Language] => [trigger, language]));

const textOf = (mail: ReceivedMail) => mail.parsed.text ?? '';
const htmlOf = (mail: ReceivedMail) => (typeof mail.parsed.html === 'string' ? mail.parsed.html : '');
/** The mail's one button: its label and where it goes. */
function buttonOf(mail: ReceivedMail): { label: string; href: string } {
  const anchors = [...htmlOf(mail).matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)];
  expect(anchors).toHaveLength(1);
  return { href: anchors[0][1].replace(/&amp;/g, '&'), label: anchors[0][2] };
}

/**
 * Each of the six lead status triggers in two languages, against a real SMTP server: a lead assigned
 * to a staff member moves into the status; who is mailed, the subject and body in the lead's language
 * with the placeholders filled, and for the ebook triggers the button (labelled with the status's
 * button_name) whose signed link downloads the file, while a changed or expired link is refused.
 */
describe('lead status triggers: the mails a move sends, for each trigger and language', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: string;
  let start: number;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
    admin = (await superAdmin(t)).token;
    // A status of its own without a trigger, where each lead starts.
    start = (
      await asAdmin(request(t.http).post('/api/admin/status'))
        .send({ title: unique('Start') })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);

  async function status(trigger: Trigger, language: Language): Promise<{ id: number; title: string }> {
    const words = WORDS[language];
    const title = unique(language === 'en_us' ? 'Tasting' : '試茶');
    const req = asAdmin(request(t.http).post('/api/admin/status'));
    if (!trigger.startsWith('ebook_')) return (await req.send({ title, trigger, trigger_template: words.template }).expect(201)).body;
    const sent = req.field('title', title).field('trigger', trigger).field('trigger_template', words.template).field('button_name', words.button);
    return (await sent.attach('file', PDF, 'Tea guide.pdf').expect(201)).body;
  }

  function download(path: string): request.Test {
    return request(t.http).get(path).buffer(true).parse(bytesOf);
  }

  /** The link downloads the ebook; the same link with its signature or its claim changed, or signed to have expired, is refused. */
  async function expectEbookLink(link: string): Promise<void> {
    expect(link).toMatch(/^http:\/\/shop\.test\/api\/ebook\/[\w-]+\.[\w-]+$/);
    const path = new URL(link).pathname;
    const file = await download(path).expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('Tea guide.pdf');

    const [body, signature] = path.split('/').pop()!.split('.');
    // The first character: all of its bits are the signature's (the last one's lowest two are not).
    const changedSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await request(t.http).get(`/api/ebook/${body}.${changedSignature}`).expect(403)).body.messages).toEqual([
      'This download link is not valid: please ask for the ebook again',
    ]);
    const [lead, statusId, expires] = Buffer.from(body, 'base64url').toString().split('.').map(Number);
    const longer = Buffer.from(`${lead}.${statusId}.${expires + 86_400}`).toString('base64url');
    expect((await request(t.http).get(`/api/ebook/${longer}.${signature}`).expect(403)).body.messages).toEqual([
      'This download link is not valid: please ask for the ebook again',
    ]);
    const expired = signEbookLink(t.config.auth.jwtSecret, { lead, status: statusId, expires: Math.floor(Date.now() / 1000) - 60 });
    expect((await request(t.http).get(`/api/ebook/${expired}`).expect(403)).body.messages).toEqual([
      'This download link has expired: please ask for the ebook again',
    ]);
  }

  it.each(CASES)('%s in %s: mails whom the trigger names, once, in the lead’s language', async (trigger, language) => {
    const words = WORDS[language];
    const ebook = trigger.startsWith('ebook_');
    const toLead = trigger.endsWith('_lead');
    const toStaff = trigger.includes('_to_assigned');
    const staff = (await adminWith(t, ['lead.list', 'lead.edit'])).admin;
    const stage = await status(trigger, language);
    const email = uniqueEmail('lead');
    const last = `${words.lead.last}${unique('').slice(1)}`;
    const fields = { first_name: words.lead.first_name, last_name: last, email, company: 'Tea House', language, admin_id: staff.id, status_id: start };
    const made = (await asAdmin(request(t.http).post('/api/admin/lead')).send(fields).expect(201)).body;

    const moved = await asAdmin(request(t.http).post(`/api/admin/lead/${made.id}/status`))
      .send({ status_id: stage.id })
      .expect(200);
    expect(moved.body.status_id).toBe(stage.id);
    // Moving to the status it is at sends nothing more.
    await asAdmin(request(t.http).post(`/api/admin/lead/${made.id}/status`))
      .send({ status_id: stage.id })
      .expect(200);

    const recipients = [...(toLead ? [email] : []), ...(toStaff ? [staff.email] : [])];
    const timeline = await eventually(
      async () => {
        const shown: { kind: string; to_status: string; mail_to: string | null; mail_status: string | null }[] = (
          await asAdmin(request(t.http).get(`/api/admin/lead/${made.id}`)).expect(200)
        ).body.timeline;
        return shown.filter((e) => e.kind === 'mail').every((e) => e.mail_status === 'sent') ? shown : undefined;
      },
      15000,
      'the mails marked sent on the timeline',
    );
    expect(timeline.map((e) => [e.kind, e.to_status, e.mail_to])).toEqual([
      ...[...recipients].reverse().map((to) => ['mail', stage.title, to]),
      ['status', stage.title, null],
      ['created', expect.any(String), null],
    ]);
    await eventually(async () => recipients.every((to) => sink.to(to).length > 0), 15000, 'the mails at the SMTP server');
    expect(sink.to(email)).toHaveLength(toLead ? 1 : 0);
    expect(sink.to(staff.email)).toHaveLength(toStaff ? 1 : 0);

    if (toLead) {
      const [mail] = sink.to(email);
      expect(mail.parsed.subject).toBe(words.subject(stage.title));
      expect(textOf(mail)).toContain(words.line(words.lead.first_name, last));
      expect(htmlOf(mail)).toContain(words.htmlLang);
      if (ebook) {
        const button = buttonOf(mail);
        expect(button.label).toBe(words.button);
        expect(textOf(mail)).toContain(`${words.button}: ${button.href}`);
        expect(textOf(mail)).toContain(words.linkNote);
        await expectEbookLink(button.href);
      } else {
        expect(htmlOf(mail)).not.toContain('<a ');
        expect(textOf(mail)).not.toContain('/api/ebook/');
      }
    }
    if (toStaff) {
      const [mail] = sink.to(staff.email);
      const name = `${words.lead.first_name} ${last}`;
      expect(mail.parsed.subject).toBe(words.staffSubject(name, stage.title));
      expect(textOf(mail)).toContain(words.hello);
      expect(textOf(mail)).toContain(words.line(words.lead.first_name, last));
      expect(textOf(mail)).toContain(`http://shop.test/admin/lead/edit/${made.id}`);
      expect(htmlOf(mail)).toContain(words.htmlLang);
      const button = buttonOf(mail);
      if (ebook) {
        expect(button.label).toBe(words.button);
        expect(textOf(mail)).toContain(words.linkNote);
        await expectEbookLink(button.href);
      } else {
        expect(button).toEqual({ label: words.openLead, href: `http://shop.test/admin/lead/edit/${made.id}` });
      }
    }
  });

  it('mails the lead and notes on the timeline that nobody assigned was mailed, when the lead has no staff member', async () => {
    const stage = await status('ebook_email_to_assigned_and_lead', 'en_us');
    const email = uniqueEmail('alone');
    const made = (
      await asAdmin(request(t.http).post('/api/admin/lead'))
        .send({ first_name: 'Ada', last_name: 'Alone', email, company: 'Tea House', status_id: stage.id })
        .expect(201)
    ).body;
    expect(made.timeline.map((e: { kind: string; detail: string }) => [e.kind, e.detail])).toEqual([
      ['skipped', 'No staff member is assigned: the mail to the assigned staff was not sent'],
      ['mail', ''],
      ['created', ''],
    ]);
    await eventually(async () => sink.to(email).length > 0, 15000, 'the mail to the lead');
    expect(buttonOf(sink.to(email)[0]).label).toBe(WORDS.en_us.button);
    expect(sink.received.filter((m) => m.parsed.subject?.includes('Ada Alone'))).toHaveLength(0);
  });
});
