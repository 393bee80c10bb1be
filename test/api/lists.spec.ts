import request from 'supertest';
import { DEFAULT_EXACT_UP_TO, readList, type ListDefinition } from '../../server/src/database/list-statement';
import type { ListQuery } from '../../server/src/common/list-query';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({ sortField: 'id', sortOrder: 'ASC', offset: 0, limit: 5, filter: {}, ...fields });

/** Rows 1..n of a series, each with a text, a value that is null on every third, and a group of ten. */
const series = (n: number): ListDefinition => ({
  columns: `g AS id, 'row ' || g || CASE WHEN g = 7 THEN ' 100%' ELSE '' END AS label, CASE WHEN g % 3 = 0 THEN NULL ELSE g % 4 END AS value`,
  from: `generate_series(1, ${n}) g`,
  id: 'g',
  sorts: { id: 'g', value: { sql: 'CASE WHEN g % 3 = 0 THEN NULL ELSE g % 4 END', nullsLast: true }, group: 'g / 10' },
  search: [`'row ' || g || CASE WHEN g = 7 THEN ' 100%' ELSE '' END`],
  filters: { even: (param, value) => (value === true ? `g % 2 = ${param(0)}` : undefined), group: { column: 'g / 10', kind: 'integer' } },
});

describe('the one list reader (readList) and what the lists answer with it', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  it('counts exactly up to 10,000 matching rows, and past that gives the planner’s estimate, saying so', async () => {
    const small = await readList<{ id: number }>(t.dataSource.manager, series(40), query({ filter: { even: true } }));
    expect(small).toEqual({ rows: [2, 4, 6, 8, 10].map((id) => expect.objectContaining({ id })), total: 20, exact: true });

    const exactly = await readList(t.dataSource.manager, series(DEFAULT_EXACT_UP_TO), query());
    expect({ total: exactly.total, exact: exactly.exact }).toEqual({ total: 10_000, exact: true });

    const large = await readList<{ id: number }>(t.dataSource.manager, series(250_000), query({ offset: 100_000, limit: 3 }));
    expect(large.rows.map((row) => row.id)).toEqual([100_001, 100_002, 100_003]);
    expect(large.exact).toBe(false);
    // generate_series tells the planner its size: the estimate is the real count here.
    expect(large.total).toBe(250_000);
  });

  it('takes the search’s wildcards literally, puts rows without a value last both ways and breaks ties by id', async () => {
    const percent = await readList<{ id: number }>(t.dataSource.manager, series(40), query({ filter: { q: '0%' } }));
    expect(percent.rows.map((row) => row.id)).toEqual([7]);
    const underscore = await readList(t.dataSource.manager, series(40), query({ filter: { q: 'row_1' } }));
    expect(underscore.total).toBe(0);

    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const page = await readList<{ id: number; value: number | null }>(t.dataSource.manager, series(12), query({ sortField: 'value', sortOrder, limit: 12 }));
      expect(page.rows.slice(-4).map((row) => row.value)).toEqual([null, null, null, null]);
      expect(page.rows.slice(-4).map((row) => row.id)).toEqual(sortOrder === 'ASC' ? [3, 6, 9, 12] : [12, 9, 6, 3]);
    }
    const group = await readList<{ id: number }>(t.dataSource.manager, series(40), query({ sortField: 'group', sortOrder: 'DESC', limit: 3 }));
    expect(group.rows.map((row) => row.id)).toEqual([40, 39, 38]);
    // A filter of the wrong kind narrows nothing; ids narrow to themselves.
    expect((await readList(t.dataSource.manager, series(40), query({ filter: { group: 'x' } }))).total).toBe(40);
    expect((await readList(t.dataSource.manager, series(40), query({ filter: { group: 2 } }))).total).toBe(10);
    expect((await readList(t.dataSource.manager, series(40), query({ ids: [5, 50] }))).total).toBe(1);
  });

  describe('a list of more than 10,000 customers', () => {
    const tag = unique('bulk').toLowerCase();

    beforeAll(async () => {
      await t.dataSource.query(
        `INSERT INTO customer (email, password_hash, first_name, last_name, tags)
         SELECT $1 || '-' || g || '@bulk.example', 'x', 'Bulk', 'Shopper ' || g, ARRAY[$1] FROM generate_series(1, 10050) g`,
        [tag],
      );
      await t.dataSource.query('ANALYZE customer');
    });
    afterAll(() => t.dataSource.query(`DELETE FROM customer WHERE $1 = ANY(tags)`, [tag]));

    it('answers its first page with an estimated total (X-Total-Exact: false) and a narrower search exactly', async () => {
      const filter = (f: object) => JSON.stringify(f);
      const wide = await request(t.http)
        .get('/api/admin/user')
        .query({ filter: filter({ tag }), sort: '["last_name","ASC"]', range: '[0,24]' })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(wide.body).toHaveLength(25);
      expect(wide.headers['x-total-exact']).toBe('false');
      const total = Number(wide.headers['x-total-count']);
      expect(total).toBeGreaterThan(10_000);
      expect(wide.headers['content-range']).toBe(`user 0-24/${total}`);
      expect(wide.body.map((row: { last_name: string }) => row.last_name).slice(0, 3)).toEqual(['Shopper 1', 'Shopper 10', 'Shopper 100']);

      const narrow = await request(t.http)
        .get('/api/admin/user')
        .query({ filter: filter({ tag, q: `${tag}-1005@` }), range: '[0,24]' })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(narrow.headers['x-total-exact']).toBe('true');
      expect(narrow.headers['x-total-count']).toBe('1');
      expect(narrow.body.map((row: { email: string }) => row.email)).toEqual([`${tag}-1005@bulk.example`]);
    });
  });

  it('pages the product list by every sort without a filter (its ids read from one table) as with one, ties by id ascending, deep pages included', async () => {
    const name = unique('Tied');
    const stocks = [{ price: 1500, option_ids: [], inventories: [] }];
    const tied = [];
    for (const visibled of [true, false, true]) tied.push((await createProduct(t, admin, { name, visibled, stocks })).id as number);
    const get = async (sort: [string, string], range: [number, number], filter: object = {}) =>
      request(t.http)
        .get('/api/admin/product')
        .query({ sort: JSON.stringify(sort), range: JSON.stringify(range), filter: JSON.stringify(filter) })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
    const all = async (sort: [string, string], filter: object = {}) => {
      const rows: { id: number; visibled: boolean }[] = [];
      for (let from = 0; ; from += 500) {
        const page = (await get(sort, [from, from + 499], filter)).body;
        rows.push(...page);
        if (page.length < 500) return rows;
      }
    };
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    for (const field of ['name', 'sku', 'min_price', 'created_at', 'updated_at']) {
      for (const order of ['ASC', 'DESC']) {
        const sort: [string, string] = [field, order];
        const rows = await all(sort);
        const ids = rows.map((row) => row.id);
        expect({ sort, count: ids.length, distinct: new Set(ids).size }).toEqual({ sort, count: n, distinct: n });
        // A filter reads the ids through the whole FROM: the same order, less the rows it leaves out.
        expect(rows.filter((row) => row.visibled).map((row) => row.id)).toEqual((await all(sort, { visibled: true })).map((row) => row.id));
        if (field === 'name') {
          const at = ids.indexOf(tied[0]);
          expect(ids.slice(at, at + 3)).toEqual(tied);
        }
        for (const from of [1, Math.floor(n / 2), n - 2]) {
          const page = await get(sort, [from, from + 2]);
          expect(page.body.map((row: { id: number }) => row.id)).toEqual(ids.slice(from, from + 3));
          expect(page.headers['x-total-count']).toBe(String(n));
        }
      }
    }
  });

  it.each([
    ['product', '/api/admin/product'],
    ['order', '/api/admin/order'],
    ['user', '/api/admin/user'],
  ])('the %s list says its small total is exact', async (resource, path) => {
    const res = await request(t.http)
      .get(path)
      .query({ filter: JSON.stringify({ q: unique('nothing') }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect({ body: res.body, exact: res.headers['x-total-exact'], range: res.headers['content-range'] }).toEqual({
      body: [],
      exact: 'true',
      range: `${resource} 0-0/0`,
    });
  });
});
