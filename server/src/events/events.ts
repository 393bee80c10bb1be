/**
 * The events the shop publishes when something changed, with their payloads: one typed map beside
 * the job registry (queue/jobs.ts). Payloads carry ids, never entities. Publish them through
 * EventBus.publish with the writing transaction's manager: subscribers hear of a change only once it
 * is committed (and never of one rolled back).
 */
export interface AppEvents {
  /**
   * Products changed (texts, images, categories, stocks, prices, visibility), were created or
   * deleted. `urls` names every address the products had or have now, so pages cached by address go.
   */
  'product.changed': { ids: number[]; urls: string[] };
  /** Inventory quantities changed for these products (moves, reservations, sales). */
  'inventory.changed': { productIds: number[] };
  /** The shared pieces of the catalogue changed: menus, brands, attributes and their options, warehouses, the slider, the homepage's sections. */
  'catalogue.structure.changed': { what: 'menu' | 'brand' | 'attribute' | 'warehouse' | 'slider' | 'homepage' };
  /** Shop settings changed (any of them). */
  'settings.changed': { keys: string[] };
  /** Promotions were created, changed or deleted (what carts and checkout may apply). */
  'promotion.changed': { ids: number[] };
  /** Membership tiers were created, changed or deleted (their discounts apply in carts and checkout). */
  'membership.changed': { ids: number[] };
  /** Blog articles or categories were created, changed or deleted (storefront blog pages, the sitemap). */
  'blog.changed': { what: 'article' | 'category'; ids: number[] };
  /** Static pages were created, changed or deleted. `urls` names every address they had or have now. */
  'page.changed': { ids: number[]; urls: string[] };
  /** Blocks were created, changed or deleted. `identifiers` names every identifier they had or have now. */
  'block.changed': { ids: number[]; identifiers: string[] };
}

export type EventName = keyof AppEvents;

/**
 * Events every web process must hear, not only the one that wrote: they empty per-process caches.
 * They travel through Redis pub/sub after commit; while Redis is away the caches' own times bound
 * how stale another process can be.
 */
export const BROADCAST_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'product.changed',
  'inventory.changed',
  'catalogue.structure.changed',
  'settings.changed',
  'promotion.changed',
  'membership.changed',
  'blog.changed',
  'page.changed',
  'block.changed',
]);
