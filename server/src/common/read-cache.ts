/**
 * A small in-process cache of loads by key, each kept `ttl()` milliseconds (0 turns it off), at most
 * `max` keys (the oldest go first). Concurrent requests for one key share one load; a failed load
 * is not kept.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttl: () => number,
    private readonly max = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const ttl = this.ttl();
    if (ttl <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttl) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
