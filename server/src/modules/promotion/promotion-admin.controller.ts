import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PromotionDto } from './promotion.dto';
import { PROMOTION_SORTS } from './promotion.repository';
import { PromotionAnswer } from './promotion.responses';
import { PromotionAdminService } from './promotion-admin.service';

@ApiTags('admin: promotion')
@Controller('admin/promotion')
export class PromotionAdminController {
  constructor(private readonly promotions: PromotionAdminService) {}

  @Get()
  @Allow('promotion.list')
  @ApiOperation({ summary: 'Promotions; filter={"q":"SUMMER","promotion_type":"coupon","enabled":true}&sort=["priority","DESC"]&range=[0,24]' })
  @ApiList(PromotionAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(PROMOTION_SORTS));
    return ListResult.of('promotion', await this.promotions.list(list), list.offset);
  }

  @Get(':id')
  @Allow('promotion.list')
  @ApiAnswer(PromotionAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.promotions.get(id);
  }

  @Post()
  @Allow('promotion.edit')
  @ApiCreated(PromotionAnswer)
  create(@Body() dto: PromotionDto) {
    return this.promotions.create(dto);
  }

  @Put(':id')
  @Allow('promotion.edit')
  @ApiAnswer(PromotionAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: PromotionDto) {
    return this.promotions.update(id, dto);
  }

  @Delete(':id')
  @Allow('promotion.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.promotions.remove(id);
    return { id };
  }
}
