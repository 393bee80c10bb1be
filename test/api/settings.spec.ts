import request from 'supertest';
import { DEFAULT_SETTINGS } from '../../server/src/modules/settings/settings.definitions';
import { startTestApp, TestApp } from '../helpers/app';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';
import { adminToken, adminWith, createAdmin, createRole, PASSWORD, superAdmin } from '../helpers/factories';

/** Every test starts from the shop's defaults with a known name. */
const BASELINE: Settings = { ...DEFAULT_SETTINGS, name: { en_us: 'Harbour Goods', zh_hk: '海港好物', zh_cn: '海港好物简' } };

const LANGUAGE_MESSAGE = 'language must be one of en_us, zh_hk, zh_cn';

const DEFAULT_CURRENCIES = [
  { identifier: 'HKD', rate: 1, mark: 'HK$' },
  { identifier: 'USD', rate: 0.128, mark: 'US$' },
  { identifier: 'CNY', rate: 0.93, mark: '¥' },
];

const DEFAULT_TEMPLATES = [
  { identifier: 'default', primary_color: '#1d4ed8', secondary_color: '#0f172a', background_color: '#ffffff', text_color: '#111827' },
  { identifier: 'custom', primary_color: '#b91c1c', secondary_color: '#7c2d12', background_color: '#fffbeb', text_color: '#1c1917' },
];

const LANGUAGE_OPTIONS = {
  en_us: { code: 'en_us', name: { en_us: 'English', zh_hk: '英文', zh_cn: '英文' } },
  zh_hk: { code: 'zh_hk', name: { en_us: 'Traditional Chinese', zh_hk: '繁體中文', zh_cn: '繁体中文' } },
  zh_cn: { code: 'zh_cn', name: { en_us: 'Simplified Chinese', zh_hk: '簡體中文', zh_cn: '简体中文' } },
};

describe('admin configuration', () => {
  let t: TestApp;
  let snapshot: Settings;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    snapshot = await readSettings(t.dataSource);
    ({ token } = await superAdmin(t));
  });
  beforeEach(() => writeSettings(t.dataSource, BASELINE));
  afterEach(() => restoreSettings(t.dataSource, snapshot));
  afterAll(() => t.close());

  const get = (path: string, as = token) => request(t.http).get(`/api/admin/config/${path}`).set('Authorization', `Bearer ${as}`);
  const put = (path: string, body: object, as = token) => request(t.http).put(`/api/admin/config/${path}`).set('Authorization', `Bearer ${as}`).send(body);

  /** The whole setting table, write times included. */
  const settingRows = () => t.dataSource.query('SELECT key, value, updated_at FROM setting ORDER BY key');

  /** A refused update: 422 with exactly these messages, and not one setting row touched. */
  async function expectRefused(path: string, body: object, messages: string[], errors?: Record<string, string[]>) {
    const before = await settingRows();
    const res = await put(path, body).expect(422);
    expect(res.body.messages).toEqual(messages);
    if (errors) expect(res.body.errors).toEqual(errors);
    expect(await settingRows()).toEqual(before);
  }

  describe('permissions', () => {
    const paths = ['site', 'shop', 'currency', 'language'];

    it('lets a role with configuration.view read every section but change none', async () => {
      const viewer = await adminWith(t, ['configuration.view']);
      const before = await readSettings(t.dataSource);
      for (const path of paths) {
        await get(path, viewer.token).expect(200);
        const res = await put(path, {}, viewer.token).expect(403);
        expect(res.body).toMatchObject({ messages: ['You do not have permission to do this'] });
      }
      expect(await readSettings(t.dataSource)).toEqual(before);
    });

    it('lets a role with configuration.edit change a section', async () => {
      const editor = await adminWith(t, ['configuration.view', 'configuration.edit']);
      await put('shop', { catalog_mode: '1' }, editor.token).expect(200);
      expect((await readSettings(t.dataSource)).catalog_mode).toBe('1');
    });

    it('refuses a role without configuration permissions', async () => {
      const other = await adminWith(t, ['dashboard']);
      for (const path of paths) {
        const res = await get(path, other.token).expect(403);
        expect(res.body).toMatchObject({ messages: ['You do not have permission to do this'] });
      }
    });

    it('asks for a login without a token', async () => {
      for (const path of paths) {
        const res = await request(t.http).get(`/api/admin/config/${path}`).expect(401);
        expect(res.body).toMatchObject({ messages: ['Please log in first'] });
        await request(t.http).put(`/api/admin/config/${path}`).send({}).expect(401);
      }
    });
  });

  describe('GET /api/admin/config/site', () => {
    it('shows every site setting with the name in the main language', async () => {
      const res = await get('site').expect(200);
      expect(res.body).toEqual({
        name: 'Harbour Goods',
        name_translations: { en_us: 'Harbour Goods', zh_hk: '海港好物', zh_cn: '海港好物简' },
        main_language: 'en_us',
        supported_languages: 'en_us,zh_hk,zh_cn',
        script_header: '',
        script_footer: '',
        icon: '',
        logo: '',
        banner: '',
        base_currency: 'HKD',
        supported_currencies: DEFAULT_CURRENCIES,
        choose_template: 'default',
        supported_templates: DEFAULT_TEMPLATES,
        facebook_enabled: '0',
        fb_client_id: '',
        token_expired_time: 120,
      });
    });

    it('shows the name in the language asked for', async () => {
      expect((await get('site?language=zh_hk').expect(200)).body.name).toBe('海港好物');
      expect((await get('site?language=zh_cn').expect(200)).body.name).toBe('海港好物简');
    });

    it('falls back to the main language for a language without a name', async () => {
      await writeSettings(t.dataSource, { name: { en_us: 'English only', zh_hk: '只有繁體' }, main_language: 'zh_hk' });
      const res = await get('site?language=zh_cn').expect(200);
      expect(res.body.name).toBe('只有繁體');
      expect(res.body.name_translations).toEqual({ en_us: 'English only', zh_hk: '只有繁體' });
    });

    it("refuses a language code written as 'en-US'", async () => {
      const res = await get('site?language=en-US').expect(422);
      expect(res.body).toMatchObject({ messages: [LANGUAGE_MESSAGE], errors: { language: [LANGUAGE_MESSAGE] } });
    });
  });

  describe('the header and footer scripts', () => {
    const SCRIPT_FORBIDDEN = { messages: ['You do not have permission to change the header and footer scripts'], codes: ['settings.script_forbidden'] };
    const EDITOR = ['configuration.view', 'configuration.edit'];

    /** An admin with a name of its own, whose role holds these permissions. */
    async function staff(permissions: string[], name: string) {
      const role = await createRole(t.dataSource, permissions);
      const admin = await createAdmin(t.dataSource, { roleId: role.id, name });
      return { admin, token: await adminToken(t, admin) };
    }

    const changesBy = (adminId: number) =>
      t.dataSource.query('SELECT field, before, after, admin_id, admin_name, created_at FROM script_change WHERE admin_id = $1 ORDER BY id', [adminId]);

    it('refuses to change them without configuration.script, and changes nothing', async () => {
      const editor = await staff(EDITOR, 'Editor Ed');
      await writeSettings(t.dataSource, { script_footer: '<script>old()</script>' });
      const before = await settingRows();
      for (const body of [
        { script_header: '<script>steal()</script>' },
        { name: 'Renamed', script_footer: '' },
        { script_footer: '<script>old()</script> ' },
      ]) {
        const res = await put('site', body, editor.token).expect(403);
        expect(res.body).toEqual(SCRIPT_FORBIDDEN);
      }
      expect(await settingRows()).toEqual(before);
      expect(await changesBy(editor.admin.id)).toEqual([]);
    });

    it('lets an admin without it save the whole site form when the scripts come back unchanged', async () => {
      const editor = await staff(EDITOR, 'Editor Eve');
      await writeSettings(t.dataSource, { script_header: '<script>keep()</script>' });
      const form = (await get('site', editor.token).expect(200)).body;
      const { name_translations: _names, ...body } = form;
      await put('site', { ...body, name: 'Harbour Goods 2' }, editor.token).expect(200);
      const stored = await readSettings(t.dataSource);
      expect(stored.name).toEqual({ ...(BASELINE.name as object), en_us: 'Harbour Goods 2' });
      expect(stored.script_header).toBe('<script>keep()</script>');
      expect(await changesBy(editor.admin.id)).toEqual([]);
    });

    it('records every change with who made it, when, and the text before and after', async () => {
      const scripter = await staff([...EDITOR, 'configuration.script'], 'Scripter Sam');
      const started = Date.now();
      await put('site', { script_header: '<script>a()</script>', script_footer: '<script>b()</script>' }, scripter.token).expect(200);
      await put('site', { script_header: '<script>a()</script>', script_footer: '' }, scripter.token).expect(200);
      const stored = await readSettings(t.dataSource);
      expect([stored.script_header, stored.script_footer]).toEqual(['<script>a()</script>', '']);
      const rows = await changesBy(scripter.admin.id);
      expect(rows.map(({ created_at: _at, ...row }: { created_at: Date }) => row)).toEqual([
        { field: 'script_header', before: '', after: '<script>a()</script>', admin_id: scripter.admin.id, admin_name: 'Scripter Sam' },
        { field: 'script_footer', before: '', after: '<script>b()</script>', admin_id: scripter.admin.id, admin_name: 'Scripter Sam' },
        { field: 'script_footer', before: '<script>b()</script>', after: '', admin_id: scripter.admin.id, admin_name: 'Scripter Sam' },
      ]);
      for (const row of rows) expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(started - 5000);
    });

    it('records nothing when the change is refused for another reason (one transaction)', async () => {
      const scripter = await staff([...EDITOR, 'configuration.script'], 'Scripter Sue');
      await put('site', { script_header: '<script>c()</script>', choose_template: 'no-such-template' }, scripter.token).expect(422);
      expect((await readSettings(t.dataSource)).script_header).toBe('');
      expect(await changesBy(scripter.admin.id)).toEqual([]);
    });

    it('keeps the records: the database refuses to change or delete them', async () => {
      const scripter = await staff([...EDITOR, 'configuration.script'], 'Scripter Sid');
      await put('site', { script_footer: '<script>d()</script>' }, scripter.token).expect(200);
      await expect(t.dataSource.query(`UPDATE script_change SET after = '' WHERE admin_id = $1`, [scripter.admin.id])).rejects.toThrow(/cannot be changed/);
      await expect(t.dataSource.query('DELETE FROM script_change WHERE admin_id = $1', [scripter.admin.id])).rejects.toThrow(/cannot be changed/);
      expect(await changesBy(scripter.admin.id)).toHaveLength(1);
    });

    it('lets the super admin change them', async () => {
      const { admin, token: superToken } = await superAdmin(t);
      await put('site', { script_header: '<script>e()</script>' }, superToken).expect(200);
      expect(await changesBy(admin.id)).toEqual([expect.objectContaining({ field: 'script_header', before: '', after: '<script>e()</script>' })]);
    });

    describe('GET /api/admin/config/script-history', () => {
      it('lists the changes newest first, as react-admin lists are read', async () => {
        const scripter = await staff([...EDITOR, 'configuration.script'], 'Scripter Sol');
        await put('site', { script_header: '<script>1()</script>' }, scripter.token).expect(200);
        await put('site', { script_footer: '<script>2()</script>' }, scripter.token).expect(200);
        await put('site', { script_header: '<script>3()</script>' }, scripter.token).expect(200);

        const res = await get('script-history?range=[0,1]', scripter.token).expect(200);
        const total = Number(res.headers['x-total-count']);
        expect(total).toBeGreaterThanOrEqual(3);
        expect(res.headers['content-range']).toBe(`script-history 0-1/${total}`);
        expect(res.body).toEqual([
          {
            id: expect.any(Number),
            field: 'script_header',
            before: '<script>1()</script>',
            after: '<script>3()</script>',
            admin_id: scripter.admin.id,
            admin_name: 'Scripter Sol',
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
          expect.objectContaining({ field: 'script_footer', before: '', after: '<script>2()</script>', admin_name: 'Scripter Sol' }),
        ]);
        expect(res.body[0].id).toBeGreaterThan(res.body[1].id);

        const footers = await get(`script-history?filter=${encodeURIComponent('{"field":"script_footer"}')}&range=[0,499]`, scripter.token).expect(200);
        expect(footers.body.length).toBeGreaterThan(0);
        expect(footers.body.every((row: { field: string }) => row.field === 'script_footer')).toBe(true);
        await get(`script-history?filter=${encodeURIComponent('{"field":"name"}')}`, scripter.token).expect(400);
      });

      it('needs configuration.script', async () => {
        const editor = await staff(EDITOR, 'Editor Eli');
        expect((await get('script-history', editor.token).expect(403)).body).toMatchObject({ messages: ['You do not have permission to do this'] });
        await get('script-history').expect(200);
      });
    });
  });

  describe('PUT /api/admin/config/site', () => {
    it('saves every site field sent and answers the new settings', async () => {
      const currencies = [
        { identifier: 'USD', rate: 1, mark: 'US$' },
        { identifier: 'EUR', rate: 0.92, mark: '€' },
      ];
      const templates = [
        DEFAULT_TEMPLATES[0],
        { identifier: 'harbour', primary_color: '#0E7490', secondary_color: '#164e63', background_color: '#f0fdfa', text_color: '#042f2e' },
      ];
      const body = {
        name: 'Harbour Goods Online',
        main_language: 'zh_hk',
        supported_languages: 'zh_hk,en_us',
        script_header: '<script>window.header = 1</script>',
        script_footer: '<script>window.footer = 1</script>',
        icon: '/uploads/icon.png',
        logo: '/uploads/logo.png',
        banner: '/uploads/banner.jpg',
        base_currency: 'USD',
        supported_currencies: currencies,
        choose_template: 'harbour',
        supported_templates: templates,
        facebook_enabled: '1',
        fb_client_id: '1234567890',
        token_expired_time: 45,
      };
      const res = await put('site?language=en_us', body).expect(200);
      const names = { en_us: 'Harbour Goods Online', zh_hk: '海港好物', zh_cn: '海港好物简' };
      expect(res.body).toEqual({ ...body, name_translations: names });

      const stored = await readSettings(t.dataSource);
      const { name: _name, ...rest } = body;
      expect(stored).toMatchObject({ ...rest, name: names });
      expect((await get('site').expect(200)).body).toEqual({ ...body, name: '海港好物', name_translations: names });
    });

    it('changes only the fields sent', async () => {
      await put('site', { logo: '/uploads/new-logo.png' }).expect(200);
      expect(await readSettings(t.dataSource)).toEqual({ ...baseline(), logo: '/uploads/new-logo.png' });
    });

    it('ignores fields that are not site settings', async () => {
      await put('site', { catalog_mode: '1', secret: 'x', icon: '/i.png' }).expect(200);
      expect(await readSettings(t.dataSource)).toEqual({ ...baseline(), icon: '/i.png' });
    });

    describe('name per language', () => {
      it('sets the name of the language asked for and keeps the others', async () => {
        const res = await put('site?language=zh_hk', { name: '新海港' }).expect(200);
        expect(res.body.name).toBe('新海港');
        expect((await readSettings(t.dataSource)).name).toEqual({ en_us: 'Harbour Goods', zh_hk: '新海港', zh_cn: '海港好物简' });
        expect((await get('site?language=en_us').expect(200)).body.name).toBe('Harbour Goods');
        expect((await get('site').expect(200)).body.name).toBe('Harbour Goods');
      });

      it('sets the main language name when no language is given', async () => {
        await writeSettings(t.dataSource, { main_language: 'zh_cn' });
        await put('site', { name: '新名字' }).expect(200);
        expect((await readSettings(t.dataSource)).name).toEqual({ en_us: 'Harbour Goods', zh_hk: '海港好物', zh_cn: '新名字' });
      });

      it("refuses a language code written as 'en-US' and changes nothing", async () => {
        const before = await readSettings(t.dataSource);
        const res = await put('site?language=en-US', { name: 'Nope' }).expect(422);
        expect(res.body.messages).toEqual([LANGUAGE_MESSAGE]);
        expect(await readSettings(t.dataSource)).toEqual(before);
      });

      it('refuses an empty name', async () => {
        await expectRefused('site', { name: '' }, ['name must be 1 to 120 characters long'], { name: ['name must be 1 to 120 characters long'] });
      });

      it('refuses a name longer than 120 characters', async () => {
        await expectRefused('site', { name: 'x'.repeat(121) }, ['name must be 1 to 120 characters long']);
      });
    });

    describe('languages', () => {
      it('refuses a main language that is not supported', async () => {
        await expectRefused('site', { main_language: 'zh_cn', supported_languages: 'en_us,zh_hk' }, ['main_language must be one of the supported languages'], {
          main_language: ['main_language must be one of the supported languages'],
        });
      });

      it("refuses a main language written as 'en-US'", async () => {
        await expectRefused('site', { main_language: 'en-US' }, [`main_language: ${LANGUAGE_MESSAGE}`]);
      });

      it('keeps each supported language once', async () => {
        await put('site', { supported_languages: 'zh_hk,en_us,zh_hk' }).expect(200);
        expect((await readSettings(t.dataSource)).supported_languages).toBe('zh_hk,en_us');
        expect((await get('language').expect(200)).body.languages).toEqual([LANGUAGE_OPTIONS.zh_hk, LANGUAGE_OPTIONS.en_us]);
      });

      it.each(['en-US,zh_hk', 'en_us,,zh_hk', 'en_us zh_hk', 'EN_US', 'fr_fr'])('refuses supported_languages %j', async (value) => {
        await expectRefused('site', { supported_languages: value }, ['supported_languages must be a comma separated list of en_us, zh_hk, zh_cn']);
      });
    });

    describe('texts and images', () => {
      it.each([
        ['script_header', 20000],
        ['script_footer', 20000],
        ['icon', 500],
        ['logo', 500],
        ['banner', 500],
      ])('refuses a %s over %i characters', async (field, max) => {
        await expectRefused('site', { [field]: 'x'.repeat(max + 1) }, [`${field} must be at most ${max} characters long`]);
      });

      it('accepts a script of exactly 20000 characters', async () => {
        await put('site', { script_header: 'x'.repeat(20000) }).expect(200);
        expect(((await readSettings(t.dataSource)).script_header as string).length).toBe(20000);
      });

      it('refuses a logo that is not text', async () => {
        await expectRefused('site', { logo: 5 }, ['logo must be text']);
      });
    });

    describe('currencies', () => {
      it('refuses a base currency that is not supported', async () => {
        await expectRefused('site', { base_currency: 'EUR' }, ['base_currency must be one of the supported currencies'], {
          base_currency: ['base_currency must be one of the supported currencies'],
        });
      });

      it('refuses a base currency whose rate is not 1', async () => {
        await expectRefused('site', { base_currency: 'USD' }, ['The base currency must have a rate of 1']);
      });

      it('refuses a base currency code that is not three capitals', async () => {
        await expectRefused('site', { base_currency: 'hkd' }, ['base_currency must be a three-letter currency code such as HKD']);
      });

      it('refuses a currency list that drops the base currency', async () => {
        await expectRefused('site', { supported_currencies: [{ identifier: 'USD', rate: 1, mark: 'US$' }] }, [
          'base_currency must be one of the supported currencies',
        ]);
      });

      it('refuses an empty currency list', async () => {
        await expectRefused('site', { supported_currencies: [] }, ['supported_currencies must hold at least one currency']);
      });

      it('refuses a bad currency inside the list with its place', async () => {
        await expectRefused(
          'site',
          { supported_currencies: [DEFAULT_CURRENCIES[0], { identifier: 'usd', rate: 0.128, mark: 'US$' }] },
          ['identifier must be a three-letter currency code such as HKD'],
          { 'supported_currencies.1.identifier': ['identifier must be a three-letter currency code such as HKD'] },
        );
      });
    });

    describe('templates', () => {
      it('switches to another supported template', async () => {
        const res = await put('site', { choose_template: 'custom' }).expect(200);
        expect(res.body.choose_template).toBe('custom');
        expect((await readSettings(t.dataSource)).choose_template).toBe('custom');
      });

      it('refuses a template that is not supported', async () => {
        await expectRefused('site', { choose_template: 'winter' }, ['choose_template must name one of supported_templates'], {
          choose_template: ['choose_template must name one of supported_templates'],
        });
      });

      it('refuses a template list that drops the chosen template', async () => {
        await expectRefused('site', { supported_templates: [DEFAULT_TEMPLATES[1]] }, ['choose_template must name one of supported_templates']);
      });

      it('refuses a template name with capitals', async () => {
        await expectRefused('site', { choose_template: 'Custom' }, ['choose_template must name one of supported_templates']);
      });

      it('refuses the same template twice', async () => {
        await expectRefused('site', { supported_templates: [DEFAULT_TEMPLATES[0], DEFAULT_TEMPLATES[0]] }, ['Each template may appear only once']);
      });

      it('refuses an empty template list', async () => {
        await expectRefused('site', { supported_templates: [] }, ['supported_templates must hold at least one template']);
      });

      it('refuses colours that are not #rrggbb', async () => {
        const bad = { identifier: 'Bad Name', primary_color: 'blue', secondary_color: '#12345', background_color: 'fff', text_color: '#GGGGGG' };
        await expectRefused(
          'site',
          { supported_templates: [DEFAULT_TEMPLATES[0], bad] },
          [
            'identifier must be 1 to 40 lowercase letters, digits, _ or -',
            'primary_color must be a colour such as #1d4ed8',
            'secondary_color must be a colour such as #0f172a',
            'background_color must be a colour such as #ffffff',
            'text_color must be a colour such as #111827',
          ],
          {
            'supported_templates.1.identifier': ['identifier must be 1 to 40 lowercase letters, digits, _ or -'],
            'supported_templates.1.primary_color': ['primary_color must be a colour such as #1d4ed8'],
            'supported_templates.1.secondary_color': ['secondary_color must be a colour such as #0f172a'],
            'supported_templates.1.background_color': ['background_color must be a colour such as #ffffff'],
            'supported_templates.1.text_color': ['text_color must be a colour such as #111827'],
          },
        );
      });
    });

    describe('Facebook login', () => {
      it('enables Facebook login with an app id', async () => {
        await put('site', { facebook_enabled: '1', fb_client_id: '987654321' }).expect(200);
        expect(await readSettings(t.dataSource)).toMatchObject({ facebook_enabled: '1', fb_client_id: '987654321' });
      });

      it('requires fb_client_id when Facebook login is enabled', async () => {
        await expectRefused('site', { facebook_enabled: '1' }, ['fb_client_id is required when Facebook login is enabled'], {
          fb_client_id: ['fb_client_id is required when Facebook login is enabled'],
        });
      });

      it('refuses clearing fb_client_id while Facebook login stays enabled', async () => {
        await writeSettings(t.dataSource, { facebook_enabled: '1', fb_client_id: '987654321' });
        await expectRefused('site', { fb_client_id: '' }, ['fb_client_id is required when Facebook login is enabled']);
      });

      it('refuses an app id that is not digits', async () => {
        await expectRefused('site', { fb_client_id: 'app-123' }, ['fb_client_id must be the digits of a Facebook app id']);
      });

      it.each(['yes', 'true', 1, true])('refuses facebook_enabled %j', async (value) => {
        await expectRefused('site', { facebook_enabled: value }, ['facebook_enabled must be "0" or "1"']);
      });
    });

    describe('token_expired_time', () => {
      it('accepts the bounds 5 and 43200 minutes', async () => {
        await put('site', { token_expired_time: 5 }).expect(200);
        expect((await readSettings(t.dataSource)).token_expired_time).toBe(5);
        await put('site', { token_expired_time: 43200 }).expect(200);
        expect((await readSettings(t.dataSource)).token_expired_time).toBe(43200);
      });

      it('refuses fewer than 5 minutes', async () => {
        await expectRefused('site', { token_expired_time: 4 }, ['token_expired_time must be at least 5 minutes']);
      });

      it('refuses more than 30 days', async () => {
        await expectRefused('site', { token_expired_time: 43201 }, ['token_expired_time must be at most 43200 minutes (30 days)']);
      });

      it('refuses part of a minute', async () => {
        await expectRefused('site', { token_expired_time: 12.5 }, ['token_expired_time must be a whole number of minutes']);
      });

      it('gives new logins the new lifetime', async () => {
        await put('site', { token_expired_time: 30 }).expect(200);
        const admin = await createAdmin(t.dataSource);
        const res = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
        expect(res.body.expires_in).toBeGreaterThan(29 * 60);
        expect(res.body.expires_in).toBeLessThanOrEqual(30 * 60);
      });
    });

    it('keeps both names when two languages are renamed at the same moment', async () => {
      await Promise.all([
        put('site?language=zh_hk', { name: '同時一' }).expect(200),
        put('site?language=zh_cn', { name: '同时二' }).expect(200),
        put('site?language=en_us', { name: 'At once three' }).expect(200),
      ]);
      expect((await readSettings(t.dataSource)).name).toEqual({ en_us: 'At once three', zh_hk: '同時一', zh_cn: '同时二' });
    });

    it('stores only the known fields of each currency and template', async () => {
      await put('site', {
        supported_currencies: [{ ...DEFAULT_CURRENCIES[0], note: 'x' }],
        supported_templates: [{ ...DEFAULT_TEMPLATES[0], font: 'Comic Sans' }],
      }).expect(200);
      const stored = await readSettings(t.dataSource);
      expect(stored.supported_currencies).toEqual([DEFAULT_CURRENCIES[0]]);
      expect(stored.supported_templates).toEqual([DEFAULT_TEMPLATES[0]]);
    });

    it('lists every problem of one update together and saves none of it', async () => {
      await expectRefused('site', { logo: '/uploads/kept-out.png', choose_template: 'winter', facebook_enabled: '1', base_currency: 'EUR' }, [
        'base_currency must be one of the supported currencies',
        'choose_template must name one of supported_templates',
        'fb_client_id is required when Facebook login is enabled',
      ]);
    });
  });

  describe('GET /api/admin/config/shop', () => {
    it('shows the shop switches and the selling warehouse', async () => {
      const res = await get('shop').expect(200);
      expect(res.body).toEqual({
        catalog_mode: '0',
        member_only: '0',
        guest_checkout: '1',
        warehouse_id: null,
        warehouse_enabled: '1',
        order_hold_minutes: 30,
      });
    });
  });

  describe('PUT /api/admin/config/shop', () => {
    it('saves every shop field', async () => {
      const body = { catalog_mode: '1', member_only: '1', guest_checkout: '0', warehouse_id: 7, warehouse_enabled: '0', order_hold_minutes: 45 };
      const res = await put('shop', body).expect(200);
      expect(res.body).toEqual(body);
      expect(await readSettings(t.dataSource)).toEqual({ ...baseline(), ...body });
      expect((await get('shop').expect(200)).body).toEqual(body);
    });

    it('clears the warehouse with null', async () => {
      await writeSettings(t.dataSource, { warehouse_id: 7 });
      const res = await put('shop', { warehouse_id: null }).expect(200);
      expect(res.body.warehouse_id).toBeNull();
      expect((await readSettings(t.dataSource)).warehouse_id).toBeNull();
    });

    it.each(['catalog_mode', 'member_only', 'guest_checkout', 'warehouse_enabled'])('refuses %s other than "0" or "1"', async (field) => {
      await expectRefused('shop', { [field]: 'yes' }, [`${field} must be "0" or "1"`], { [field]: [`${field} must be "0" or "1"`] });
      await expectRefused('shop', { [field]: 1 }, [`${field} must be "0" or "1"`]);
      // Null is not "left out": a hostile null once stored as a setting (an order hold of null minutes gave every reservation back at once).
      await expectRefused('shop', { [field]: null }, [`${field} must be "0" or "1"`]);
    });

    it.each([4, 10081, 12.5, 'half an hour', null])('refuses order_hold_minutes %j', async (value) => {
      await expectRefused('shop', { order_hold_minutes: value }, ['order_hold_minutes must be a whole number of minutes from 5 to 10080 (7 days)']);
    });

    it.each([0, -3, 2.5, 'abc'])('refuses warehouse_id %j', async (value) => {
      await expectRefused('shop', { warehouse_id: value }, ['warehouse_id must be a warehouse id']);
    });

    it('ignores fields that are not shop settings', async () => {
      await put('shop', { name: 'Sneaky', token_expired_time: 5, member_only: '1' }).expect(200);
      expect(await readSettings(t.dataSource)).toEqual({ ...baseline(), member_only: '1' });
    });
  });

  describe('GET /api/admin/config/currency', () => {
    it('shows the base currency and the supported currencies', async () => {
      const res = await get('currency').expect(200);
      expect(res.body).toEqual({ base_currency: 'HKD', currencies: DEFAULT_CURRENCIES });
    });
  });

  describe('PUT /api/admin/config/currency', () => {
    it('saves a new base currency with its rates', async () => {
      const currencies = [
        { identifier: 'USD', rate: 1, mark: 'US$' },
        { identifier: 'HKD', rate: 7.8125, mark: 'HK$' },
        { identifier: 'JPY', rate: 151.25, mark: '¥' },
      ];
      const res = await put('currency', { base_currency: 'USD', currencies }).expect(200);
      expect(res.body).toEqual({ base_currency: 'USD', currencies });
      expect(await readSettings(t.dataSource)).toMatchObject({ base_currency: 'USD', supported_currencies: currencies });
      expect((await get('currency').expect(200)).body).toEqual({ base_currency: 'USD', currencies });
    });

    it('changes rates and keeps the base currency', async () => {
      const currencies = [DEFAULT_CURRENCIES[0], { identifier: 'USD', rate: 0.127, mark: 'US$' }];
      await put('currency', { currencies }).expect(200);
      expect(await readSettings(t.dataSource)).toMatchObject({ base_currency: 'HKD', supported_currencies: currencies });
    });

    it('refuses a base currency that is not supported', async () => {
      await expectRefused('currency', { base_currency: 'EUR' }, ['base_currency must be one of the supported currencies']);
    });

    it('refuses a base currency whose rate is not 1', async () => {
      await expectRefused('currency', { currencies: [{ identifier: 'HKD', rate: 1.01, mark: 'HK$' }] }, ['The base currency must have a rate of 1'], {
        base_currency: ['The base currency must have a rate of 1'],
      });
    });

    it('refuses the same currency twice', async () => {
      await expectRefused('currency', { currencies: [DEFAULT_CURRENCIES[0], DEFAULT_CURRENCIES[1], { identifier: 'USD', rate: 0.2, mark: '$' }] }, [
        'Each currency may appear only once',
      ]);
    });

    it('refuses an empty list', async () => {
      await expectRefused('currency', { currencies: [] }, ['currencies must hold at least one currency']);
    });

    it('refuses null where a currency or the list belongs (was a 500)', async () => {
      await expectRefused('currency', { currencies: null }, ['currencies must be a list']);
      await expectRefused('currency', { base_currency: null }, ['base_currency must be a three-letter currency code such as HKD']);
    });

    it('refuses a rate written with an exponent beyond 6 decimals, and an identifier that is an object (was a 500)', async () => {
      const res = await put('currency', {
        base_currency: 'HKD',
        currencies: [{ identifier: { text: '1062327069095407531866960' }, rate: -6e-323, mark: 'US$' }],
      }).expect(422);
      expect(res.body.errors['currencies.0.identifier']).toEqual(['identifier must be a three-letter currency code such as HKD']);
      expect(res.body.errors['currencies.0.rate']).toContain('rate must be a number with at most 6 decimals');
      expect(res.body.codes).toContain('settings.rate_decimals');
      expect(await readSettings(t.dataSource)).toEqual(baseline());
    });

    it.each([
      [
        'an identifier that is not three capitals',
        { identifier: 'US', rate: 0.1, mark: '$' },
        'identifier',
        'identifier must be a three-letter currency code such as HKD',
      ],
      ['a zero rate', { identifier: 'USD', rate: 0, mark: '$' }, 'rate', 'rate must be greater than 0'],
      ['a negative rate', { identifier: 'USD', rate: -0.5, mark: '$' }, 'rate', 'rate must be greater than 0'],
      ['a rate over a million', { identifier: 'USD', rate: 1000001, mark: '$' }, 'rate', 'rate must be at most 1000000'],
      ['a rate with 7 decimals', { identifier: 'USD', rate: 0.1234567, mark: '$' }, 'rate', 'rate must be a number with at most 6 decimals'],
      ['a rate written as text', { identifier: 'USD', rate: '0.128', mark: '$' }, 'rate', 'rate must be a number with at most 6 decimals'],
      ['an empty mark', { identifier: 'USD', rate: 0.128, mark: '' }, 'mark', 'mark must be 1 to 8 characters long'],
      ['a mark over 8 characters', { identifier: 'USD', rate: 0.128, mark: 'US dollars' }, 'mark', 'mark must be 1 to 8 characters long'],
      ['a mark that is not text', { identifier: 'USD', rate: 0.128, mark: 5 }, 'mark', 'mark must be text'],
    ])('refuses %s', async (_, currency, field, message) => {
      await expectRefused('currency', { currencies: [DEFAULT_CURRENCIES[0], currency] }, [message], { [`currencies.1.${field}`]: [message] });
    });
  });

  describe('GET /api/admin/config/language', () => {
    it('shows the main language and the available languages with their names', async () => {
      const res = await get('language').expect(200);
      expect(res.body).toEqual({
        main_language: 'en_us',
        supported_languages: 'en_us,zh_hk,zh_cn',
        languages: [LANGUAGE_OPTIONS.en_us, LANGUAGE_OPTIONS.zh_hk, LANGUAGE_OPTIONS.zh_cn],
      });
    });
  });

  describe('PUT /api/admin/config/language', () => {
    it('saves the main language and the available languages in the order given, once each', async () => {
      const res = await put('language', { main_language: 'zh_hk', languages: ['zh_hk', 'en_us', 'zh_hk'] }).expect(200);
      expect(res.body).toEqual({ main_language: 'zh_hk', supported_languages: 'zh_hk,en_us', languages: [LANGUAGE_OPTIONS.zh_hk, LANGUAGE_OPTIONS.en_us] });
      expect(await readSettings(t.dataSource)).toEqual({ ...baseline(), main_language: 'zh_hk', supported_languages: 'zh_hk,en_us' });
    });

    it('makes the main language name the default site name', async () => {
      await put('language', { main_language: 'zh_cn' }).expect(200);
      expect((await get('site').expect(200)).body.name).toBe('海港好物简');
    });

    it('refuses a main language that is not available', async () => {
      await expectRefused('language', { main_language: 'zh_cn', languages: ['en_us', 'zh_hk'] }, ['main_language must be one of the supported languages'], {
        main_language: ['main_language must be one of the supported languages'],
      });
    });

    it('refuses dropping the main language', async () => {
      await expectRefused('language', { languages: ['zh_hk'] }, ['main_language must be one of the supported languages']);
    });

    it("refuses a language code written as 'en-US'", async () => {
      await expectRefused('language', { languages: ['en-US', 'zh_hk'] }, [`languages: ${LANGUAGE_MESSAGE}`], { languages: [`languages: ${LANGUAGE_MESSAGE}`] });
      await expectRefused('language', { main_language: 'en-US' }, [`main_language: ${LANGUAGE_MESSAGE}`]);
    });

    it('refuses an empty list', async () => {
      await expectRefused('language', { languages: [] }, ['languages must hold at least one language']);
    });

    it('refuses languages that are not a list', async () => {
      await expectRefused('language', { languages: 'en_us,zh_hk' }, ['languages must be a list']);
      await expectRefused('language', { languages: null }, ['languages must be a list']);
      await expectRefused('language', { main_language: null }, [`main_language: ${LANGUAGE_MESSAGE}`]);
    });
  });

  /** The baseline as the database stores it, for comparing a whole table. */
  function baseline(): Settings {
    return JSON.parse(JSON.stringify({ ...snapshot, ...BASELINE }));
  }
});
