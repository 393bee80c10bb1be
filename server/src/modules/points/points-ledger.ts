import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PointType } from './points.responses';
import { PointsRepository } from './points.repository';

export interface Credit {
  customerId: number;
  type: Extract<PointType, 'earn' | 'return' | 'adjust'>;
  points: number;
  expiry: Date | null;
  remark: string;
  orderId?: number;
  adminId?: number;
}

export interface Debit {
  customerId: number;
  type: Extract<PointType, 'redeem' | 'clawback' | 'expire' | 'adjust'>;
  used: number;
  remark: string;
  expiry?: Date | null;
  orderId?: number;
  adminId?: number;
  /** Rows added that the taking draws from first (a claw-back: the points the order earned). */
  prefer?: number[];
  /** Only these rows (an expiry: the row that expired). */
  only?: number[];
}

/**
 * The ledger of reward points, in the caller's transaction: one row per change, never edited; the
 * balance is the sum of points less the sum of used_points. A row that takes points draws them from
 * the rows that added them, soonest to expire first (reward_point_draw), so what expires is exactly
 * what was left. Every change of one customer's points holds that customer's lock (`lock`) and
 * first writes the expiry of points already due (`expireDue`): two checkouts cannot spend the same
 * points, and expired points are never spent before the job has run.
 */
@Injectable()
export class PointsLedger {
  constructor(private readonly repository: PointsRepository) {}

  lock(manager: EntityManager, customerId: number): Promise<void> {
    return this.repository.lock(manager, customerId);
  }

  balance(manager: EntityManager, customerId: number): Promise<number> {
    return this.repository.balance(manager, customerId);
  }

  /** Each row of this customer's points whose time has come and that still holds some: an expire row drawing what it holds. */
  async expireDue(manager: EntityManager, customerId: number): Promise<void> {
    for (const lot of await this.repository.due(manager, customerId)) {
      await this.debit(manager, { customerId, type: 'expire', used: lot.left, remark: '', expiry: lot.expiry_date, only: [lot.id] });
    }
  }

  /** A row that adds points; a debt left by a claw-back is paid from it first. Once per order and type. */
  async credit(manager: EntityManager, c: Credit): Promise<void> {
    const id = await this.repository.insert(manager, { ...c });
    if (id === null) return;
    let left = c.points;
    const draws: [number, number, number][] = [];
    for (const debt of await this.repository.owed(manager, c.customerId, id)) {
      if (left === 0) break;
      if (debt.owed <= 0) continue;
      const part = Math.min(left, debt.owed);
      draws.push([debt.id, id, part]);
      left -= part;
    }
    await this.repository.insertDraws(manager, draws);
  }

  /** A row that takes points, drawn from the rows that added them: preferred ones first, then soonest to expire. Once per order and type. */
  async debit(manager: EntityManager, d: Debit): Promise<void> {
    const id = await this.repository.insert(manager, { ...d, points: 0, expiry: d.expiry ?? null });
    if (id === null) return;
    let rest = d.used;
    const draws: [number, number, number][] = [];
    for (const lot of await this.repository.lots(manager, d.customerId, d.only ?? null, d.prefer ?? [])) {
      if (rest === 0) break;
      const part = Math.min(rest, lot.left);
      draws.push([id, lot.id, part]);
      rest -= part;
    }
    await this.repository.insertDraws(manager, draws);
  }
}
