import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { pickText } from '../../common/translations';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import { PointsLedger } from './points-ledger';
import { PointsRepository, type HistoryRow } from './points.repository';
import type { AdminPointsHistoryRow, MemberPointsAnswer, PointsSummaryAnswer } from './points.responses';

/** How far ahead the account's "about to expire" looks. */
const EXPIRING_DAYS = 60;

const presentRow = (row: HistoryRow): AdminPointsHistoryRow => ({
  ...row,
  expiry_date: row.expiry_date?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** One member's points as the account and the back office read them: the balance, what expires soon, the history. */
@Injectable()
export class PointsSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PointsRepository,
    private readonly ledger: PointsLedger,
    private readonly settings: SettingsService,
  ) {}

  /** GET /api/account/points: the member's tier, balance and points about to expire (expired ones written first). */
  async summary(customerId: number, language?: LanguageCode): Promise<PointsSummaryAnswer> {
    const { id: _, first_name: __, last_name: ___, email: ____, ...summary } = await this.member(customerId, language);
    return summary;
  }

  /** GET /api/admin/user/{id}/points */
  async member(customerId: number, language?: LanguageCode): Promise<MemberPointsAnswer> {
    const values = await this.settings.all();
    return this.dataSource.transaction(async (manager) => {
      const customer = await this.repository.member(manager, customerId);
      if (!customer) throw new NotFoundError();
      await this.ledger.lock(manager, customerId);
      await this.ledger.expireDue(manager, customerId);
      const balance = await this.ledger.balance(manager, customerId);
      const expiring = await this.repository.expiring(manager, customerId, EXPIRING_DAYS);
      return {
        id: customer.id,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        balance,
        tier:
          customer.tier_id && customer.tier_name
            ? { id: customer.tier_id, name: pickText(customer.tier_name, language ?? values.main_language, values.main_language) }
            : null,
        membership_expires_at: customer.tier_id && customer.membership_expires_at ? customer.membership_expires_at.toISOString() : null,
        expiring: expiring.map((e) => ({ points: e.points, expiry_date: e.expiry_date.toISOString() })),
        redeem: { points_per_unit: values.points_redeem_rate, max_percent: values.points_max_percent },
      };
    });
  }

  /** The history, newest first: the account's (no staff names) and the back office's. */
  async history(customerId: number, offset: number, limit: number): Promise<ListPage<AdminPointsHistoryRow>> {
    const page = await this.repository.history(this.dataSource.manager, customerId, offset, limit);
    return { ...page, rows: page.rows.map(presentRow) };
  }
}
