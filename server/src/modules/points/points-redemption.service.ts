import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { SettingValues } from '../settings';
import type { Adjuster } from '../totals';
import { PointsLedger } from './points-ledger';
import { mostPoints, pointsFor, redemption } from './points-rules';
import { pointsMessages as m } from './points.messages';
import { PointsRepository } from './points.repository';

/** The source of the points step of the totals, and its label per language. */
export const POINTS_SOURCE = 'points';
const LABELS: Record<LanguageCode, string> = { en_us: 'Reward points ({points})', zh_hk: '積分（{points}）', zh_cn: '积分（{points}）' };

/** Points spent on an order: the totals step, and how the adjustment it makes is named. */
export interface PointsQuote {
  adjuster: Adjuster;
  /** The label of the points adjustment, once the totals know what it took. */
  label(amount: number): string;
  /** The points that `amount` taken off uses. */
  pointsFor(amount: number): number;
  /** The points the member may spend now. */
  balance: number;
  /** The most points an order may use of which `orderLeft` is still to pay when the points step comes. */
  most(orderLeft: number): number;
}

/** Points spent on an order being placed: its quote, and the row to write once the order exists. */
export interface Redemption extends PointsQuote {
  /** Writes the spending of what the points adjustment took (`amount` minor units) for the order. */
  record(orderId: number, amount: number): Promise<void>;
}

/**
 * Spending points at checkout: within the shop's share of what is left to pay (the totals' points
 * step), never more than the member holds. `redeem` is the placement's (the member's points locked,
 * due expiries written); `quote` is the preview's (read only: the same answer, nothing written).
 */
@Injectable()
export class PointsRedemptionService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly ledger: PointsLedger,
  ) {}

  /**
   * Checkout, in the order's transaction: the member's points locked and checked (asking for more
   * than they hold refuses the order: the review showed what they would pay). Null when none are asked.
   */
  async redeem(manager: EntityManager, customerId: number | null, asked: number, values: SettingValues, language: LanguageCode): Promise<Redemption | null> {
    if (asked <= 0) return null;
    const member = this.member(customerId, values);
    await this.ledger.lock(manager, member);
    await this.ledger.expireDue(manager, member);
    const quote = this.quoteOf(asked, await this.ledger.balance(manager, member), values, language);
    return {
      ...quote,
      record: async (orderId, amount) => {
        const used = quote.pointsFor(amount);
        if (used > 0) await this.ledger.debit(manager, { customerId: member, type: 'redeem', used, remark: '', orderId });
      },
    };
  }

  /**
   * The order preview's points, read only: refused as `redeem` refuses; null for a guest who asks
   * for none, or a shop where points cannot be spent and none are asked.
   */
  async quote(manager: EntityManager, customerId: number | null, asked: number, values: SettingValues, language: LanguageCode): Promise<PointsQuote | null> {
    if (asked <= 0 && (customerId === null || values.points_redeem_rate <= 0)) return null;
    const member = asked > 0 ? this.member(customerId, values) : customerId!;
    return this.quoteOf(asked, await this.repository.spendable(manager, member), values, language);
  }

  /** The member spending points: a guest, or a shop where points cannot be spent, is refused. */
  private member(customerId: number | null, values: SettingValues): number {
    if (customerId === null) throw ValidationError.field('points', m.guest);
    if (values.points_redeem_rate <= 0) throw ValidationError.field('points', m.off);
    return customerId;
  }

  private quoteOf(asked: number, balance: number, values: SettingValues, language: LanguageCode): PointsQuote {
    if (asked > 0 && asked > balance) throw new ConflictError(m.not_enough({ balance: Math.max(balance, 0), asked }));
    const rate = values.points_redeem_rate;
    const share = values.points_max_percent;
    return {
      adjuster: {
        step: 'points',
        adjust: (state) => [{ source: POINTS_SOURCE, amount: -redemption(asked, state.orderLeft, rate, share).amount, lines: [] }],
      },
      label: (amount) => LABELS[language].replace('{points}', String(pointsFor(amount, rate))),
      pointsFor: (amount) => pointsFor(amount, rate),
      balance,
      most: (orderLeft) => mostPoints(balance, orderLeft, rate, share),
    };
  }
}
