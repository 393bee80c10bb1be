import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { IdField, OptionalLanguage } from '../../common/dto-fields';
import { ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { COUPON_CODE, promotionMessages } from '../promotion';
import { cartMessages as c } from './cart.messages';

/** The most of one stock a line may hold, whatever the inventory (a guard against absurd input). */
export const MAX_LINE_QUANTITY = 9999;

/** A line's quantity: a whole number from 1 to MAX_LINE_QUANTITY. */
const LineQuantity = () =>
  applyDecorators(Max(MAX_LINE_QUANTITY, says(c.quantity_max({ max: MAX_LINE_QUANTITY }))), Min(1, says(c.quantity)), IsInt(says(c.quantity)), ToInt());

class LanguageField {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** POST /api/cart: the cart of the cart id cookie (a member's own cart when a token comes). */
export class CartRequestDto extends LanguageField {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The cart id cookie; left out or null for a new cart' })
  @IsUUID('all', says(c.cart_id))
  @ValidateIf((_, value) => value !== undefined && value !== null)
  cart_id?: string | null;
}

/** POST /api/cart/item */
export class AddItemDto extends LanguageField {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Left out or null: a new cart is made' })
  @IsUUID('all', says(c.cart_id))
  @ValidateIf((_, value) => value !== undefined && value !== null)
  cart_id?: string | null;

  @ApiProperty({ description: 'The chosen stock (variant)' })
  @IdField(c.choose_option)
  stock_id: number;

  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY })
  @LineQuantity()
  quantity: number;
}

/** A line of a cart, named by item_id and cart_id. */
class ItemRefDto extends LanguageField {
  @ApiProperty({ type: String })
  @IsUUID('all', says(c.cart_id))
  @IsNotEmpty(says(c.cart_id))
  cart_id: string;

  @ApiProperty()
  @IdField(v.whole_number({ field: 'item_id' }))
  item_id: number;
}

/** PUT /api/cart/item */
export class UpdateItemDto extends ItemRefDto {
  @ApiProperty({ minimum: 1, maximum: MAX_LINE_QUANTITY })
  @LineQuantity()
  quantity: number;
}

/** DELETE /api/cart/item */
export class RemoveItemDto extends ItemRefDto {}

/** POST and DELETE /api/cart/coupon: a coupon code for a cart. */
export class CartCouponDto extends LanguageField {
  @ApiProperty({ type: String })
  @IsUUID('all', says(c.cart_id))
  @IsNotEmpty(says(c.cart_id))
  cart_id: string;

  @ApiProperty({ example: 'SUMMER10', description: 'Compared without regard to case' })
  @MaxLength(40, says(promotionMessages.code))
  @Matches(COUPON_CODE, says(promotionMessages.code))
  @IsString(says(promotionMessages.code))
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  code: string;
}
