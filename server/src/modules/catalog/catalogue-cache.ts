import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable, tap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ReadCache } from '../../common/read-cache';

/**
 * Storefront catalogue reads (menus, product pages, listing orders and cards, filters) kept so hot
 * pages do not run their SQL on every request. An answer is fresh for half of CATALOG_CACHE_MS; past
 * that it is still served, until CATALOG_CACHE_MS, while one reload runs behind it, so a shopper
 * never waits for the reload of a page in use and never sees an answer older than CATALOG_CACHE_MS
 * (plus that reload's own time). Any successful back-office write in this process empties them at
 * once; other processes see the change within that time. Stock shown may lag by that long; the cart
 * and checkout always read the live inventory.
 */
@Injectable()
export class CatalogueCache {
  private readonly caches: ReadCache<unknown>[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A cache of catalogue reads. `shared` is for the few, costly pieces many answers are built from
   * (menu tree, a listing's order, filters, titles): fresh for four times CATALOG_CACHE_MS and served
   * until eight times, so their reloads are rare.
   */
  create<V>(options: { max?: number; shared?: boolean } = {}): ReadCache<V> {
    const factor = options.shared ? 4 : 0.5;
    const cache = new ReadCache<V>(() => this.config.catalogCacheMs * factor, { max: options.max, serveStale: true });
    this.caches.push(cache as ReadCache<unknown>);
    return cache;
  }

  changed(): void {
    for (const cache of this.caches) cache.clear();
  }
}

/** Empties the catalogue caches after every successful write under /api/admin. */
@Injectable()
export class AdminWriteInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogueCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.method === 'GET' || !request.path.startsWith('/api/admin/')) return next.handle();
    return next.handle().pipe(tap(() => this.cache.changed()));
  }
}
