import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { pickText } from '../../common/translations';
import { SettingsService } from '../settings';
import { PointsRepository } from './points.repository';
import type { MemberRow } from './points.responses';

/** The back office's list of members and their points. */
@Injectable()
export class PointsMembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PointsRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * GET /api/admin/points/member: customers holding a tier or points, or, searched by name or
   * email, any customer (staff may grant points to someone who has none yet).
   */
  async members(
    q: string,
    sort: 'id' | 'balance' | 'membership_expires_at',
    order: 'ASC' | 'DESC',
    offset: number,
    limit: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const main = (await this.settings.all()).main_language;
    const rows = await this.repository.members(this.dataSource.manager, q, sort, order, offset, limit);
    return {
      rows: rows.map(({ total: _, tier_name, membership_expires_at, ...row }) => ({
        ...row,
        tier_name: tier_name ? pickText(tier_name, main, main) : null,
        membership_expires_at: membership_expires_at?.toISOString() ?? null,
      })),
      total: rows[0]?.total ?? 0,
    };
  }
}
