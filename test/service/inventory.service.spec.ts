import { DataSource } from 'typeorm';
import { EventBus } from '../../server/src/events/event-bus';
import { InventoryService } from '../../server/src/modules/inventory/inventory.service';
import { inventoryMessages } from '../../server/src/modules/inventory/inventory.messages';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin } from '../helpers/factories';

/** The one door to stock, called as reservations, orders and the product form call it: in the caller's transaction. */
describe(InventoryService.name, () => {
  let t: TestApp;
  let ds: DataSource;
  let inventory: InventoryService;
  let token: string;
  const actor = { id: 0, name: 'Service spec' };
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.dataSource;
    inventory = t.app.get(InventoryService);
    const s = await superAdmin(t);
    token = s.token;
    actor.id = s.admin.id;
  });
  afterAll(() => t.close());

  /** A product with one stock holding `quantity` in a new warehouse, `reserved` of it reserved by orders. */
  async function row(quantity: number, reserved = 0) {
    const warehouse = await createWarehouse(ds);
    const product = await createProduct(t, token, { stocks: [{ price: 100, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity }] }] });
    const id: number = product.stocks[0].inventories[0].id;
    if (reserved) await ds.query(`UPDATE inventory SET reserved = $2 WHERE id = $1`, [id, reserved]);
    return { id, stockId: product.stocks[0].id as number, productId: product.id as number, warehouse };
  }
  const quantityOf = async (id: number) => (await ds.query(`SELECT quantity FROM inventory WHERE id = $1`, [id]))[0]?.quantity as number | undefined;
  const historyOf = async (id: number) =>
    ds.query<{ type: string; change: number; quantity_after: number; remark: string; admin_name: string }[]>(
      `SELECT type, change, quantity_after, remark, admin_name FROM inventory_history WHERE inventory_id = $1 ORDER BY id`,
      [id],
    );

  describe('adjust', () => {
    it('applies the moves in order and records each with who made it', async () => {
      const r = await row(5);
      await ds.transaction((m) =>
        inventory.adjust(m, actor, [
          { inventoryId: r.id, add: 3, type: 'plus', remark: 'delivery' },
          { inventoryId: r.id, take: 2, type: 'minus', remark: 'damaged' },
          { inventoryId: r.id, set: 10, type: 'update', remark: 'counted' },
        ]),
      );
      expect(await quantityOf(r.id)).toBe(10);
      expect((await historyOf(r.id)).slice(1)).toEqual([
        { type: 'plus', change: 3, quantity_after: 8, remark: 'delivery', admin_name: 'Service spec' },
        { type: 'minus', change: -2, quantity_after: 6, remark: 'damaged', admin_name: 'Service spec' },
        { type: 'update', change: 4, quantity_after: 10, remark: 'counted', admin_name: 'Service spec' },
      ]);
    });

    it('never takes what orders reserved, and changes nothing when one move is refused', async () => {
      const r = await row(5, 3);
      const before = await historyOf(r.id);
      await expect(
        ds.transaction((m) =>
          inventory.adjust(m, actor, [
            { inventoryId: r.id, add: 1, type: 'plus', remark: '' },
            { inventoryId: r.id, take: 4, type: 'minus', remark: '' },
          ]),
        ),
      ).rejects.toMatchObject({ messages: [inventoryMessages.over_total] });
      expect(await quantityOf(r.id)).toBe(5);
      expect(await historyOf(r.id)).toEqual(before);
    });

    it('never sets a quantity below what is reserved, and says how much is', async () => {
      const r = await row(5, 3);
      await expect(ds.transaction((m) => inventory.adjust(m, actor, [{ inventoryId: r.id, set: 2, type: 'update', remark: '' }]))).rejects.toMatchObject({
        messages: [inventoryMessages.below_reserved({ reserved: 3 })],
      });
      expect(await quantityOf(r.id)).toBe(5);
    });

    it('sells the last items once under 20 concurrent takes', async () => {
      const r = await row(10);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => ds.transaction((m) => inventory.adjust(m, actor, [{ inventoryId: r.id, take: 1, type: 'minus', remark: 'sale' }]))),
      );
      expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(10);
      expect(await quantityOf(r.id)).toBe(0);
      const sales = (await historyOf(r.id)).filter((h) => h.remark === 'sale');
      expect(sales.map((h) => h.quantity_after).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('tells subscribers which products changed, once committed', async () => {
      const r = await row(5);
      const heard: number[][] = [];
      t.app.get(EventBus).on('inventory.changed', (change) => void heard.push(change.productIds));
      await ds.transaction(async (m) => {
        await inventory.adjust(m, actor, [{ inventoryId: r.id, add: 1, type: 'plus', remark: '' }]);
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([[r.productId]]);
    });
  });

  describe('rows', () => {
    it('opens a row per missing warehouse and keeps the ones there', async () => {
      const r = await row(2);
      const other = await createWarehouse(ds);
      const opened = await ds.transaction((m) => inventory.openRows(m, r.stockId, [r.warehouse.id, other.id]));
      expect(opened.get(r.warehouse.id)).toBe(r.id);
      expect(await quantityOf(opened.get(other.id)!)).toBe(0);
      expect(await quantityOf(r.id)).toBe(2);
    });

    it('closes only rows that hold nothing', async () => {
      const r = await row(2);
      await expect(ds.transaction((m) => inventory.closeRows(m, [r.id]))).rejects.toMatchObject({
        messages: [{ code: 'inventory.row_holds_stock', text: `The inventory in ${r.warehouse.name} still holds 2: move it out before removing the row` }],
      });
      await ds.transaction((m) => inventory.adjust(m, actor, [{ inventoryId: r.id, take: 2, type: 'minus', remark: '' }]));
      await ds.transaction((m) => inventory.closeRows(m, [r.id]));
      expect(await quantityOf(r.id)).toBeUndefined();
    });

    it('writes off what a stock held before it goes, and refuses a stock with reserved inventory', async () => {
      const r = await row(4);
      await ds.transaction((m) => inventory.writeOff(m, actor, [r.stockId], 'Stock removed'));
      expect(await quantityOf(r.id)).toBe(0);
      expect((await historyOf(r.id)).at(-1)).toMatchObject({ type: 'update', change: -4, quantity_after: 0, remark: 'Stock removed' });
      const held = await row(4, 1);
      await expect(ds.transaction((m) => inventory.writeOff(m, actor, [held.stockId], 'Stock removed'))).rejects.toMatchObject({
        messages: [inventoryMessages.stock_reserved],
      });
      expect(await quantityOf(held.id)).toBe(4);
    });
  });
});
