import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { MembershipTierDto } from './membership.dto';
import { MembershipTierAnswer } from './membership.responses';
import { TIER_SORTS } from './membership.repository';
import { MembershipService } from './membership.service';

@ApiTags('admin: membership')
@Controller('admin/membership')
export class MembershipAdminController {
  constructor(private readonly memberships: MembershipService) {}

  @Get()
  @Allow('membership')
  @ApiOperation({ summary: 'Membership tiers; ?sort=["order","ASC"]&range=[0,24]' })
  @ApiList(MembershipTierAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(TIER_SORTS), ['order', 'ASC']);
    return ListResult.of('membership', await this.memberships.list(list), list.offset);
  }

  @Get(':id')
  @Allow('membership')
  @ApiAnswer(MembershipTierAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.memberships.get(id);
  }

  @Post()
  @Allow('membership')
  @ApiCreated(MembershipTierAnswer)
  create(@Body() dto: MembershipTierDto) {
    return this.memberships.create(dto);
  }

  @Put(':id')
  @Allow('membership')
  @ApiAnswer(MembershipTierAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: MembershipTierDto) {
    return this.memberships.update(id, dto);
  }

  @Delete(':id')
  @Allow('membership')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.memberships.remove(id);
    return { id };
  }
}
