import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { IdField, NoListsInside, OptionalLanguage, OptionalLongText } from '../../common/dto-fields';
import { Trim } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says, type Message } from '../../common/messages';
import { AddressDto, addressMessages, IsCountry } from '../address';
import { pointsMessages } from '../points';
import { orderAdminMessages, orderMessages, staffOrderMessages as so } from './order.messages';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

export const PAYMENT_CODES = ['stripe', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** An optional typed address (AddressDto's rules), refused with `message` when it is no object. */
function AddressField(message: Message, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: () => AddressDto, ...(description ? { description } : {}) }),
    IsOptional(),
    ValidateNested(says(message)),
    Type(() => AddressDto),
    IsObject(says(message)),
  );
}

/** POST /api/order: places the cart as an order. */
export class PlaceOrderDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the order mails' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty({ type: String })
  @IsUUID('all', says(orderMessages.empty_cart))
  cart_id: string;

  @ApiProperty({ description: 'Made once per checkout page by the storefront: a repeated submit with it answers the first order' })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, says(orderMessages.idempotency_key))
  @IsString(says(orderMessages.idempotency_key))
  idempotency_key: string;

  @ApiPropertyOptional({ description: "A guest's email (a member's account email is used)" })
  @IsOptional()
  @MaxLength(254, says(v.max_length({ field: 'email', max: 254 })))
  @IsEmail({}, says(v.email({ field: 'email' })))
  @Trim()
  email?: string;

  @ApiPropertyOptional({ description: "A member's address book entry, instead of shipping_address" })
  @IsOptional()
  @IdField(orderMessages.address_not_found)
  shipping_address_id?: number;

  @AddressField(orderMessages.address_required)
  shipping_address?: AddressDto;

  @ApiPropertyOptional({ description: 'Left out: the shipping address' })
  @IsOptional()
  @IdField(orderMessages.address_not_found)
  billing_address_id?: number;

  @AddressField(orderMessages.address_required)
  billing_address?: AddressDto;

  @ApiProperty()
  @IdField(orderMessages.shipping_method({ country: '' }))
  shipping_method_id: number;

  @ApiProperty({ enum: PAYMENT_CODES })
  @IsIn(PAYMENT_CODES, says(orderMessages.payment_method))
  payment_method: PaymentCode;

  @ApiPropertyOptional({ example: 'HKD', description: 'The currency the shopper was shown (the charge is always in the base currency)' })
  @IsOptional()
  @IsString(says(orderMessages.currency))
  @MaxLength(3, says(orderMessages.currency))
  currency?: string;

  @ApiPropertyOptional({
    example: 500,
    description: "A member's reward points to spend (the order uses only what it can: the shop's share of the total at most)",
  })
  @IsOptional()
  @Max(1_000_000_000, says(pointsMessages.points))
  @Min(0, says(pointsMessages.points))
  @IsInt(says(pointsMessages.points))
  points?: number;

  @ApiPropertyOptional()
  @OptionalLongText('note', 1000)
  note?: string;
}

/**
 * POST /api/order/preview: what placing the cart would come to, before the order exists. It takes
 * what PlaceOrderDto takes for the totals (the cart with its coupons, the shipping method and the
 * country it ships to, the points to spend, the currency shown); the rest of the form does not
 * change them.
 */
export class PreviewOrderDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the labels (shipping method, promotions, points)' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty({ type: String })
  @IsUUID('all', says(orderMessages.empty_cart))
  cart_id: string;

  @ApiPropertyOptional({ example: 'HK', description: "The shipping address's country (ISO 3166-1 alpha-2); needed with shipping_method_id" })
  @IsOptional()
  @IsCountry(says(addressMessages.country))
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  country?: string;

  @ApiPropertyOptional({ description: 'Left out: the totals without shipping (no method chosen yet)' })
  @IsOptional()
  @IdField(orderMessages.shipping_method({ country: '' }))
  shipping_method_id?: number;

  @ApiPropertyOptional({ example: 'USD', description: 'The currency the shopper is shown (the charge is always in the base currency)' })
  @IsOptional()
  @IsString(says(orderMessages.currency))
  @MaxLength(3, says(orderMessages.currency))
  currency?: string;

  @ApiPropertyOptional({ example: 500, description: "A member's reward points to spend" })
  @IsOptional()
  @Max(1_000_000_000, says(pointsMessages.points))
  @Min(0, says(pointsMessages.points))
  @IsInt(says(pointsMessages.points))
  points?: number;
}

/** POST /api/admin/order/{id}/status */
export class ChangeStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, says(v.one_of({ field: 'status', choices: ORDER_STATUSES.join(', ') })))
  status: OrderStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(2000, says(orderAdminMessages.comment))
  @IsString(says(v.text({ field: 'comment' })))
  @Trim()
  comment?: string;
}

/** POST /api/admin/order/{id}/comment */
export class OrderCommentDto {
  @ApiProperty()
  @MaxLength(2000, says(orderAdminMessages.comment))
  @IsString(says(v.required({ field: 'comment' })))
  @Matches(/\S/, says(v.required({ field: 'comment' })))
  @Trim()
  comment: string;
}

/** The most lines of a staff order, and the most of one stock on a line. */
export const MAX_STAFF_LINES = 100;
export const MAX_STAFF_QUANTITY = 9999;

/** Staff orders take offline payments only: a card is paid by the shopper at checkout. */
export const STAFF_PAYMENT_CODES = ['bank_transfer', 'cash_on_delivery'] as const;

export class StaffOrderLineDto {
  @ApiProperty()
  @IdField(so.stock_id)
  stock_id: number;

  @ApiProperty({ minimum: 1, maximum: MAX_STAFF_QUANTITY })
  @Max(MAX_STAFF_QUANTITY, says(so.quantity({ max: MAX_STAFF_QUANTITY })))
  @Min(1, says(so.quantity({ max: MAX_STAFF_QUANTITY })))
  @IsInt(says(so.quantity({ max: MAX_STAFF_QUANTITY })))
  quantity: number;
}

/** POST /api/admin/order: staff take an order (by phone) for a customer or a guest email. */
export class StaffOrderDto {
  @ApiPropertyOptional({ description: 'A customer account; or email for a guest' })
  @IsOptional()
  @IdField(so.customer_not_found)
  customer_id?: number;

  @ApiPropertyOptional({ description: "A guest's email; or customer_id" })
  @IsOptional()
  @MaxLength(254, says(v.max_length({ field: 'email', max: 254 })))
  @IsEmail({}, says(v.email({ field: 'email' })))
  @Trim()
  email?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: "The language of the order mails; left out: the customer's, else the main language" })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty({ type: () => [StaffOrderLineDto] })
  @ValidateNested(says(so.line, { each: true }))
  @Type(() => StaffOrderLineDto)
  @NoListsInside(so.line)
  @ArrayMaxSize(MAX_STAFF_LINES, says(so.lines({ max: MAX_STAFF_LINES })))
  @ArrayMinSize(1, says(so.lines({ max: MAX_STAFF_LINES })))
  @IsArray(says(so.lines({ max: MAX_STAFF_LINES })))
  lines: StaffOrderLineDto[];

  @ApiPropertyOptional({ description: "An entry of the customer's address book, instead of shipping_address" })
  @IsOptional()
  @IdField(so.address_not_found)
  shipping_address_id?: number;

  @AddressField(so.address_required)
  shipping_address?: AddressDto;

  @AddressField(so.address_required, 'Left out: the shipping address')
  billing_address?: AddressDto;

  @ApiProperty()
  @IdField(so.shipping_method({ country: '' }))
  shipping_method_id: number;

  @ApiProperty({ enum: STAFF_PAYMENT_CODES })
  @IsIn(STAFF_PAYMENT_CODES, says(so.offline_payment))
  payment_method: (typeof STAFF_PAYMENT_CODES)[number];

  @ApiPropertyOptional({ description: 'The shopper’s note, as checkout takes it' })
  @OptionalLongText('note', 1000)
  note?: string;

  @ApiPropertyOptional({ description: 'Recorded in the order history with the name of the admin' })
  @IsOptional()
  @MaxLength(2000, says(orderAdminMessages.comment))
  @IsString(says(v.text({ field: 'comment' })))
  @Trim()
  comment?: string;

  @ApiProperty({ description: 'Made once per create screen: a repeated submit with it answers the first order' })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, says(so.idempotency_key))
  @IsString(says(so.idempotency_key))
  idempotency_key: string;
}

/** GET /api/admin/order/shipping: the query of the staff order screen's shipping methods. */
export class StaffShippingQuery {
  @ApiPropertyOptional({ example: 'HK', description: "The shipping address's country (ISO 3166-1 alpha-2); left out: every enabled method" })
  @IsOptional()
  @IsCountry(says(addressMessages.country))
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  country?: string;
}
