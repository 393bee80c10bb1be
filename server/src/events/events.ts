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

  /**
   * Sessions ended: one (`id`: a logout, a refresh) or every one of an account but `keep` (`subjectId`:
   * a new password, a disabled or deleted account). Every process forgets what it kept of them.
   */
  'session.ended': { kind?: 'admin' | 'customer'; id?: string; subjectId?: number; keep?: string };

  // ---- an order's life ----
  // Published in the order's own transaction. Modules whose write must stand or fall with the
  // order's (points, membership tiers, promotion uses, the shopper's mails through the outbox)
  // subscribe with EventBus.inTransaction; reactions that may come later (broadcasts) with
  // EventBus.on. The sales report's rollup follows no event: triggers on the order tables keep it
  // (migrations/1764930000000-SalesRollup.ts), whatever writes them. Every move of a status publishes 'order.status_changed'; a move
  // to paid, canceled or refunded publishes its own event besides.

  /** An order was placed (pending, its stock reserved): at checkout (`channel` web) or by staff. */
  'order.placed': OrderPlaced;
  /** An order's status moved (`from` -> `to`), by staff, a payment provider or the shop; `comment` is the history row's. */
  'order.status_changed': OrderMoved;
  /** An order was paid (the move to paid). */
  'order.paid': OrderMoved;
  /** An order was canceled. */
  'order.canceled': OrderMoved;
  /** An order was refunded. */
  'order.refunded': OrderMoved;
}

/** Where an order came from: the storefront's checkout, staff taking it for a customer, or a store's till. */
export type OrderChannel = 'web' | 'staff' | 'store';

export interface OrderPlaced {
  orderId: number;
  number: string;
  channel: OrderChannel;
  customerId: number | null;
  /** The name the order's mails greet (the member's first name, else the shipping address's). */
  firstName: string;
}

export interface OrderMoved {
  orderId: number;
  number: string;
  channel: OrderChannel;
  customerId: number | null;
  from: OrderStatusName;
  to: OrderStatusName;
  /** The comment of the move's history row (shown to the shopper in the status mail). */
  comment: string;
}

/** An order's status, as the order module names them (order-status.ts). */
export type OrderStatusName = 'pending' | 'paid' | 'shipped' | 'completed' | 'refunded' | 'canceled' | 'payment_review' | 'payment_reject';

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
  'session.ended',
]);

/**
 * Where an in-transaction handler runs among the handlers of its event (EventBus.inTransaction):
 * lower first. A payment first moves the customer's membership tier, then earns points at the rate
 * of the tier reached.
 */
export const TRANSACTION_RANKS = {
  membership: 10,
  default: 50,
} as const;
