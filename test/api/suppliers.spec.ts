import request from 'supertest';
import { stockCosts } from '../../server/src/modules/supplier';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const NAME_TAKEN = 'A supplier with this name already exists';
const HAS_RECEIPTS = 'This supplier has receipts and cannot be deleted: disable it instead';

describe('suppliers and purchase receipts', () => {
  let t: TestApp;
  let token: string;
  let adminName: string;
  beforeAll(async () => {
    t = await startTestApp();
    const s = await superAdmin(t);
    token = s.token;
    adminName = s.admin.name;
  });
  afterAll(() => t.close());

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, as = token) => {
    const call = request(t.http)[method](`/api/admin/${path}`).set(bearer(as));
    return body ? call.send(body) : call;
  };

  async function supplier(fields: object = {}): Promise<{ id: number; name: string }> {
    const res = await api('post', 'supplier', { name: unique('Tea Farm'), ...fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** `count` products of one stock each, holding `quantity` in `warehouseId` (no inventory when null). */
  async function product(warehouseId: number | null, quantity = 0, count = 1) {
    const made: { id: number; sku: string; productId: number }[] = [];
    for (let i = 0; i < count; i++) {
      const p = await createProduct(t, token, {
        stocks: [{ price: 1000, option_ids: [], inventories: warehouseId ? [{ warehouse_id: warehouseId, quantity }] : [] }],
      });
      made.push({ id: p.stocks[0].id, sku: p.stocks[0].sku, productId: p.id });
    }
    return made;
  }

  const quantityIn = async (stockId: number, warehouseId: number): Promise<number | null> => {
    const rows = await t.dataSource.query(`SELECT quantity FROM inventory WHERE stock_id = $1 AND warehouse_id = $2`, [stockId, warehouseId]);
    return rows[0]?.quantity ?? null;
  };
  const costPrice = async (supplierId: number, stockId: number): Promise<number | null> => {
    const rows = await t.dataSource.query(`SELECT cost_price FROM supplier_stock WHERE supplier_id = $1 AND stock_id = $2`, [supplierId, stockId]);
    return rows[0]?.cost_price ?? null;
  };
  const receiptCount = async (supplierId: number): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_receipt WHERE supplier_id = $1`, [supplierId]))[0].n;

  describe('access', () => {
    const routes: [string, string, string][] = [
      ['get', 'supplier', 'supplier.list'],
      ['get', 'supplier/stock', 'supplier.list'],
      ['get', 'supplier/1', 'supplier.list'],
      ['post', 'supplier', 'supplier.edit'],
      ['put', 'supplier/1', 'supplier.edit'],
      ['delete', 'supplier/1', 'supplier.edit'],
      ['get', 'supplier/receipt', 'supplier.list'],
      ['get', 'supplier/receipt/1', 'supplier.list'],
      ['get', 'supplier/receipt/warehouse', 'supplier.edit'],
      ['post', 'supplier/receipt', 'supplier.edit'],
    ];

    it.each(routes)('%s /api/admin/%s answers 401 without a token', async (method, path) => {
      const res = await request(t.http)[method as 'get'](`/api/admin/${path}`).send({});
      expect(res.status).toBe(401);
      expect(res.body.messages).toEqual(['Please log in first']);
    });

    it.each(routes)('%s /api/admin/%s answers 403 without %s', async (method, path, permission) => {
      // supplier.list without supplier.edit for the writes; product.list alone for the reads.
      const { token: other } = await adminWith(t, permission === 'supplier.edit' ? ['supplier.list'] : ['product.list']);
      const res = await api(method as 'get', path, {}, other);
      expect(res.status).toBe(403);
      expect(res.body.messages).toEqual(['You do not have permission to do this']);
    });
  });

  describe('suppliers', () => {
    it('creates a supplier with its contact and stocks, and reads it back', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a, b] = await product(w.id, 0, 2);
      const name = unique('Tea Farm Ltd');
      const res = await api('post', 'supplier', {
        name: ` ${name} `,
        contact_name: 'Mr Chan',
        email: ' Orders@TeaFarm.example ',
        phone: '+852 2345 6789',
        address: '1 Tea Road',
        notes: 'Delivers on Mondays',
        stocks: [
          { stock_id: b.id, cost_price: 450 },
          { stock_id: a.id, cost_price: 300 },
        ],
      }).expect(201);
      const stocks = [a, b]
        .map((s, i) => ({ stock_id: s.id, product_id: s.productId, sku: s.sku, name: expect.any(String), cost_price: [300, 450][i] }))
        .sort((x, y) => x.sku.localeCompare(y.sku));
      expect(res.body).toEqual({
        id: expect.any(Number),
        name,
        contact_name: 'Mr Chan',
        email: 'orders@teafarm.example',
        phone: '+852 2345 6789',
        address: '1 Tea Road',
        notes: 'Delivers on Mondays',
        enabled: true,
        stock_count: 2,
        stocks,
        created_at: ISO,
        updated_at: ISO,
      });
      expect((await api('get', `supplier/${res.body.id}`).expect(200)).body).toEqual(res.body);
      expect(await costPrice(res.body.id, a.id)).toBe(300);
    });

    it.each([
      ['no name', {}, 'name', 'name is required'],
      ['a blank name', { name: '  ' }, 'name', 'name is required'],
      ['a name over 100 characters', { name: 's'.repeat(101) }, 'name', 'name must be at most 100 characters long'],
      ['a bad email', { name: 'X', email: 'not-an-email' }, 'email', 'email must be a valid email address'],
      ['a bad phone', { name: 'X', phone: 'call me' }, 'phone', 'phone must be a phone number (digits, spaces, +, -, brackets)'],
      ['notes over 2000 characters', { name: 'X', notes: 'n'.repeat(2001) }, 'notes', 'notes must be at most 2000 characters long'],
      ['stocks that are not a list', { name: 'X', stocks: 'tea' }, 'stocks', 'stocks must be a list of at most 500 stocks'],
      [
        'a negative cost price',
        { name: 'X', stocks: [{ stock_id: 1, cost_price: -1 }] },
        'stocks.0.cost_price',
        'cost_price must be a whole number from 0 to 1000000000',
      ],
      [
        'a cost price with cents',
        { name: 'X', stocks: [{ stock_id: 1, cost_price: 1.5 }] },
        'stocks.0.cost_price',
        'cost_price must be a whole number from 0 to 1000000000',
      ],
      ['a stock that is no id', { name: 'X', stocks: [{ stock_id: 'tea', cost_price: 1 }] }, 'stocks.0.stock_id', 'stock_id must be a stock id'],
    ])('refuses %s', async (_, body, field, message) => {
      const res = await api('post', 'supplier', body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      expect(await t.dataSource.query(`SELECT 1 FROM supplier WHERE name = 'X'`)).toEqual([]);
    });

    it('refuses an unknown stock and a stock listed twice, pointing at the line, and writes nothing', async () => {
      const [s] = await product(null);
      const name = unique('Refused');
      const unknown = await api('post', 'supplier', {
        name,
        stocks: [
          { stock_id: s.id, cost_price: 1 },
          { stock_id: MISSING_ID, cost_price: 1 },
        ],
      }).expect(422);
      expect(unknown.body).toMatchObject({
        messages: [`Stock ${MISSING_ID} does not exist`],
        errors: { 'stocks.1.stock_id': [`Stock ${MISSING_ID} does not exist`] },
      });
      const twice = await api('post', 'supplier', {
        name,
        stocks: [
          { stock_id: s.id, cost_price: 1 },
          { stock_id: s.id, cost_price: 2 },
        ],
      }).expect(422);
      expect(twice.body).toMatchObject({ errors: { 'stocks.1.stock_id': ['A stock may appear once in a supplier’s stocks'] } });
      expect(await t.dataSource.query(`SELECT 1 FROM supplier WHERE name = $1`, [name])).toEqual([]);
    });

    it('refuses a name another supplier has, whatever the case', async () => {
      const taken = await supplier();
      const res = await api('post', 'supplier', { name: taken.name.toUpperCase() }).expect(409);
      expect(res.body).toMatchObject({ messages: [NAME_TAKEN], errors: { name: [NAME_TAKEN] } });
      const other = await supplier();
      expect((await api('put', `supplier/${other.id}`, { name: taken.name }).expect(409)).body.messages).toEqual([NAME_TAKEN]);
      expect((await api('put', `supplier/${taken.id}`, { name: taken.name.toUpperCase() }).expect(200)).body.name).toBe(taken.name.toUpperCase());
    });

    it('updates fields and replaces its stocks; leaving stocks out keeps them', async () => {
      const [a, b] = await product(null, 0, 2);
      const s = await supplier({ stocks: [{ stock_id: a.id, cost_price: 100 }] });
      const res = await api('put', `supplier/${s.id}`, { contact_name: 'Ms Wong', enabled: false, stocks: [{ stock_id: b.id, cost_price: 250 }] }).expect(200);
      expect(res.body).toMatchObject({ name: s.name, contact_name: 'Ms Wong', enabled: false, stock_count: 1, stocks: [{ stock_id: b.id, cost_price: 250 }] });
      expect(await costPrice(s.id, a.id)).toBeNull();
      const kept = await api('put', `supplier/${s.id}`, { notes: 'kept', email: '' }).expect(200);
      expect(kept.body).toMatchObject({ notes: 'kept', email: '', stocks: [{ stock_id: b.id, cost_price: 250 }] });
    });

    it('lists with paging, sort, q search and the enabled filter', async () => {
      const tag = unique('list');
      const b = await supplier({ name: `${tag} B`, enabled: false });
      const a = await supplier({ name: `${tag} A` });
      const c = await supplier({ name: unique('zz other'), contact_name: `${tag} person` });
      const page = await api('get', 'supplier')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["name","ASC"]', range: '[0,1]' })
        .expect(200);
      expect(page.headers['content-range']).toBe('supplier 0-1/3');
      expect(page.body.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
      const { stocks: _stocks, ...summary } = a as { stocks?: unknown };
      expect(page.body[0]).toEqual(summary);
      const enabled = await api('get', 'supplier')
        .query({ filter: JSON.stringify({ q: tag, enabled: true }) })
        .expect(200);
      expect(enabled.body.map((r: { id: number }) => r.id)).toEqual([c.id, a.id]);
      const bad = await api('get', 'supplier').query({ sort: '["secret","ASC"]' }).expect(400);
      expect(bad.body.messages).toEqual(['sort must be ["field","ASC|DESC"] with a field among id, name, contact_name, email, enabled, updated_at']);
    });

    it('answers 404 "ID not exists" for a supplier that does not exist', async () => {
      for (const [method, body] of [['get'], ['put', { name: 'X' }], ['delete']] as const) {
        const res = await api(method, `supplier/${MISSING_ID}`, body).expect(404);
        expect(res.body.messages).toEqual(['ID not exists']);
      }
    });

    it('deletes a supplier without receipts, with its cost prices', async () => {
      const [a] = await product(null);
      const s = await supplier({ stocks: [{ stock_id: a.id, cost_price: 100 }] });
      expect((await api('delete', `supplier/${s.id}`).expect(200)).body).toEqual({ id: s.id });
      expect(await t.dataSource.query(`SELECT 1 FROM supplier WHERE id = $1`, [s.id])).toEqual([]);
      expect(await costPrice(s.id, a.id)).toBeNull();
    });

    it('offers stocks by SKU for the pickers', async () => {
      const [a] = await product(null);
      const res = await api('get', 'supplier/stock').query({ q: a.sku.toLowerCase() }).expect(200);
      expect(res.body).toEqual([{ id: a.id, product_id: a.productId, sku: a.sku, name: expect.stringMatching(/^Product /) }]);
    });
  });

  describe('receipts', () => {
    it('adds the quantities to the warehouse with a plus move naming the receipt, and records the cost price', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a] = await product(w.id, 5);
      const s = await supplier({ stocks: [{ stock_id: a.id, cost_price: 300 }] });
      const res = await api('post', 'supplier/receipt', {
        supplier_id: s.id,
        warehouse_id: w.id,
        reference: ' DN-2291 ',
        note: 'Two boxes',
        lines: [{ stock_id: a.id, quantity: 7, unit_cost: 320 }],
      }).expect(201);
      const number = `R-${String(res.body.id).padStart(6, '0')}`;
      const [row] = await t.dataSource.query(`SELECT id FROM inventory WHERE stock_id = $1 AND warehouse_id = $2`, [a.id, w.id]);
      expect(res.body).toEqual({
        id: expect.any(Number),
        number,
        supplier_id: s.id,
        supplier_name: s.name,
        warehouse_id: w.id,
        warehouse_name: w.name,
        reference: 'DN-2291',
        note: 'Two boxes',
        admin_name: adminName,
        line_count: 1,
        quantity: 7,
        created_at: ISO,
        lines: [{ stock_id: a.id, product_id: a.productId, sku: a.sku, name: expect.any(String), inventory_id: row.id, quantity: 7, unit_cost: 320 }],
      });
      expect(await quantityIn(a.id, w.id)).toBe(12);
      expect(await costPrice(s.id, a.id)).toBe(320);
      const histories = await api('get', `inventory/${row.id}/histories`).expect(200);
      expect(histories.body[0]).toMatchObject({
        type: 'plus',
        change: 7,
        quantity_after: 12,
        remark: `Receipt ${number} from ${s.name}`,
        admin_name: adminName,
      });
      expect((await api('get', `supplier/receipt/${res.body.id}`).expect(200)).body).toEqual(res.body);
    });

    it('makes the inventory row of a stock the warehouse did not hold yet', async () => {
      const elsewhere = await createWarehouse(t.dataSource);
      const w = await createWarehouse(t.dataSource);
      const [a] = await product(elsewhere.id, 3);
      const s = await supplier();
      expect(await quantityIn(a.id, w.id)).toBeNull();
      await api('post', 'supplier/receipt', { supplier_id: s.id, warehouse_id: w.id, lines: [{ stock_id: a.id, quantity: 5, unit_cost: 0 }] }).expect(201);
      expect(await quantityIn(a.id, w.id)).toBe(5);
      expect(await quantityIn(a.id, elsewhere.id)).toBe(3);
      // A supplier that did not list the stock now does, at the receipt's cost.
      expect(await costPrice(s.id, a.id)).toBe(0);
    });

    it('refuses a receipt with one bad line whole: no receipt, no quantity, no cost changed', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a, b] = await product(w.id, 4, 2);
      const s = await supplier({ stocks: [{ stock_id: a.id, cost_price: 100 }] });
      const res = await api('post', 'supplier/receipt', {
        supplier_id: s.id,
        warehouse_id: w.id,
        lines: [
          { stock_id: a.id, quantity: 2, unit_cost: 150 },
          { stock_id: b.id, quantity: 1, unit_cost: 1 },
          { stock_id: MISSING_ID, quantity: 1, unit_cost: 1 },
        ],
      }).expect(422);
      expect(res.body).toMatchObject({
        messages: [`Stock ${MISSING_ID} does not exist`],
        errors: { 'lines.2.stock_id': [`Stock ${MISSING_ID} does not exist`] },
      });
      expect(await receiptCount(s.id)).toBe(0);
      expect(await quantityIn(a.id, w.id)).toBe(4);
      expect(await quantityIn(b.id, w.id)).toBe(4);
      expect(await costPrice(s.id, a.id)).toBe(100);
    });

    it('refuses a line that would take the row past MAX_QUANTITY after the move, and rolls the move back', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a] = await product(w.id, 10);
      const s = await supplier();
      const res = await api('post', 'supplier/receipt', {
        supplier_id: s.id,
        warehouse_id: w.id,
        lines: [{ stock_id: a.id, quantity: 1_000_000_000, unit_cost: 1 }],
      }).expect(422);
      const message = `The inventory of ${a.sku} in this warehouse would hold more than 1000000000`;
      expect(res.body).toMatchObject({ messages: [message], errors: { 'lines.0.quantity': [message] } });
      expect(await quantityIn(a.id, w.id)).toBe(10);
      expect(await receiptCount(s.id)).toBe(0);
      const histories = await t.dataSource.query(`SELECT count(*)::int AS n FROM inventory_history WHERE stock_id = $1`, [a.id]);
      expect(histories).toEqual([{ n: 1 }]);
    });

    describe('refuses with a 422 on the field', () => {
      let w: { id: number; name: string };
      let a: { id: number; sku: string };
      let enabled: { id: number };
      beforeAll(async () => {
        w = await createWarehouse(t.dataSource);
        [a] = await product(w.id, 1);
        enabled = await supplier();
      });
      const line = (fields: object = {}) => ({ stock_id: a.id, quantity: 1, unit_cost: 10, ...fields });

      it.each([
        ['a disabled supplier', async () => ({ supplier_id: (await supplier({ enabled: false })).id }), 'supplier_id', 'This supplier is disabled'],
        ['an unknown supplier', async () => ({ supplier_id: MISSING_ID }), 'supplier_id', 'No supplier with this id'],
        ['an unknown warehouse', async () => ({ warehouse_id: MISSING_ID }), 'warehouse_id', 'Please choose an enabled warehouse'],
        [
          'a disabled warehouse',
          async () => ({ warehouse_id: (await createWarehouse(t.dataSource, { enabled: false })).id }),
          'warehouse_id',
          'Please choose an enabled warehouse',
        ],
        ['an unknown stock', async () => ({ lines: [line({ stock_id: MISSING_ID })] }), 'lines.0.stock_id', `Stock ${MISSING_ID} does not exist`],
        ['a stock twice', async () => ({ lines: [line(), line({ quantity: 2 })] }), 'lines.1.stock_id', 'A stock may appear on one line only'],
        [
          'a quantity over MAX_QUANTITY',
          async () => ({ lines: [line({ quantity: 1_000_000_001 })] }),
          'lines.0.quantity',
          'Each quantity must be a whole number from 1 to 1000000000',
        ],
        ['a quantity of 0', async () => ({ lines: [line({ quantity: 0 })] }), 'lines.0.quantity', 'Each quantity must be a whole number from 1 to 1000000000'],
        [
          'a negative unit cost',
          async () => ({ lines: [line({ unit_cost: -1 })] }),
          'lines.0.unit_cost',
          'Each unit_cost must be a whole number from 0 to 1000000000',
        ],
        ['no lines', async () => ({ lines: [] }), 'lines', 'A receipt needs 1 to 200 lines'],
        ['no supplier', async () => ({ supplier_id: undefined }), 'supplier_id', 'Please choose a supplier'],
      ])('%s', async (_, fields, field, message) => {
        const before = await quantityIn(a.id, w.id);
        const count = (await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_receipt`))[0].n;
        const res = await api('post', 'supplier/receipt', { supplier_id: enabled.id, warehouse_id: w.id, lines: [line()], ...(await fields()) }).expect(422);
        expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
        expect(await quantityIn(a.id, w.id)).toBe(before);
        expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_receipt`))[0].n).toBe(count);
      });
    });

    it('lists receipts newest first, filtered by supplier', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a] = await product(w.id, 0);
      const s = await supplier();
      const other = await supplier();
      const first = await api('post', 'supplier/receipt', {
        supplier_id: s.id,
        warehouse_id: w.id,
        lines: [{ stock_id: a.id, quantity: 1, unit_cost: 5 }],
      }).expect(201);
      const second = await api('post', 'supplier/receipt', {
        supplier_id: s.id,
        warehouse_id: w.id,
        lines: [{ stock_id: a.id, quantity: 2, unit_cost: 6 }],
      }).expect(201);
      await api('post', 'supplier/receipt', { supplier_id: other.id, warehouse_id: w.id, lines: [{ stock_id: a.id, quantity: 3, unit_cost: 7 }] }).expect(201);
      const list = await api('get', 'supplier/receipt')
        .query({ filter: JSON.stringify({ supplier_id: s.id }) })
        .expect(200);
      expect(list.headers['content-range']).toBe('supplier/receipt 0-1/2');
      const { lines: _lines, ...summary } = second.body;
      expect(list.body).toEqual([summary, expect.objectContaining({ id: first.body.id, quantity: 1 })]);
      const bad = await api('get', 'supplier/receipt')
        .query({ filter: JSON.stringify({ supplier_id: 'x' }) })
        .expect(422);
      expect(bad.body.messages).toEqual(['filter supplier_id must be an id']);
      expect((await api('get', `supplier/receipt/${MISSING_ID}`).expect(404)).body.messages).toEqual(['ID not exists']);
    });

    it('offers the enabled warehouses by name', async () => {
      const on = await createWarehouse(t.dataSource);
      const off = await createWarehouse(t.dataSource, { enabled: false });
      const res = await api('get', 'supplier/receipt/warehouse').expect(200);
      expect(res.body).toContainEqual({ id: on.id, name: on.name });
      expect(res.body.map((w: { id: number }) => w.id)).not.toContain(off.id);
    });

    it('has no route to change or delete a receipt', async () => {
      await api('put', 'supplier/receipt/1', { note: 'x' }).expect(404);
      await api('delete', 'supplier/receipt/1').expect(404);
    });

    it('refuses to delete a supplier with receipts', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a] = await product(w.id, 0);
      const s = await supplier();
      await api('post', 'supplier/receipt', { supplier_id: s.id, warehouse_id: w.id, lines: [{ stock_id: a.id, quantity: 1, unit_cost: 5 }] }).expect(201);
      const res = await api('delete', `supplier/${s.id}`).expect(409);
      expect(res.body.messages).toEqual([HAS_RECEIPTS]);
      expect(await t.dataSource.query(`SELECT id FROM supplier WHERE id = $1`, [s.id])).toEqual([{ id: s.id }]);
    });

    it('lands both of two receipts posted at once for the same stock (no lost update)', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a, b] = await product(null, 0, 2);
      const s = await supplier();
      const other = await supplier();
      // Neither stock has a row in the warehouse yet: both receipts make it, in opposite line orders.
      const results = await Promise.all([
        api('post', 'supplier/receipt', {
          supplier_id: s.id,
          warehouse_id: w.id,
          lines: [
            { stock_id: a.id, quantity: 3, unit_cost: 10 },
            { stock_id: b.id, quantity: 1, unit_cost: 10 },
          ],
        }),
        api('post', 'supplier/receipt', {
          supplier_id: other.id,
          warehouse_id: w.id,
          lines: [
            { stock_id: b.id, quantity: 2, unit_cost: 20 },
            { stock_id: a.id, quantity: 4, unit_cost: 20 },
          ],
        }),
        api('post', 'supplier/receipt', { supplier_id: s.id, warehouse_id: w.id, lines: [{ stock_id: a.id, quantity: 5, unit_cost: 30 }] }),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(await quantityIn(a.id, w.id)).toBe(12);
      expect(await quantityIn(b.id, w.id)).toBe(3);
      const moves = await t.dataSource.query(`SELECT count(*)::int AS n FROM inventory_history WHERE stock_id = ANY($1) AND type = 'plus'`, [[a.id, b.id]]);
      expect(moves).toEqual([{ n: 5 }]);
    });

    it('the cost of a stock is its latest receipt’s unit cost, else the lowest supplier cost price', async () => {
      const w = await createWarehouse(t.dataSource);
      const [a, b, c] = await product(null, 0, 3);
      await supplier({ stocks: [{ stock_id: b.id, cost_price: 90 }] });
      const s = await supplier({
        stocks: [
          { stock_id: a.id, cost_price: 50 },
          { stock_id: b.id, cost_price: 70 },
        ],
      });
      expect(await stockCosts(t.dataSource.manager, [a.id, b.id, c.id])).toEqual(
        new Map([
          [a.id, 50],
          [b.id, 70],
        ]),
      );
      const other = await supplier();
      await api('post', 'supplier/receipt', { supplier_id: s.id, warehouse_id: w.id, lines: [{ stock_id: b.id, quantity: 1, unit_cost: 95 }] }).expect(201);
      await api('post', 'supplier/receipt', { supplier_id: other.id, warehouse_id: w.id, lines: [{ stock_id: b.id, quantity: 1, unit_cost: 80 }] }).expect(201);
      expect((await stockCosts(t.dataSource.manager, [b.id])).get(b.id)).toBe(80);
    });
  });
});
