import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated } from '../../common/api-answers';
import { CurrentCustomer, CustomerSession, OptionalCustomer, Public } from '../../common/auth/decorators';
import { FastPath } from '../../common/fast-path';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { CheckoutOptionsService } from './checkout-options.service';
import { PaymentOption, ShippingOption } from './checkout-options.responses';
import { PlaceOrderDto, PreviewOrderDto } from './order.dto';
import { OrderAnswer, OrderPreviewAnswer, OrderReceipt, OrderSummary } from './order.responses';
import { OrderPlacementService } from './order-placement.service';
import { OrderPreviewService } from './order-preview.service';
import { OrderService } from './order.service';

const PER_PAGE = 20;

@ApiTags('storefront: checkout')
@Controller()
export class OrderController {
  constructor(
    private readonly orders: OrderService,
    private readonly placement: OrderPlacementService,
    private readonly previews: OrderPreviewService,
    private readonly options: CheckoutOptionsService,
  ) {}

  @Post('order')
  @Public()
  @FastPath()
  @ApiOperation({ summary: 'Places the cart as an order (pending); the same idempotency_key answers the same order' })
  @ApiCreated(OrderAnswer)
  place(@Body() dto: PlaceOrderDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<OrderAnswer> {
    return this.placement.place(dto, customer);
  }

  @Post('order/preview')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The totals the cart would be placed with for these choices (shipping method and country, points, currency); nothing is written' })
  @ApiAnswer(OrderPreviewAnswer)
  preview(@Body() dto: PreviewOrderDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<OrderPreviewAnswer> {
    return this.previews.preview(dto, customer);
  }

  @Get('order/shipping')
  @Public()
  @ApiQuery({ name: 'country', required: false })
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The shipping methods that deliver to the country' })
  @ApiAnswer([ShippingOption])
  shipping(@Query('country') country: string | undefined, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<ShippingOption[]> {
    return this.options.shipping(typeof country === 'string' ? country : undefined, language);
  }

  @Get('order/payment')
  @Public()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The payment methods turned on' })
  @ApiAnswer([PaymentOption])
  payment(@Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<PaymentOption[]> {
    return this.options.payment(language);
  }

  @Get('order/summary/:number')
  @Public()
  @ApiOperation({ summary: "The success page's view of an order by its number: lines, totals, status and how to pay (no address or email)" })
  @ApiAnswer(OrderReceipt)
  summary(@Param('number') number: string): Promise<OrderReceipt> {
    return this.orders.summary(String(number).slice(0, 20));
  }

  @Get('account/order')
  @CustomerSession()
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: "The signed-in shopper's orders, newest first (20 a page; X-Total-Count)" })
  @ApiAnswer([OrderSummary])
  async history(@CurrentCustomer() principal: CustomerPrincipal, @Query('page') page?: string): Promise<OrderSummary[]> {
    const n = Math.min(Math.max(Number.parseInt(page ?? '1', 10) || 1, 1), 10000);
    return (await this.orders.listOwn(principal.customer.id, (n - 1) * PER_PAGE, PER_PAGE)).rows;
  }

  @Get('account/order/:number')
  @CustomerSession()
  @ApiOperation({ summary: "One of the signed-in shopper's orders, by its number" })
  @ApiAnswer(OrderAnswer)
  one(@CurrentCustomer() principal: CustomerPrincipal, @Param('number') number: string): Promise<OrderAnswer> {
    return this.orders.ownByNumber(principal.customer.id, String(number).slice(0, 20));
  }
}
