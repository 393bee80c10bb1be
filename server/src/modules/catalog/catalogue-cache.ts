import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable, tap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ReadCache } from '../../common/read-cache';

/**
 * Storefront catalogue answers (menus, product pages, listings, searches) kept for CATALOG_CACHE_MS,
 * so hot pages do not run their SQL on every request. Any successful back-office write in this process
 * empties them at once; other processes see the change within the cache time. Stock shown may lag
 * by that long; the cart and checkout always read the live inventory.
 */
@Injectable()
export class CatalogueCache {
  private readonly caches: ReadCache<unknown>[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A cache of catalogue reads. `shared` is for the few, costly pieces many answers are built from
   * (menu tree, a listing's order, filters, titles): kept four times as long and served stale while
   * one reload runs, so their reloads are rare and nobody waits for them.
   */
  create<V>(options: { max?: number; shared?: boolean } = {}): ReadCache<V> {
    const factor = options.shared ? 4 : 1;
    const cache = new ReadCache<V>(() => this.config.catalogCacheMs * factor, { max: options.max, serveStale: options.shared });
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
