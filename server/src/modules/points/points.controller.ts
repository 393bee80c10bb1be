import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin, CurrentCustomer, CustomerSession } from '../../common/auth/decorators';
import type { AdminPrincipal, CustomerPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { AdjustPointsDto } from './points.dto';
import { AdminPointsHistoryRow, MemberPointsAnswer, MemberRow, PointsHistoryRow, PointsSummaryAnswer } from './points.responses';
import { PointsAdjustmentService } from './points-adjustment.service';
import { PointsMembersService } from './points-members.service';
import { PointsSummaryService } from './points-summary.service';

const PER_PAGE = 20;
const MEMBER_SORTS = ['id', 'balance', 'membership_expires_at'] as const;

@ApiTags('storefront: account')
@Controller('account/points')
export class PointsController {
  constructor(private readonly points: PointsSummaryService) {}

  @Get()
  @CustomerSession()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: "The signed-in member's tier and its expiry, points balance, points about to expire, and what points pay at checkout" })
  @ApiAnswer(PointsSummaryAnswer)
  summary(@CurrentCustomer() principal: CustomerPrincipal, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<PointsSummaryAnswer> {
    return this.points.summary(principal.customer.id, language);
  }

  @Get('history')
  @CustomerSession()
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: "The member's reward points history, newest first (20 a page; X-Total-Count)" })
  @ApiList(PointsHistoryRow)
  async history(@CurrentCustomer() principal: CustomerPrincipal, @Query('page') page?: string) {
    const n = Math.min(Math.max(Number.parseInt(String(page ?? '1'), 10) || 1, 1), 10000);
    const history = await this.points.history(principal.customer.id, (n - 1) * PER_PAGE, PER_PAGE);
    return ListResult.of('points', { ...history, rows: history.rows.map(({ admin_name: _, ...row }) => row) }, (n - 1) * PER_PAGE);
  }
}

@ApiTags('admin: membership')
@Controller('admin')
export class PointsAdminController {
  constructor(
    private readonly points: PointsSummaryService,
    private readonly memberList: PointsMembersService,
    private readonly adjustments: PointsAdjustmentService,
  ) {}

  @Get('points/member')
  @Allow('membership')
  @ApiOperation({
    summary: 'Customers with a tier or points, or any customer matching filter={"q":"name or email"}; sort by id, balance or membership_expires_at',
  })
  @ApiList(MemberRow)
  async members(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, MEMBER_SORTS, ['id', 'DESC']);
    const q = typeof list.filter.q === 'string' ? list.filter.q.trim().slice(0, 100) : '';
    return ListResult.of('points/member', await this.memberList.members(list, q), list.offset);
  }

  @Get('user/:id/points')
  @Allow('membership', 'points.adjust')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: "A customer's tier, balance and points about to expire" })
  @ApiAnswer(MemberPointsAnswer)
  member(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<MemberPointsAnswer> {
    return this.points.member(id, language);
  }

  @Get('user/:id/points/history')
  @Allow('membership', 'points.adjust')
  @ApiOperation({ summary: "A customer's reward points history, newest first; range=[0,24]" })
  @ApiList(AdminPointsHistoryRow)
  async history(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ['id'], ['id', 'DESC']);
    return ListResult.of('points/history', await this.points.history(id, list.offset, list.limit), list.offset);
  }

  @Post('user/:id/points')
  @Allow('points.adjust')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: "Adds (positive) or takes (negative) a customer's points with a remark; one history row" })
  @ApiCreated(MemberPointsAnswer)
  adjust(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AdjustPointsDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
  ): Promise<MemberPointsAnswer> {
    return this.adjustments.adjust(admin, id, dto, language);
  }
}
