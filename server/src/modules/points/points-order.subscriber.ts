import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { PointsLedger } from './points-ledger';
import { expiryOf, pointsEarned } from './points-rules';
import { PointsRepository } from './points.repository';
import type { PointType } from './points.responses';

/**
 * What an order's life does to points, in the order's transaction (in-transaction subscribers of the
 * order events): a paid order earns points at the rate of the member's tier (assessed first, see
 * TRANSACTION_RANKS), or the shop's base rate, on what was paid for the goods (shipping left out); a
 * canceled or refunded order gives back the points it spent and takes back those it earned. Each
 * happens once per order (the ledger holds one row per order and type).
 */
@Injectable()
export class PointsOrderSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly repository: PointsRepository,
    private readonly ledger: PointsLedger,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction('order.paid', (manager, paid) => this.earn(manager, paid.orderId));
    this.events.inTransaction('order.canceled', (manager, ended) => this.orderEnded(manager, ended.orderId));
    this.events.inTransaction('order.refunded', (manager, ended) => this.orderEnded(manager, ended.orderId));
  }

  /** The points a paid order earns its member (a guest's order earns none). */
  async earn(manager: EntityManager, orderId: number): Promise<void> {
    const order = await this.repository.orderEarning(manager, orderId);
    if (!order) return;
    const values = await this.settings.all(manager);
    const points = pointsEarned(order.paid, order.rate ?? values.points_base_rate);
    if (points <= 0) return;
    await this.ledger.lock(manager, order.customer_id);
    const expiry = expiryOf(values.points_expiry_type, values.points_expiry_date, order.membership_expires_at, new Date());
    await this.ledger.credit(manager, { customerId: order.customer_id, type: 'earn', points, expiry, remark: '', orderId });
  }

  /**
   * The points the order spent come back (expiring when the latest of the points they were drawn
   * from would have), and the points it earned are taken back, those very points first.
   */
  async orderEnded(manager: EntityManager, orderId: number): Promise<void> {
    const rows = await this.repository.ofOrder(manager, orderId);
    if (rows.length === 0) return;
    const customerId = rows[0].customer_id;
    await this.ledger.lock(manager, customerId);
    const of = (type: PointType) => rows.find((r) => r.type === type);
    const spent = of('redeem');
    if (spent && !of('return')) {
      const { never, latest } = await this.repository.drawnExpiry(manager, spent.id);
      await this.ledger.credit(manager, {
        customerId,
        type: 'return',
        points: spent.used_points,
        expiry: never !== false ? null : latest,
        remark: '',
        orderId,
      });
    }
    const earned = of('earn');
    if (earned && !of('clawback')) {
      await this.ledger.expireDue(manager, customerId);
      await this.ledger.debit(manager, { customerId, type: 'clawback', used: earned.points, remark: '', orderId, prefer: [earned.id] });
    }
  }
}
