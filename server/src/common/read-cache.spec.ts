import { ReadCache } from './read-cache';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clock the spec moves by hand: ages never depend on how busy the machine is. */
function clock() {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => void (time += ms) };
}

describe(ReadCache.name, () => {
  it('shares one load among concurrent readers and keeps it for its time', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(() => 1000);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads every time when its time is 0', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(() => 0);
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<number>(() => 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await tick(0);
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('drops the oldest key beyond its size', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(() => 1000, { max: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(4);
    expect(await cache.get('c', async () => ++loads)).toBe(3);
  });

  it('waits for a new load after its time when it does not serve stale answers', async () => {
    const time = clock();
    let loads = 0;
    const cache = new ReadCache<number>(() => 40, { now: time.now });
    await cache.get('k', async () => ++loads);
    time.pass(60);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('serves a stale answer while one reload runs, then the reloaded one', async () => {
    const time = clock();
    let loads = 0;
    let release!: () => void;
    const cache = new ReadCache<number>(() => 40, { serveStale: true, now: time.now });
    await cache.get('k', async () => ++loads);
    time.pass(50);
    const slow = () =>
      new Promise<number>((resolve) => {
        release = () => resolve(++loads);
      });
    // Past its time: the old answer at once, and a single reload behind it.
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    release();
    await tick(0);
    expect(loads).toBe(2);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('keeps a stale answer when its reload fails, and waits for a load once twice its time has passed', async () => {
    const time = clock();
    const cache = new ReadCache<number>(() => 40, { serveStale: true, now: time.now });
    await cache.get('k', async () => 1);
    time.pass(50);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1);
    time.pass(60);
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('drops keys nothing would serve any more as new ones come', async () => {
    const time = clock();
    const cache = new ReadCache<number>(() => 30, { now: time.now });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    time.pass(40);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(1);
  });

  it('forgets everything on clear, also a reload still running', async () => {
    const time = clock();
    let release!: () => void;
    const cache = new ReadCache<number>(() => 40, { serveStale: true, now: time.now });
    await cache.get('k', async () => 1);
    time.pass(50);
    expect(await cache.get('k', () => new Promise<number>((resolve) => (release = () => resolve(2))))).toBe(1);
    cache.clear();
    release();
    await tick(0);
    expect(await cache.get('k', async () => 5)).toBe(5);
  });

  it('evicts the keys a test picks by key or loaded value, and any load still running', async () => {
    const cache = new ReadCache<{ id: number }>(() => 1000);
    await cache.get('a', async () => ({ id: 1 }));
    await cache.get('b', async () => ({ id: 2 }));
    await cache.get('c', async () => ({ id: 3 }));
    let release!: () => void;
    const running = cache.get('d', () => new Promise((resolve) => (release = () => resolve({ id: 4 }))));
    cache.evict((key, value) => key === 'a' || value.id === 3);
    release();
    await running;
    const reload = async () => ({ id: 0 });
    expect((await cache.get('a', reload)).id).toBe(0);
    expect((await cache.get('b', reload)).id).toBe(2);
    expect((await cache.get('c', reload)).id).toBe(0);
    expect((await cache.get('d', reload)).id).toBe(0);
  });

  it('loads the keys it lacks together, keeps what the load left out as undefined, and shares a running load', async () => {
    const time = clock();
    const asked: string[][] = [];
    const cache = new ReadCache<string>(() => 1000, { now: time.now });
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    };
    await cache.get('a', async () => 'kept a');
    const [first, second] = await Promise.all([cache.getMany(['a', 'b', 'gone', 'b'], load), cache.getMany(['b', 'c'], load)]);
    expect([...first]).toEqual([
      ['a', 'kept a'],
      ['b', 'B'],
      ['gone', undefined],
    ]);
    expect([...second]).toEqual([
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(asked).toEqual([['b', 'gone'], ['c']]);
    expect(await cache.get('gone', async () => 'loaded')).toBeUndefined();
    // Past its time a key is loaded again, with the others the load lacks.
    time.pass(1001);
    await cache.getMany(['a', 'c'], load);
    expect(asked.at(-1)).toEqual(['a', 'c']);
  });

  it('loads every key each time when its time is 0, and keeps nothing set', async () => {
    const cache = new ReadCache<string>(() => 0);
    const asked: string[][] = [];
    const load = async (missing: string[]) => (asked.push(missing), new Map(missing.map((key) => [key, key])));
    cache.set('a', 'set');
    await cache.getMany(['a', 'b'], load);
    await cache.getMany(['a', 'b'], load);
    expect(asked).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(cache.holds('a')).toBe(false);
  });

  it('keeps a value set from elsewhere, and says which keys it would answer without a load', async () => {
    const time = clock();
    const cache = new ReadCache<string>(() => 1000, { now: time.now, serveStale: true });
    expect(cache.holds('k')).toBe(false);
    cache.set('k', 'set');
    expect(cache.holds('k')).toBe(true);
    expect(await cache.get('k', async () => 'loaded')).toBe('set');
    time.pass(1500);
    expect(cache.holds('k')).toBe(true); // stale, still served while it reloads
    time.pass(1000);
    expect(cache.holds('k')).toBe(false);
  });
});
