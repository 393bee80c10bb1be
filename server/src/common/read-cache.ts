export interface ReadCacheOptions {
  /** At most this many keys (the oldest go first). */
  max?: number;
  /**
   * Past its time an answer is still served, for as long again, while one reload runs behind it:
   * readers never wait for a reload of a key in use, and keys expiring together do not stall the
   * requests that need them.
   */
  serveStale?: boolean;
  /** The clock, in milliseconds (Date.now; specs pass their own, so ages do not depend on timers). */
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
  /** The loaded value, once settled. */
  loaded?: V;
  reloading: boolean;
}

/**
 * A small in-process cache of loads by key, each kept `ttl()` milliseconds (0 turns it off), some
 * a little less so that keys loaded at one moment are not all loaded again at one moment.
 * Concurrent requests for one key share one load; a failed load is not kept.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly max: number;
  private readonly serveStale: boolean;
  private readonly now: () => number;

  constructor(
    private readonly ttl: () => number,
    options: ReadCacheOptions = {},
  ) {
    this.max = options.max ?? 10_000;
    this.serveStale = options.serveStale ?? false;
    this.now = options.now ?? Date.now;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const ttl = this.ttl();
    if (ttl <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < ttl) return hit.value;
      if (this.serveStale && hit.settled && age < 2 * ttl) {
        if (!hit.reloading) this.reload(key, hit, load);
        return hit.value;
      }
    }
    return this.store(key, load(), now);
  }

  /**
   * Many keys at once: those held and fresh are served as kept (a load still running is shared);
   * the others, stale ones too, are loaded together by one call of `loadMissing`, and each is kept
   * with what it answered for it: undefined for a key it left out, kept as such (nothing to show).
   */
  async getMany(keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V | undefined>> {
    const ttl = this.ttl();
    if (ttl <= 0) return loadMissing(keys);
    const now = this.now();
    const found = new Map<string, V | undefined>();
    const waiting = new Map<string, Promise<V | undefined>>();
    const missing = new Set<string>();
    for (const key of keys) {
      if (found.has(key) || waiting.has(key) || missing.has(key)) continue;
      const hit = this.entries.get(key);
      if (!hit || now - hit.at >= ttl) missing.add(key);
      else if (hit.settled) found.set(key, hit.loaded);
      else waiting.set(key, hit.value);
    }
    if (missing.size > 0) {
      const loaded = loadMissing([...missing]);
      for (const key of missing)
        waiting.set(
          key,
          this.store(
            key,
            loaded.then((values) => values.get(key) as V),
            now,
          ),
        );
    }
    if (waiting.size > 0) {
      const values = await Promise.all(waiting.values());
      let i = 0;
      for (const key of waiting.keys()) found.set(key, values[i++]);
    }
    return found;
  }

  /** Keeps what was read elsewhere (with the statement that found the keys), as a load would. */
  set(key: string, value: V): void {
    if (this.ttl() > 0) void this.store(key, Promise.resolve(value), this.now());
  }

  /** Whether `get` would answer this key without loading it (fresh, or stale while it may be served). */
  holds(key: string): boolean {
    const ttl = this.ttl();
    const hit = ttl > 0 ? this.entries.get(key) : undefined;
    if (!hit) return false;
    const age = this.now() - hit.at;
    return age < ttl || (this.serveStale && hit.settled && age < 2 * ttl);
  }

  /** How many keys are held (expired ones are dropped as new ones come). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Drops the keys `test` picks. It sees the loaded value when the load has finished; a load still
   * running is dropped whatever it would hold (it may have read what just changed).
   */
  evict(test: (key: string, value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (!entry.settled || test(key, entry.loaded as V)) this.entries.delete(key);
  }

  private store(key: string, value: Promise<V>, at: number): Promise<V> {
    // Entries loaded together do not all expire together: each one's time is shortened by up to a quarter.
    const entry: Entry<V> = { at: at - Math.random() * this.ttl() * 0.25, value, settled: false, reloading: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    this.sweep(at);
    value.then(
      (loaded) => {
        entry.loaded = loaded;
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops the oldest entries once nothing would serve them any more (the map is in storing order). */
  private sweep(now: number): void {
    const useless = (this.serveStale ? 2 : 1) * this.ttl();
    for (const [key, entry] of this.entries) {
      if (now - entry.at < useless || !entry.settled) break;
      this.entries.delete(key);
    }
  }

  /** Loads again behind a stale entry; the entry is replaced once the load succeeds (and kept if it fails). */
  private reload(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.reloading = true;
    const started = this.now();
    void load().then(
      (value) => {
        if (this.entries.get(key) === stale) void this.store(key, Promise.resolve(value), started);
      },
      () => (stale.reloading = false),
    );
  }
}
