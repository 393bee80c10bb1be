import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, superAdmin } from '../helpers/factories';

describe('inventory moves', () => {
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

  const post = (path: string, body: object, as = token) => request(t.http).post(`/api/admin/inventory/${path}`).set('Authorization', `Bearer ${as}`).send(body);

  /** A product with one stock (Red / M) holding `quantity` in warehouse A; warehouse B empty. */
  async function stocked(quantity: number) {
    const a = await createWarehouse(t.dataSource);
    const b = await createWarehouse(t.dataSource);
    const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }]);
    const size = await createOptionAttribute(t.dataSource, { en_us: 'Size' }, [{ en_us: 'M' }]);
    const product = await createProduct(t, token, {
      stocks: [{ price: 1000, option_ids: [colour.options[0], size.options[0]], inventories: [{ warehouse_id: a.id, quantity }] }],
    });
    const inventory = product.stocks[0].inventories[0];
    return { a, b, product, stock: product.stocks[0], inventory };
  }

  const quantities = async (stockId: number) =>
    Object.fromEntries(
      (await t.dataSource.query(`SELECT warehouse_id, quantity FROM inventory WHERE stock_id = $1`, [stockId])).map(
        (r: { warehouse_id: number; quantity: number }) => [r.warehouse_id, r.quantity],
      ),
    );

  it('plus adds and writes a history row naming the admin, sku and option', async () => {
    const { inventory, product, stock, a } = await stocked(5);
    const res = await post('plus', { inventory_id: inventory.id, quantity: 3, remark: 'delivery' }).expect(200);
    expect(res.body.inventories).toEqual([{ id: inventory.id, warehouse_id: a.id, quantity: 8, available_inventories: 8 }]);
    const histories = await request(t.http).get(`/api/admin/inventory/${inventory.id}/histories`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(histories.body[0]).toMatchObject({
      type: 'plus',
      change: 3,
      quantity_after: 8,
      remark: 'delivery',
      admin_name: adminName,
      sku: stock.sku,
      option: 'Red / M',
      warehouse: a.name,
    });
    expect(histories.body[1]).toMatchObject({ type: 'update', change: 5, remark: 'Initial quantity' });
    const byProduct = await request(t.http).get(`/api/admin/product/${product.id}/inventories/histories`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(byProduct.body).toHaveLength(2);
  });

  it('minus refuses more than the inventory holds, word for word, and changes nothing', async () => {
    const { inventory, stock, a } = await stocked(5);
    const res = await post('minus', { inventory_id: inventory.id, quantity: 6 }).expect(422);
    expect(res.body.messages).toEqual(['Quantity can not be large than inventory total quantity']);
    expect(await quantities(stock.id)).toEqual({ [a.id]: 5 });
    await post('minus', { inventory_id: inventory.id, quantity: 5 }).expect(200);
    expect(await quantities(stock.id)).toEqual({ [a.id]: 0 });
  });

  it.each([0, -1, 1.5, 'x'])('refuses quantity %p with "Quantity must be a positive integer"', async (quantity) => {
    const { inventory } = await stocked(5);
    for (const path of ['plus', 'minus', 'update']) {
      const res = await post(path, { inventory_id: inventory.id, quantity }).expect(422);
      expect(res.body.messages).toEqual(['Quantity must be a positive integer']);
    }
  });

  it('update sets the quantity', async () => {
    const { inventory, stock, a } = await stocked(5);
    await post('update', { inventory_id: inventory.id, quantity: 2, remark: 'count' }).expect(200);
    expect(await quantities(stock.id)).toEqual({ [a.id]: 2 });
  });

  it('transfer moves quantity to another warehouse, making its row', async () => {
    const { inventory, stock, a, b } = await stocked(5);
    const res = await post('transfer', {
      inventory_id: inventory.id,
      quantity: 2,
      remark: 'to shop',
      from: a.id,
      to: b.id,
      stock_id: stock.id,
      total_quantity: 5,
    }).expect(200);
    expect(res.body.inventories.map((i: { quantity: number }) => i.quantity).sort()).toEqual([2, 3]);
    expect(await quantities(stock.id)).toEqual({ [a.id]: 3, [b.id]: 2 });
    const rows = await t.dataSource.query(
      `SELECT warehouse_id, change, type FROM inventory_history WHERE stock_id = $1 AND type = 'transfer' ORDER BY change`,
      [stock.id],
    );
    expect(rows).toEqual([
      { warehouse_id: a.id, change: -2, type: 'transfer' },
      { warehouse_id: b.id, change: 2, type: 'transfer' },
    ]);
  });

  it('transfer needs a destination other than the source', async () => {
    const { inventory, a } = await stocked(5);
    for (const body of [{}, { to: a.id }, { to: 2147483647 }]) {
      const res = await post('transfer', { inventory_id: inventory.id, quantity: 1, ...body }).expect(422);
      expect(res.body.messages).toEqual(['Please select the transfer destination of the inventory']);
    }
  });

  it('transfer refuses more than the inventory holds', async () => {
    const { inventory, b } = await stocked(1);
    const res = await post('transfer', { inventory_id: inventory.id, quantity: 2, to: b.id }).expect(422);
    expect(res.body.messages).toEqual(['Quantity can not be large than inventory total quantity']);
  });

  it('answers 404 for an unknown inventory, and 403 without product.edit', async () => {
    const res = await post('plus', { inventory_id: 2147483000, quantity: 1 }).expect(404);
    expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    const { inventory } = await stocked(1);
    const reader = await adminWith(t, ['product.list']);
    await post('plus', { inventory_id: inventory.id, quantity: 1 }, reader.token).expect(403);
  });

  it('history rows cannot be changed or deleted, even by SQL', async () => {
    const { inventory } = await stocked(1);
    await expect(t.dataSource.query(`UPDATE inventory_history SET change = 100 WHERE inventory_id = $1`, [inventory.id])).rejects.toThrow(/cannot be changed/);
    await expect(t.dataSource.query(`DELETE FROM inventory_history WHERE inventory_id = $1`, [inventory.id])).rejects.toThrow(/cannot be changed/);
  });

  it('50 concurrent minus and transfer moves never drive a quantity below zero, and the history adds up', async () => {
    const { inventory, stock, a, b } = await stocked(30);
    const moves = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? post('minus', { inventory_id: inventory.id, quantity: 1 + (i % 3) })
        : post('transfer', { inventory_id: inventory.id, quantity: 1 + (i % 3), to: b.id }),
    );
    const results = await Promise.all(moves);
    expect(
      results.every((r) => r.status === 200 || (r.status === 422 && r.body.messages[0] === 'Quantity can not be large than inventory total quantity')),
    ).toBe(true);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(5);
    const after = await quantities(stock.id);
    expect(after[a.id]).toBeGreaterThanOrEqual(0);
    expect(after[b.id]).toBeGreaterThanOrEqual(0);
    const sums: { warehouse_id: number; total: number }[] = await t.dataSource.query(
      `SELECT warehouse_id, sum(change)::int AS total FROM inventory_history WHERE stock_id = $1 GROUP BY warehouse_id`,
      [stock.id],
    );
    for (const { warehouse_id, total } of sums) expect(after[warehouse_id]).toBe(total);
    // Every quantity_after follows from the one before: the history of A is a clean chain.
    const chain: { change: number; quantity_after: number }[] = await t.dataSource.query(
      `SELECT change, quantity_after FROM inventory_history WHERE inventory_id = $1 ORDER BY id`,
      [inventory.id],
    );
    let running = 0;
    for (const row of chain) {
      running += row.change;
      expect(row.quantity_after).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });
});
