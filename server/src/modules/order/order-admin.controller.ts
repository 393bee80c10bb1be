import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { AddressAnswer } from '../address';
import { CheckoutOptionsService } from './checkout-options.service';
import { ShippingOption } from './checkout-options.responses';
import { ChangeStatusDto, OrderCommentDto, StaffOrderDto, StaffShippingQuery } from './order.dto';
import { ORDER_SORTS } from './order.repository';
import { OrderAnswer, OrderCustomerOption, OrderStockOption, OrderSummary } from './order.responses';
import { OrderPlacementService } from './order-placement.service';
import { OrderService } from './order.service';
import { StaffOrderLookupsService } from './staff-order-lookups.service';

@ApiTags('admin: orders')
@Controller('admin/order')
export class OrderAdminController {
  constructor(
    private readonly orders: OrderService,
    private readonly placement: OrderPlacementService,
    private readonly options: CheckoutOptionsService,
    private readonly lookups: StaffOrderLookupsService,
  ) {}

  @Get()
  @Allow('order.list')
  @ApiOperation({
    summary:
      'Orders; ?sort=["created_at","DESC"]&range=[0,24]&filter={"status":"paid","q":"number or email","customer_id":1,"created_from":"2026-11-01","created_to":"2026-11-30"}',
  })
  @ApiList(OrderSummary)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(ORDER_SORTS));
    return ListResult.of('order', await this.orders.list(list), list.offset);
  }

  @Post()
  @Allow('order.create')
  @ApiOperation({ summary: 'Takes an order for a customer (customer_id) or a guest (email), as checkout places one, with offline payment' })
  @ApiCreated(OrderAnswer)
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: StaffOrderDto): Promise<OrderAnswer> {
    return this.placement.placeForCustomer(admin, dto);
  }

  @Get('stock')
  @Allow('order.create')
  @ApiOperation({ summary: 'Stocks whose sku or product name holds ?q= (at most 20), for the create screen' })
  @ApiAnswer([OrderStockOption])
  stocks(@Query('q') q: unknown, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<OrderStockOption[]> {
    return this.lookups.stockOptions(typeof q === 'string' ? q.trim().slice(0, 100) : '', language);
  }

  @Get('customer')
  @Allow('order.create')
  @ApiOperation({ summary: 'Customers whose email or name holds ?q= (at most 20), for the create screen' })
  @ApiAnswer([OrderCustomerOption])
  customers(@Query('q') q: unknown): Promise<OrderCustomerOption[]> {
    return this.lookups.customerOptions(typeof q === 'string' ? q.trim().slice(0, 100) : '');
  }

  @Get('customer/:id/address')
  @Allow('order.create')
  @ApiOperation({ summary: "The customer's address book, for the create screen's address picker (404 for an unknown customer)" })
  @ApiAnswer([AddressAnswer])
  addresses(@Param('id', ParseIdPipe) id: number): Promise<AddressAnswer[]> {
    return this.lookups.addressBook(id);
  }

  @Get('shipping')
  @Allow('order.create')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({
    summary:
      'The enabled shipping methods that deliver to ?country= (as checkout offers them), in ?language=, for the create screen (no shipping settings permission needed)',
  })
  @ApiAnswer([ShippingOption])
  shipping(@Query() query: StaffShippingQuery, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<ShippingOption[]> {
    return this.options.shipping(query.country, language);
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
