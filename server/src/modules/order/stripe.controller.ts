import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { ApiAnswer } from '../../common/api-answers';
import { Public } from '../../common/auth/decorators';
import { says } from '../../common/messages';
import { paymentMessages } from './order.messages';
import { StripeService, type StripeStart } from './stripe.service';

export class StripeStartDto {
  @ApiProperty({ example: '261124-K7Q3M9PA' })
  @MaxLength(20, says(paymentMessages.order_number))
  @IsString(says(paymentMessages.order_number))
  order_number: string;
}

export class StripeStartAnswer implements StripeStart {
  @ApiProperty({ description: 'For Stripe.js: confirms the card payment on the /stripe page' }) client_secret: string;
  @ApiProperty() publishable_key: string;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty() order_number: string;
}

@ApiTags('storefront: checkout')
@Controller()
export class StripeController {
  constructor(private readonly stripe: StripeService) {}

  @Post('order/stripe')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Starts paying a pending Stripe order by card: the PaymentIntent for its grand total (the same one when asked again)' })
  @ApiAnswer(StripeStartAnswer)
  start(@Body() dto: StripeStartDto): Promise<StripeStart> {
    return this.stripe.start(dto.order_number);
  }

  @Post('stripe/webhook')
  @Public()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(@Req() req: Request, @Headers('stripe-signature') signature?: string) {
    return this.stripe.webhook(req.body, signature);
  }
}
