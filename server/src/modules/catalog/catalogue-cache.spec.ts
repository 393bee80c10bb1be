import type { AppConfig } from '../../config/env';
import { CatalogueCache } from './catalogue-cache';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(CatalogueCache.name, () => {
  const cacheFor = (catalogCacheMs: number) => new CatalogueCache({ catalogCacheMs } as AppConfig);

  it('serves an answer past half of CATALOG_CACHE_MS while one reload runs, and never one older than CATALOG_CACHE_MS', async () => {
    const answers = cacheFor(400).create<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await answers.get('k', load)).toBe(1);
    await tick(210);
    // Past half its time: the answer at once, reloaded behind it.
    expect(await answers.get('k', load)).toBe(1);
    await tick(0);
    expect(loads).toBe(2);
    expect(await answers.get('k', load)).toBe(2);
    // Unread for longer than the whole time: the reader waits for a fresh load.
    await tick(410);
    expect(await answers.get('k', load)).toBe(3);
  });

  it('keeps shared pieces four times as long and serves them stale until eight times', async () => {
    const shared = cacheFor(50).create<number>({ shared: true });
    let loads = 0;
    const load = async () => ++loads;
    await shared.get('k', load);
    await tick(100);
    expect(await shared.get('k', load)).toBe(1);
    expect(loads).toBe(1);
    await tick(150);
    // 250 ms: past four times (200), within eight times (400): stale, with a reload behind it.
    expect(await shared.get('k', load)).toBe(1);
    await tick(0);
    expect(loads).toBe(2);
  });

  it('empties every cache it made when the catalogue changes', async () => {
    const cache = cacheFor(10_000);
    const [a, b] = [cache.create<string>(), cache.create<string>({ shared: true })];
    await a.get('k', async () => 'old a');
    await b.get('k', async () => 'old b');
    cache.changed();
    expect(await a.get('k', async () => 'new a')).toBe('new a');
    expect(await b.get('k', async () => 'new b')).toBe('new b');
  });
});
