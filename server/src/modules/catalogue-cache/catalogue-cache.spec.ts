import type { AppConfig } from '../../config/env';
import { CatalogueCache } from './catalogue-cache';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(CatalogueCache.name, () => {
  let time = 1_000_000;
  const pass = (ms: number) => void (time += ms);
  const cacheFor = (catalogCacheMs: number) => {
    const cache = new CatalogueCache({ cache: { catalogMs: catalogCacheMs } } as AppConfig);
    cache.clock = () => time;
    return cache;
  };

  it('serves an answer past half of CATALOG_CACHE_MS while one reload runs, and never one older than CATALOG_CACHE_MS', async () => {
    const answers = cacheFor(400).create<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await answers.get('k', load)).toBe(1);
    pass(210);
    // Past half its time: the answer at once, reloaded behind it.
    expect(await answers.get('k', load)).toBe(1);
    await tick(0);
    expect(loads).toBe(2);
    expect(await answers.get('k', load)).toBe(2);
    // Unread for longer than the whole time: the reader waits for a fresh load.
    pass(410);
    expect(await answers.get('k', load)).toBe(3);
  });

  it('keeps shared pieces four times as long and serves them stale until eight times', async () => {
    const shared = cacheFor(50).create<number>({ shared: true });
    let loads = 0;
    const load = async () => ++loads;
    await shared.get('k', load);
    pass(100);
    expect(await shared.get('k', load)).toBe(1);
    expect(loads).toBe(1);
    pass(150);
    // 250 ms: past four times (200), within eight times (400): stale, with a reload behind it.
    expect(await shared.get('k', load)).toBe(1);
    await tick(0);
    expect(loads).toBe(2);
  });

  it('empties every cache it made on clear (menus, brands, attributes, warehouses, settings changed)', async () => {
    const cache = cacheFor(10_000);
    const [a, b] = [cache.create<string>(), cache.create<string>({ shared: true })];
    await a.get('k', async () => 'old a');
    await b.get('k', async () => 'old b');
    cache.clear();
    expect(await a.get('k', async () => 'new a')).toBe('new a');
    expect(await b.get('k', async () => 'new b')).toBe('new b');
  });

  it('drops on a product or inventory change what each cache says, and leaves the rest', async () => {
    const cache = cacheFor(10_000);
    const pages = cache.create<{ id: number }>({
      evict: {
        'product.changed': (key, _v, change) => change.urls.includes(key),
        'inventory.changed': (_k, value, change) => change.productIds.includes(value.id),
      },
    });
    const orders = cache.create<string>({ shared: true, evict: { 'product.changed': 'all' } });
    const titles = cache.create<string>({ shared: true });
    await pages.get('tea', async () => ({ id: 1 }));
    await pages.get('cup', async () => ({ id: 2 }));
    await orders.get('k', async () => 'old order');
    await titles.get('k', async () => 'old title');

    cache.changed('inventory.changed', { productIds: [2] });
    expect(await pages.get('tea', async () => ({ id: -1 }))).toEqual({ id: 1 });
    expect(await pages.get('cup', async () => ({ id: 20 }))).toEqual({ id: 20 });
    expect(await orders.get('k', async () => 'new order')).toBe('old order');

    cache.changed('product.changed', { ids: [1], urls: ['tea'] });
    expect(await pages.get('tea', async () => ({ id: 10 }))).toEqual({ id: 10 });
    expect(await pages.get('cup', async () => ({ id: -1 }))).toEqual({ id: 20 });
    expect(await orders.get('k', async () => 'new order')).toBe('new order');
    expect(await titles.get('k', async () => 'new title')).toBe('old title');
  });
});
