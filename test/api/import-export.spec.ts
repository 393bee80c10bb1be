import request from 'supertest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eventually, startTestApp, TestApp, bytesOf } from '../helpers/app';
import { createMenuItem, createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { ProductRepository } from '../../server/src/modules/product/product.repository';
import { refreshSearchPostingsOf } from '../../server/src/modules/product/search-postings';

type Job = {
  id: number;
  status: string;
  columns: string[];
  mapping: Record<string, string>;
  fields: string[];
  total_rows: number;
  rows_read: number;
  created: number;
  updated: number;
  refused: number;
  progress: number;
};

/** A CSV line of cells (quoted where needed). */
const csvLine = (cells: (string | number)[]) => cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

describe('import and export (/api/admin/import, /api/admin/export)', () => {
  let t: TestApp;
  let token: string;
  let w1: { id: number; name: string };
  let red: number, blue: number;
  let status: string;
  let colourName: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
    w1 = await createWarehouse(t.dataSource);
    colourName = unique('Colour');
    const colour = await createOptionAttribute(t.dataSource, { en_us: colourName }, [{ en_us: 'Red' }, { en_us: 'Blue' }]);
    [red, blue] = colour.options;
    [{ title: status }] = await t.dataSource.query(`SELECT title FROM lead_status ORDER BY "order", id LIMIT 1`);
  });
  afterAll(() => t.close());

  const auth = (r: request.Test, as = token) => r.set('Authorization', `Bearer ${as}`);
  const exportFile = async (entity: string, format = 'csv', as = token) => {
    const res = await auth(request(t.http).get(`/api/admin/export/${entity}?format=${format}`), as)
      .buffer(true)
      .parse(bytesOf);
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const upload = (entity: string, content: Buffer | string, name = 'file.csv', as = token) =>
    auth(request(t.http).post(`/api/admin/import/${entity}`), as).attach('file', Buffer.from(content), name);
  const job = async (id: number): Promise<Job> => (await auth(request(t.http).get(`/api/admin/import/${id}`)).expect(200)).body;
  const finished = (id: number) => eventually(async () => ((await job(id)).status === 'done' ? job(id) : undefined), 20_000, `import ${id} to finish`);
  const start = async (id: number, what: 'run' | 'dry-run') => {
    const res = await auth(request(t.http).post(`/api/admin/import/${id}/${what}`));
    expect(res.status).toBe(202);
    return finished(id);
  };
  const rowsOf = (csv: Buffer): string[][] => parse(csv, { bom: true, relax_column_count: true });
  const productRows = (csv: Buffer, skus: string[]) => rowsOf(csv).filter((r, i) => i === 0 || skus.includes(r[0]));

  async function twoProducts() {
    const a = await createProduct(t, token, {
      name: '=HYPERLINK("http://evil")',
      stocks: [
        { price: 1200, special_price: 999, option_ids: [red], inventories: [{ warehouse_id: w1.id, quantity: 7 }] },
        { price: 1300, option_ids: [blue], visibled: false, inventories: [] },
      ],
    });
    const b = await createProduct(t, token, { stocks: [{ price: 500, option_ids: [], inventories: [{ warehouse_id: w1.id, quantity: 0 }] }] });
    return [a, b] as { id: number; sku: string; url: string; stocks: { sku: string }[] }[];
  }

  describe('export', () => {
    it('writes one row per stock with the product columns repeated, names per language, options and a column per warehouse; formulas are escaped', async () => {
      const [a] = await twoProducts();
      const csv = await exportFile('product');
      const [header, ...rows] = productRows(csv, [a.sku]);
      expect(header.slice(0, 11)).toEqual([
        'sku',
        'url',
        'name_en_us',
        'name_zh_hk',
        'name_zh_cn',
        'visibled',
        'stock_sku',
        'price',
        'special_price',
        'options',
        'stock_visibled',
      ]);
      expect(header).toContain(`inventory_${w1.name}`);
      expect(rows).toHaveLength(2);
      const at = (row: string[], column: string) => row[header.indexOf(column)];
      expect(at(rows[0], 'name_en_us')).toBe(`'=HYPERLINK("http://evil")`);
      expect(at(rows[0], 'price')).toBe('1200');
      expect(at(rows[0], 'special_price')).toBe('999');
      expect(at(rows[0], `inventory_${w1.name}`)).toBe('7');
      expect(at(rows[0], 'options')).toMatch(/: Red$/);
      expect(at(rows[1], 'stock_visibled')).toBe('0');
      expect(at(rows[1], `inventory_${w1.name}`)).toBe('');
    });

    it('writes XLSX that reads back (customers)', async () => {
      const email = uniqueEmail('xlsx');
      await t.dataSource.query(
        `INSERT INTO customer (email, first_name, last_name, phone, gender, status_id, lead_source, tags) VALUES ($1, 'Mei', '@Chan', '+852 2345 6789', 'female', (SELECT id FROM lead_status WHERE title = $2 LIMIT 1), 'email', '{vip,wholesale}')`,
        [email, status],
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await exportFile('user', 'xlsx')) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as string[]).slice(1);
      expect(header[0]).toBe('email');
      let found: string[] | undefined;
      sheet.eachRow((row) => {
        const values = (row.values as string[]).slice(1);
        if (values[0] === email) found = values;
      });
      expect(found?.[header.indexOf('last_name')]).toBe("'@Chan");
      expect(found?.[header.indexOf('tags')]).toBe('vip, wholesale');
    });

    it('refuses an unknown format (422) and an unknown entity (404)', async () => {
      expect((await auth(request(t.http).get('/api/admin/export/product?format=pdf'))).status).toBe(422);
      expect((await auth(request(t.http).get('/api/admin/export/order'))).status).toBe(404);
    });
  });

  describe('round trip', () => {
    it('imports what the product export wrote and nothing changes', async () => {
      const [a, b] = await twoProducts();
      const before = await exportFile('product');
      const stamps = await t.dataSource.query(`SELECT id, updated_at FROM stock WHERE product_id = ANY($1) ORDER BY id`, [[a.id, b.id]]);
      const uploaded = await upload('product', before, 'products.csv').expect(201);
      expect(Object.values(uploaded.body.mapping).filter(Boolean)).toHaveLength(uploaded.body.columns.length);
      const done = await start(uploaded.body.id, 'run');
      expect(done.rows_read).toBe(done.total_rows);
      const errors = rowsOf(
        (
          await auth(request(t.http).get(`/api/admin/import/${done.id}/errors`))
            .buffer(true)
            .parse(bytesOf)
        ).body,
      );
      expect(errors.filter((r) => [a.sku, b.sku].includes(r[0]))).toEqual([]);
      const after = await exportFile('product');
      expect(productRows(after, [a.sku, b.sku])).toEqual(productRows(before, [a.sku, b.sku]));
      expect(after.equals(before)).toBe(true);
      expect(await t.dataSource.query(`SELECT id, updated_at FROM stock WHERE product_id = ANY($1) ORDER BY id`, [[a.id, b.id]])).toEqual(stamps);
    });

    it('imports what the customer export wrote (XLSX) and nothing changes, shoppers who registered without phone, gender or status too', async () => {
      const email = uniqueEmail('trip');
      // As the storefront's registration leaves a shopper: no phone, gender or lead status.
      await request(t.http)
        .post('/api/register')
        .send({
          email: uniqueEmail('registered'),
          password: 'Sturdy-pass-2026',
          password_confirmation: 'Sturdy-pass-2026',
          first_name: 'Siu',
          last_name: 'Ming',
        })
        .expect(201);
      await t.dataSource.query(
        `INSERT INTO customer (email, first_name, last_name, phone, gender, status_id, lead_source, emails) VALUES ($1, 'Ka', 'Wong', '+852 9876 5432', 'male', (SELECT id FROM lead_status WHERE title = $2 LIMIT 1), 'partner', '{other@example.test}')`,
        [email, status],
      );
      const before = await exportFile('user', 'xlsx');
      const uploaded = await upload('user', before, 'users.xlsx').expect(201);
      expect(uploaded.body.format).toBe('xlsx');
      const done = await start(uploaded.body.id, 'run');
      expect(done.refused).toBe(0);
      expect(done.created).toBe(0);
      const csvBefore = await exportFile('user');
      const second = await start((await upload('user', csvBefore, 'users.csv').expect(201)).body.id, 'run');
      expect(second.created).toBe(0);
      expect((await exportFile('user')).equals(csvBefore)).toBe(true);
    });
  });

  describe('dry run and error file', () => {
    it('reports what would be created, updated and refused, writes nothing, and lists refused rows with a reason; the fixed file then finishes', async () => {
      const [a] = await twoProducts();
      const sku = unique('NEW').toUpperCase();
      const header = ['sku', 'url', 'name_en_us', 'stock_sku', 'price', 'special_price', `inventory_${w1.name}`, 'options', 'Notes'];
      const lines = [
        csvLine(header),
        csvLine([a.sku, a.url, 'Renamed', a.stocks[0].sku, 4200, '', 3, `${colourName}: Red`, 'update']),
        csvLine([sku, sku.toLowerCase(), 'Brand new', `${sku}-1`, 800, 900, 2, `${colourName}: Red`, 'special above price']),
        csvLine([sku, sku.toLowerCase(), 'Brand new', `${sku}-2`, 'abc', '', '', `${colourName}: Blue`, 'bad price']),
      ];
      const uploaded = await upload('product', lines.join('\n')).expect(201);
      expect(uploaded.body.columns).toEqual(header);
      expect(uploaded.body.mapping.Notes).toBe('');
      const dry = await start(uploaded.body.id, 'dry-run');
      expect([dry.rows_read, dry.updated, dry.created, dry.refused]).toEqual([3, 1, 0, 2]);
      expect(await t.dataSource.query(`SELECT price::int FROM stock WHERE sku = $1`, [a.stocks[0].sku])).toEqual([{ price: 1200 }]);
      expect(await t.dataSource.query(`SELECT 1 FROM product WHERE sku = $1`, [sku])).toEqual([]);

      const file = await auth(request(t.http).get(`/api/admin/import/${uploaded.body.id}/errors`))
        .buffer(true)
        .parse(bytesOf);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/text\/csv/);
      const [errorHeader, ...refused] = rowsOf(file.body);
      expect(errorHeader).toEqual([...header, 'reason']);
      expect(refused.map((r) => [r[3], r[9]])).toEqual([
        [`${sku}-1`, 'special_price must not be higher than price'],
        [`${sku}-2`, 'Each stock needs a price in cents (a whole number)'],
      ]);

      // Fixed in the error file and uploaded again (the reason column is left out by the mapping).
      const fixed = [errorHeader, ...refused.map((r) => [...r.slice(0, 4), r[3].endsWith('-1') ? '1000' : '700', ...r.slice(5)])].map(csvLine).join('\n');
      const again = await upload('product', fixed, 'fixed.csv').expect(201);
      expect(again.body.mapping.reason).toBe('');
      const done = await start(again.body.id, 'run');
      expect([done.created, done.updated, done.refused]).toEqual([2, 0, 0]);
      const [row] = await t.dataSource.query(
        `SELECT p.id, p.min_price::int, (SELECT count(*)::int FROM search_posting sp WHERE sp.product_id = p.id) AS postings FROM product p WHERE p.sku = $1`,
        [sku],
      );
      expect(row.min_price).toBe(700);
      expect(row.postings).toBeGreaterThan(0);
      // The new product was inserted with the listing columns and search document its refresh gives it: refreshed, it is not written again.
      const listed = async () =>
        (
          await t.dataSource.query(
            `SELECT xmin::text AS version, min_price::int, regular_price::int, option_ids, search_document::text FROM product WHERE id = $1`,
            [row.id],
          )
        )[0];
      const imported = await listed();
      expect(imported).toMatchObject({ min_price: 700, regular_price: 700, option_ids: [red, blue].sort((x, y) => x - y) });
      expect(imported.search_document).toContain(`'${sku.toLowerCase()}-1':`);
      await t.dataSource.transaction((manager) => refreshSearchPostingsOf(manager, t.app.get(ProductRepository), [row.id]));
      expect(await listed()).toEqual(imported);
      const search = await request(t.http).get(`/api/search?keyword=${encodeURIComponent(sku.toLowerCase().split('-')[1])}`);
      expect(search.status).toBeLessThan(500);
      expect(await t.dataSource.query(`SELECT i.quantity FROM inventory i JOIN stock s ON s.id = i.stock_id WHERE s.sku = $1`, [`${sku}-1`])).toEqual([
        { quantity: 2 },
      ]);
      // The new row's quantity is in the inventory history as a move the import made, naming the admin and the sku.
      expect(
        await t.dataSource.query(
          `SELECT h.type, h.change, h.quantity_after, h.remark, h.sku, h.warehouse_name FROM inventory_history h JOIN stock s ON s.id = h.stock_id WHERE s.sku = ANY($1)`,
          [[`${sku}-1`, `${sku}-2`]],
        ),
      ).toEqual([
        { type: 'update', change: 2, quantity_after: 2, remark: `Quantity set by import #${again.body.id}`, sku: `${sku}-1`, warehouse_name: w1.name },
      ]);
    });

    it('refuses customer rows by the customer form’s rules, and a second upload of the fixed rows finishes', async () => {
      const good = uniqueEmail('good');
      const header = ['email', 'first_name', 'last_name', 'phone', 'gender', 'enabled', 'is_subscribe', 'status', 'lead_source'];
      const csv = [
        csvLine(header),
        csvLine([good, 'Siu', 'Ming', '+852 2345 6789', 'male', '1', '0', status, 'email']),
        csvLine(['not-an-email', 'A', 'B', '+852 2345 6789', 'male', '1', '0', status, 'email']),
        csvLine([uniqueEmail('g'), 'A', 'B', '+852 2345 6789', 'other', '1', '0', status, 'email']),
      ].join('\n');
      const done = await start((await upload('user', csv).expect(201)).body.id, 'run');
      expect([done.created, done.refused]).toEqual([1, 2]);
      const [{ password_hash }] = await t.dataSource.query(`SELECT password_hash FROM customer WHERE email = $1`, [good]);
      expect(password_hash).toBeNull();
      const [, ...refused] = rowsOf(
        (
          await auth(request(t.http).get(`/api/admin/import/${done.id}/errors`))
            .buffer(true)
            .parse(bytesOf)
        ).body,
      );
      expect(refused).toHaveLength(2);
      expect(refused.every((r) => r[header.length].length > 0)).toBe(true);
    });
  });

  describe('what search and listings read of imported products', () => {
    /** The rows that search and listings read of products: search postings, category listing rows, list names. */
    const indexRows = async (ids: number[]) => ({
      postings: await t.dataSource.query(`SELECT product_id, lexeme, rank FROM search_posting WHERE product_id = ANY($1) ORDER BY product_id, lexeme`, [ids]),
      listing: await t.dataSource.query(
        `SELECT menu_id, product_id, created_at, min_price::int, brand_id, option_ids, names FROM category_listing WHERE product_id = ANY($1) ORDER BY menu_id, product_id`,
        [ids],
      ),
      names: await t.dataSource.query(`SELECT product_id, language, name FROM product_list_name WHERE product_id = ANY($1) ORDER BY product_id, language`, [
        ids,
      ]),
    });

    it('finds a new product by a Latin and a Chinese word of its name, lists it and an updated one, with the rows the triggers build', async () => {
      const word = `gyokuro${unique('').slice(1)}`.toLowerCase();
      const category = await createMenuItem(t.dataSource, { en_us: 'Imported teas' });
      const placed = await createProduct(t, token, { categories: [category.id], stocks: [{ price: 900, option_ids: [], inventories: [] }] });
      const sku = unique('IMP').toUpperCase();
      const header = ['sku', 'url', 'name_en_us', 'name_zh_hk', 'stock_sku', 'price', `inventory_${w1.name}`];
      const csv = [
        csvLine(header),
        csvLine([sku, sku.toLowerCase(), `Golden ${word} tea`, '金色麒麟茶', `${sku}-1`, 1500, 4]),
        csvLine([placed.sku, placed.url, `Renamed ${word}`, '', placed.stocks[0].sku, 700, '']),
      ].join('\n');
      const done = await start((await upload('product', csv).expect(201)).body.id, 'run');
      expect([done.created, done.updated, done.refused]).toEqual([1, 1, 0]);
      const [{ id }] = await t.dataSource.query(`SELECT id FROM product WHERE sku = $1`, [sku]);

      const found = async (keyword: string) =>
        (await request(t.http).post('/api/product/search').send({ keyword, language: 'zh_hk' }).expect(200)).body.products.map((p: { id: number }) => p.id);
      expect((await found(word)).sort()).toEqual([id, placed.id].sort());
      expect(await found('麒麟')).toContain(id);
      expect(await found('麒')).toContain(id);

      // The updated product's listing row took its new price; the new one, placed in the category, is listed with its own.
      await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [category.id, id]);
      const listing = await request(t.http).post('/api/category').send({ url: category.url, language: 'en_us', sort: 'price_asc' }).expect(200);
      expect(listing.body.products.map((p: { id: number; price: number }) => [p.id, p.price])).toEqual([
        [placed.id, 700],
        [id, 1500],
      ]);
      const admin = await auth(request(t.http).get('/api/admin/product'))
        .query({ filter: JSON.stringify({ q: word }), sort: JSON.stringify(['id', 'ASC']), language: 'zh_hk' })
        .expect(200);
      expect(admin.body.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
        [placed.id, `Renamed ${word}`],
        [id, '金色麒麟茶'],
      ]);

      // The triggers build the same rows: emptied, then rebuilt by statements that touch the products and their names.
      const bulk = await indexRows([id, placed.id]);
      expect(bulk.postings.filter((r: { product_id: number }) => r.product_id === id).map((r: { lexeme: string }) => r.lexeme)).toEqual(
        expect.arrayContaining([word, `${word.slice(0, 3)}:*`, '麒麟', '麒']),
      );
      expect(bulk.names).toHaveLength(6);
      await t.dataSource.transaction(async (manager) => {
        for (const table of ['search_posting', 'category_listing', 'product_list_name'])
          await manager.query(`DELETE FROM ${table} WHERE product_id = ANY($1)`, [[id, placed.id]]);
        await manager.query(`UPDATE product_translation SET name = name WHERE product_id = ANY($1)`, [[id, placed.id]]);
        await manager.query(`UPDATE product SET visibled = false WHERE id = ANY($1)`, [[id, placed.id]]);
        await manager.query(`UPDATE product SET visibled = true WHERE id = ANY($1)`, [[id, placed.id]]);
      });
      expect(await indexRows([id, placed.id])).toEqual(bulk);
    });

    it('a dry run leaves no index rows', async () => {
      const sku = unique('DRY').toUpperCase();
      const csv = [csvLine(['sku', 'url', 'name_en_us', 'stock_sku', 'price']), csvLine([sku, sku.toLowerCase(), 'Dry sencha', `${sku}-1`, 500])].join('\n');
      const dry = await start((await upload('product', csv).expect(201)).body.id, 'dry-run');
      expect(dry.created).toBe(1);
      expect(await t.dataSource.query(`SELECT 1 FROM product_list_name n JOIN product p ON p.id = n.product_id WHERE p.sku = $1`, [sku])).toEqual([]);
      expect(
        await t.dataSource.query(`SELECT count(*)::int AS n FROM search_posting sp WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = sp.product_id)`),
      ).toEqual([{ n: 0 }]);
    });
  });

  describe('mapping', () => {
    it('refuses unknown columns and fields, a field twice, and a run without the required fields', async () => {
      const uploaded = await upload('product', 'SKU,Link\nA-1,a-1\n').expect(201);
      const id = uploaded.body.id;
      const put = (mapping: object) => auth(request(t.http).put(`/api/admin/import/${id}/mapping`)).send({ mapping });
      expect((await put({ Nope: 'sku' })).status).toBe(422);
      expect((await put({ SKU: 'colour' })).status).toBe(422);
      expect((await put({ SKU: 'sku', Link: 'sku' })).status).toBe(422);
      expect((await put({ SKU: 'sku', Link: 'url' })).body.mapping).toEqual({ SKU: 'sku', Link: 'url' });
      const run = await auth(request(t.http).post(`/api/admin/import/${id}/run`));
      expect(run.status).toBe(422);
      expect(run.body.messages).toContain('The field name_en_us must be mapped from a column');
    });
  });

  describe('upload', () => {
    it('takes a UTF-8 CSV whose first 64 KB end inside a Chinese character', async () => {
      const rows = Array.from({ length: 2000 }, (_, i) => csvLine([`ZH-${i}`, `zh-${i}`, '烏龍茶茉莉花茶普洱茶']));
      const res = await upload('product', ['sku,url,name_zh_hk', ...rows].join('\n') + '\n');
      expect(res.status).toBe(201);
      expect(res.body.total_rows).toBe(2000);
    });
  });

  describe('hostile files', () => {
    it('refuses a file that is not CSV or XLSX, a header twice, an empty file, and a file past the size limit', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
      const notTable = await upload('product', png, 'cat.csv');
      expect(notTable.status).toBe(422);
      expect(notTable.body.messages).toEqual(['The file is not a CSV or XLSX file']);
      expect((await upload('product', 'sku,sku\n1,2\n')).status).toBe(422);
      expect((await upload('product', '')).status).toBe(422);
      expect((await upload('product', 'sku\n"unclosed\n')).status).toBe(422);
      const fake = await upload('product', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]), 'x.xlsx');
      expect(fake.status).toBe(422);
      const large = await upload('product', Buffer.alloc(51 * 1024 * 1024, 'a'));
      expect(large.status).toBe(413);
    });
  });

  describe('access', () => {
    it('answers 401 without a session on every route', async () => {
      for (const [method, path] of [
        ['get', '/api/admin/export/product'],
        ['post', '/api/admin/import/product'],
        ['get', '/api/admin/import/1'],
        ['put', '/api/admin/import/1/mapping'],
        ['post', '/api/admin/import/1/dry-run'],
        ['post', '/api/admin/import/1/run'],
        ['get', '/api/admin/import/1/errors'],
      ] as const) {
        expect([path, (await request(t.http)[method](path)).status]).toEqual([path, 401]);
      }
    });

    it('answers 403 to a role without the entity’s permission on every route', async () => {
      const products = (await adminWith(t, ['product.list', 'product.edit'])).token;
      const nobody = (await adminWith(t, ['order.list'])).token;
      const userImport = (await upload('user', 'email\nx@example.test\n').expect(201)).body.id;
      expect((await exportFile('product', 'csv', products)).length).toBeGreaterThan(0);
      expect((await auth(request(t.http).get('/api/admin/export/user'), products)).status).toBe(403);
      expect((await upload('user', 'email\na@b.test\n', 'u.csv', products)).status).toBe(403);
      for (const [method, path] of [
        ['get', `/api/admin/import/${userImport}`],
        ['put', `/api/admin/import/${userImport}/mapping`],
        ['post', `/api/admin/import/${userImport}/dry-run`],
        ['post', `/api/admin/import/${userImport}/run`],
        ['get', `/api/admin/import/${userImport}/errors`],
      ] as const) {
        const res = await auth(request(t.http)[method](path), products).send(method === 'put' ? { mapping: {} } : undefined);
        expect([path, res.status]).toEqual([path, 403]);
        expect([path, (await auth(request(t.http)[method](path), nobody)).status]).toEqual([path, 403]);
      }
      expect((await auth(request(t.http).get('/api/admin/export/product'), nobody)).status).toBe(403);
    });
  });
});
