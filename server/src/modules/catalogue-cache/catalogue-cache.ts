import { Inject, Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ReadCache } from '../../common/read-cache';
import { EventBus } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';

/** Changes a cache may drop only some keys for; every other catalogue change empties it. */
type Targeted = 'product.changed' | 'inventory.changed';

/**
 * What a change drops from one cache: everything (`'all'`), the keys a test picks (it sees the
 * loaded value), or nothing (left out). Menus, brands, attributes, warehouses and settings
 * changing empty every cache.
 */
export type Eviction<V> = { [E in Targeted]?: 'all' | ((key: string, value: V, change: AppEvents[E]) => boolean) };

interface Entry {
  cache: ReadCache<unknown>;
  evict: Eviction<unknown>;
}

/**
 * Storefront catalogue reads (menus, product pages, listing orders and cards, filters) kept so hot
 * pages do not run their SQL on every request. An answer is fresh for half of CATALOG_CACHE_MS; past
 * that it is still served, until CATALOG_CACHE_MS, while one reload runs behind it, so a shopper
 * never waits for the reload of a page in use and never sees an answer older than CATALOG_CACHE_MS
 * (plus that reload's own time). Committed changes (the events of events/events.ts) drop what they
 * touched at once, in this process and, through Redis, in every other; while Redis is away other
 * processes see a change within those times. Stock shown may lag by that long there; the cart and
 * checkout always read the live inventory.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit {
  private readonly entries: Entry[] = [];
  /** The clock its caches read (specs move their own, so ages do not depend on timers). */
  clock: () => number = Date.now;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly events?: EventBus,
  ) {}

  onModuleInit(): void {
    const events = this.events;
    if (!events) return;
    events.on('product.changed', (change) => this.changed('product.changed', change));
    events.on('inventory.changed', (change) => this.changed('inventory.changed', change));
    events.on('catalogue.structure.changed', () => this.clear());
    events.on('settings.changed', () => this.clear());
  }

  /**
   * A cache of catalogue reads. `shared` is for the few, costly pieces many answers are built from
   * (menu tree, a listing's order, filters): fresh for four times CATALOG_CACHE_MS and served until
   * eight times, so their reloads are rare. `structure` is for what is read from the shop's own
   * structure alone (the titles of brands, options and categories): fresh for SETTINGS_CACHE_MS, as
   * the settings and the selling warehouses are, whatever CATALOG_CACHE_MS says (served for as long
   * again while reloaded), and emptied like every cache here by the structure and settings changes. `evict` says what product and
   * inventory changes drop.
   */
  create<V>(options: { max?: number; shared?: boolean; structure?: boolean; evict?: Eviction<V> } = {}): ReadCache<V> {
    const factor = options.shared ? 4 : 0.5;
    const ttl = options.structure ? () => this.config.cache.settingsMs : () => this.config.cache.catalogMs * factor;
    const cache = new ReadCache<V>(ttl, { max: options.max, serveStale: true, now: () => this.clock() });
    this.entries.push({ cache: cache, evict: (options.evict ?? {}) as Eviction<unknown> });
    return cache;
  }

  /** Whether catalogue answers are kept at all (CATALOG_CACHE_MS above 0). */
  get keeps(): boolean {
    return this.config.cache.catalogMs > 0;
  }

  /** Drops what a product or inventory change touched, cache by cache. */
  changed<E extends Targeted>(name: E, change: AppEvents[E]): void {
    for (const { cache, evict } of this.entries) {
      const rule = evict[name];
      if (rule === 'all') cache.clear();
      else if (rule) cache.evict((key, value) => rule(key, value, change));
    }
  }

  /** Empties every cache. */
  clear(): void {
    for (const { cache } of this.entries) cache.clear();
  }
}
