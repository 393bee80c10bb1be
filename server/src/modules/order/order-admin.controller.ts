import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ChangeStatusDto, OrderCommentDto } from './order.dto';
import { ORDER_SORTS } from './order.repository';
import { OrderAnswer, OrderSummary } from './order.responses';
import { OrderService } from './order.service';

@ApiTags('admin: orders')
@Controller('admin/order')
export class OrderAdminController {
  constructor(private readonly orders: OrderService) {}

  @Get()
  @Allow('order.list')
  @ApiOperation({ summary: 'Orders; ?sort=["created_at","DESC"]&range=[0,24]&filter={"status":"paid","q":"number or email","customer_id":1,"created_from":"2026-11-01","created_to":"2026-11-30"}' })
  @ApiList(OrderSummary)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(ORDER_SORTS));
    const { rows, total } = await this.orders.list(list);
    return new ListResult('order', rows, total, list.offset);
  }

  @Get(':id')
  @Allow('order.view', 'order.edit')
  @ApiAnswer(OrderAnswer)
  view(@Param('id', ParseIdPipe) id: number): Promise<OrderAnswer> {
    return this.orders.view(id);
  }

  @Post(':id/status')
  @Allow('order.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves the order to a status its next_statuses allow, with an optional comment' })
  @ApiAnswer(OrderAnswer)
  status(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: ChangeStatusDto): Promise<OrderAnswer> {
    return this.orders.changeStatus(admin, id, dto);
  }

  @Post(':id/comment')
  @Allow('order.edit')
  @HttpCode(200)
  @ApiAnswer(OrderAnswer)
  comment(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: OrderCommentDto): Promise<OrderAnswer> {
    return this.orders.comment(admin, id, dto.comment);
  }
}
