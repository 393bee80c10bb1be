import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { pickText } from '../../common/translations';
import type { ListPage } from '../../database/list-statement';
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
  async members(query: ListQuery, q: string): Promise<ListPage<MemberRow>> {
    const main = (await this.settings.all()).main_language;
    const page = await this.repository.members(this.dataSource.manager, query, q);
    return {
      ...page,
      rows: page.rows.map(({ tier_name, membership_expires_at, ...row }) => ({
        ...row,
        tier_name: tier_name ? pickText(tier_name, main, main) : null,
        membership_expires_at: membership_expires_at?.toISOString() ?? null,
      })),
    };
  }
}
