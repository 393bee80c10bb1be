import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import type { PricedWithPromotions } from './promotion-pricing.service';
import { labelOf } from './promotion-rules';
import { promotionMessages as m } from './promotion.messages';
import { PromotionRepository } from './promotion.repository';

/**
 * The uses of promotions: counted when an order is placed (within each promotion's limits, in the
 * order's transaction) and given back when it is canceled or refunded (PromotionOrderSubscriber).
 */
@Injectable()
export class PromotionUsesService {
  constructor(private readonly repository: PromotionRepository) {}

  /**
   * Checkout, in the order's transaction: a coupon of the cart that stopped applying since the
   * review refuses the order (the shopper sees the new totals before paying them), and each
   * promotion applied counts a use. A limited one is counted by a conditional update whose row
   * lock holds concurrent orders until this one commits; one limited per customer is checked
   * under a lock of its own per shopper. Nothing is written when one has no room left.
   */
  async takeUses(manager: EntityManager, priced: PricedWithPromotions, customerId: number | null, email: string): Promise<(orderId: number) => Promise<void>> {
    if (priced.refusedCoupons.length > 0) throw new ConflictError(m.changed({ code: labelOf(priced.refusedCoupons[0]) }));
    const limited = priced.winners.filter((w) => w.usage_limit !== null).map((w) => w.id);
    const taken = new Set(await this.repository.takeLimited(manager, limited));
    const short = priced.winners.find((w) => w.usage_limit !== null && !taken.has(w.id));
    if (short) throw new ConflictError(m.changed({ code: labelOf(short) }));
    const perCustomer = priced.winners.filter((w) => w.per_customer_limit !== null);
    const shopper = customerId !== null ? `customer:${customerId}` : `email:${email.toLowerCase()}`;
    for (const w of [...perCustomer].sort((x, y) => x.id - y.id)) await this.repository.lockShopper(manager, w.id, shopper);
    const uses = await this.repository.shopperUses(
      manager,
      perCustomer.map((w) => w.id),
      customerId,
      email,
    );
    const over = perCustomer.find((w) => (uses.get(w.id) ?? 0) >= w.per_customer_limit!);
    if (over) throw new ConflictError(m.changed({ code: labelOf(over) }));
    const ids = priced.winners.map((w) => w.id);
    return (orderId) => this.repository.recordUses(manager, orderId, ids, customerId, email);
  }

  /** A canceled or refunded order gives its uses back (once). */
  giveBack(manager: EntityManager, orderId: number): Promise<void> {
    return this.repository.release(manager, orderId);
  }
}
