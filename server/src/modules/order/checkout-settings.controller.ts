import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { NotFoundError } from '../../common/errors';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PaymentMethodDto, ShippingMethodDto } from './checkout-settings.dto';
import { PaymentMethodAnswer, ShippingMethodAnswer } from './checkout-settings.responses';
import { SHIPPING_SORTS } from './checkout-settings.repository';
import { CheckoutSettingsService } from './checkout-settings.service';
import { PAYMENT_CODES, type PaymentCode } from './order.dto';

const paymentCode = (code: string): PaymentCode => {
  if (!(PAYMENT_CODES as readonly string[]).includes(code)) throw new NotFoundError();
  return code as PaymentCode;
};

@ApiTags('admin: shipping')
@Controller('admin/shipping')
export class ShippingAdminController {
  constructor(private readonly settings: CheckoutSettingsService) {}

  @Get()
  @Allow('shipping')
  @ApiOperation({ summary: 'Shipping methods; ?sort=["order","ASC"]&range=[0,24]' })
  @ApiList(ShippingMethodAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(SHIPPING_SORTS), ['order', 'ASC']);
    return ListResult.of('shipping', await this.settings.listShipping(list), list.offset);
  }

  @Get(':id')
  @Allow('shipping')
  @ApiAnswer(ShippingMethodAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.settings.shipping(id);
  }

  @Post()
  @Allow('shipping')
  @ApiCreated(ShippingMethodAnswer)
  create(@Body() dto: ShippingMethodDto) {
    return this.settings.createShipping(dto);
  }

  @Put(':id')
  @Allow('shipping')
  @ApiAnswer(ShippingMethodAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: ShippingMethodDto) {
    return this.settings.updateShipping(id, dto);
  }

  @Delete(':id')
  @Allow('shipping')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.settings.removeShipping(id);
    return { id };
  }
}

@ApiTags('admin: payment')
@Controller('admin/payment')
export class PaymentAdminController {
  constructor(private readonly settings: CheckoutSettingsService) {}

  @Get()
  @Allow('payment')
  @ApiOperation({ summary: 'The payment methods (stripe, bank_transfer, cash_on_delivery); secrets only as hints' })
  @ApiList(PaymentMethodAnswer)
  async list() {
    const rows = await this.settings.listPayments();
    return new ListResult('payment', rows, rows.length, 0);
  }

  @Get(':code')
  @Allow('payment')
  @ApiAnswer(PaymentMethodAnswer)
  one(@Param('code') code: string) {
    return this.settings.payment(paymentCode(code));
  }

  @Put(':code')
  @Allow('payment')
  @ApiOperation({ summary: 'Turns a method on or off, sets its instructions; Stripe keys are write-only' })
  @ApiAnswer(PaymentMethodAnswer)
  update(@Param('code') code: string, @Body() dto: PaymentMethodDto) {
    return this.settings.updatePayment(paymentCode(code), dto);
  }
}
