import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { SettingsService } from '../settings';
import { PointsLedger } from './points-ledger';
import { expiryOf } from './points-rules';
import { PointsSummaryService } from './points-summary.service';
import { AdjustPointsDto } from './points.dto';
import { pointsAdminMessages as a } from './points.messages';
import { PointsRepository } from './points.repository';
import type { MemberPointsAnswer } from './points.responses';

/** Staff adding or taking a member's points by hand. */
@Injectable()
export class PointsAdjustmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PointsRepository,
    private readonly ledger: PointsLedger,
    private readonly summaries: PointsSummaryService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * POST /api/admin/user/{id}/points: staff add points (expiring as earned points do now) or take
   * some (never more than the customer holds), with a remark; one history row either way.
   */
  async adjust(admin: AdminPrincipal, customerId: number, dto: AdjustPointsDto, language?: LanguageCode): Promise<MemberPointsAnswer> {
    const values = await this.settings.all();
    await this.dataSource.transaction(async (manager) => {
      const customer = await this.repository.membershipEnd(manager, customerId);
      if (!customer) throw new NotFoundError();
      await this.ledger.lock(manager, customerId);
      await this.ledger.expireDue(manager, customerId);
      const base = { customerId, type: 'adjust' as const, remark: dto.remark, adminId: admin.admin.id };
      if (dto.points > 0) {
        const expiry = expiryOf(values.points_expiry_type, values.points_expiry_date, customer.membership_expires_at, new Date());
        await this.ledger.credit(manager, { ...base, points: dto.points, expiry });
        return;
      }
      const balance = await this.ledger.balance(manager, customerId);
      if (-dto.points > balance) throw ValidationError.field('points', a.short({ balance, asked: -dto.points }));
      await this.ledger.debit(manager, { ...base, used: -dto.points });
    });
    return this.summaries.member(customerId, language);
  }
}
