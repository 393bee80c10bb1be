import { DataSource } from 'typeorm';
import { EventBus } from '../../server/src/events/event-bus';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { unique } from '../helpers/factories';

/** The event bus on the real database and Redis: what subscribers hear, and when. */
describe(EventBus.name, () => {
  let t: TestApp;
  let bus: EventBus;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    bus = t.app.get(EventBus);
    ds = t.dataSource;
  });
  afterAll(() => t.close());

  /** A warehouse row made in `manager`, and whether another connection sees it yet. */
  const makeWarehouse = async (manager: { query: DataSource['query'] }, name: string) => manager.query(`INSERT INTO warehouse (name) VALUES ($1)`, [name]);
  const committed = async (name: string) => (await ds.query(`SELECT 1 FROM warehouse WHERE name = $1`, [name])).length > 0;

  /** Records what the bus delivers for warehouse changes, with whether the named row was committed by then. */
  function listen(name: string) {
    const heard: { committed: boolean }[] = [];
    bus.on('catalogue.structure.changed', async (change) => {
      if (change.what === 'warehouse' && (await committed(name))) heard.push({ committed: true });
      else if (change.what === 'warehouse') heard.push({ committed: false });
    });
    return heard;
  }

  describe('publish', () => {
    it('delivers once the transaction has committed, never before', async () => {
      const name = unique('committed');
      const heard = listen(name);
      let heardInside = -1;
      await ds.transaction(async (manager) => {
        await makeWarehouse(manager, name);
        await bus.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
        heardInside = heard.length;
      });
      expect(heardInside).toBe(0);
      expect(heard.filter((h) => h.committed)).toHaveLength(1);
      expect(heard.some((h) => !h.committed)).toBe(false);
    });

    it('never delivers what a rolled back transaction published, and undoes what in-transaction handlers wrote', async () => {
      const name = unique('rolled');
      const written = unique('written');
      const heard = listen(name);
      bus.inTransaction('product.changed', async (manager, change) => {
        if (change.urls.includes(written)) await makeWarehouse(manager, written);
      });
      await expect(
        ds.transaction(async (manager) => {
          await makeWarehouse(manager, name);
          await bus.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
          await bus.publish(manager, 'product.changed', { ids: [], urls: [written] });
          expect(await manager.query(`SELECT 1 FROM warehouse WHERE name = $1`, [written])).toHaveLength(1);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(heard).toHaveLength(0);
      expect(await committed(name)).toBe(false);
      expect(await committed(written)).toBe(false);
    });

    it('drops what was published inside a savepoint rolled back to, and keeps the rest', async () => {
      const kept = unique('kept');
      const undone = unique('undone');
      const heardKept = listen(kept);
      const urls: string[] = [];
      bus.on('product.changed', (change) => void urls.push(...change.urls));
      await ds.transaction(async (manager) => {
        await bus.publish(manager, 'product.changed', { ids: [], urls: [kept] });
        await makeWarehouse(manager, kept);
        await expect(
          manager.transaction(async (inner) => {
            await bus.publish(inner, 'product.changed', { ids: [], urls: [undone] });
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
        await bus.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      });
      expect(urls).toContain(kept);
      expect(urls).not.toContain(undone);
      expect(heardKept).toEqual([{ committed: true }]);
    });

    it('delivers at once outside a transaction', async () => {
      const urls: string[] = [];
      bus.on('product.changed', (change) => void urls.push(...change.urls));
      const url = unique('now');
      await bus.publish(ds.manager, 'product.changed', { ids: [], urls: [url] });
      expect(urls).toEqual([url]);
    });

    it('keeps the write when a handler after commit fails', async () => {
      const name = unique('survives');
      bus.on('catalogue.structure.changed', () => {
        throw new Error('handler broke');
      });
      await ds.transaction(async (manager) => {
        await makeWarehouse(manager, name);
        await bus.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      });
      expect(await committed(name)).toBe(true);
    });
  });

  describe('across processes', () => {
    it('delivers broadcast events to another process on the same Redis, not back to the one that published', async () => {
      const prefix = `events-${unique('p')}`;
      const [a, b] = [await startTestApp({ QUEUE_PREFIX: prefix }), await startTestApp({ QUEUE_PREFIX: prefix })];
      try {
        const [busA, busB] = [a.app.get(EventBus), b.app.get(EventBus)];
        const heardA: string[] = [];
        const heardB: string[] = [];
        busA.on('product.changed', (change) => void heardA.push(...change.urls));
        busB.on('product.changed', (change) => void heardB.push(...change.urls));
        // The subscriptions are made as the apps start; wait until B hears a first message.
        await eventually(
          async () => {
            await busA.publish(a.dataSource.manager, 'product.changed', { ids: [], urls: ['ping'] });
            return heardB.includes('ping');
          },
          5000,
          'the second process to hear the first',
        );
        const url = unique('broadcast');
        await a.dataSource.transaction((manager) => busA.publish(manager, 'product.changed', { ids: [], urls: [url] }));
        await eventually(async () => heardB.includes(url), 1000, 'the broadcast to reach the other process');
        expect(heardA.filter((u) => u === url)).toHaveLength(1);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  });
});
