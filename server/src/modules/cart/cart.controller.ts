import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { OptionalCustomer, Public } from '../../common/auth/decorators';
import { FastPath } from '../../common/fast-path';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { AddItemDto, CartCouponDto, CartRequestDto, RemoveItemDto, UpdateItemDto } from './cart.dto';
import { CartAnswer } from './cart.responses';
import { CartService } from './cart.service';

/**
 * The storefront's cart calls (spec section 7). A guest's cart is named by cart_id; a member's is bound
 * to the session. A guest's calls are served by the fast path, a member's (with a token) by Nest.
 */
@ApiTags('storefront: cart')
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Post()
  @Public()
  @FastPath()
  @HttpCode(200)
  @ApiOperation({ summary: "Creates or fetches the cart (a member's own cart; a guest cart brought to a login is merged into it)" })
  @ApiAnswer(CartAnswer)
  open(@Body() dto: CartRequestDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.open(dto, customer);
  }

  @Post('item')
  @Public()
  @FastPath()
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds a quantity of a stock (a new cart when cart_id is left out)' })
  @ApiAnswer(CartAnswer)
  add(@Body() dto: AddItemDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.add(dto, customer);
  }

  @Put('item')
  @Public()
  @FastPath()
  @ApiOperation({ summary: "Sets a line's quantity" })
  @ApiAnswer(CartAnswer)
  update(@Body() dto: UpdateItemDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.update(dto, customer);
  }

  @Delete('item')
  @Public()
  @FastPath()
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes a line' })
  @ApiAnswer(CartAnswer)
  remove(@Body() dto: RemoveItemDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.remove(dto, customer);
  }

  @Post('coupon')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Applies a coupon code; refused with "Your coupon code is invalid" and why when it cannot apply now' })
  @ApiAnswer(CartAnswer)
  applyCoupon(@Body() dto: CartCouponDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.applyCoupon(dto, customer);
  }

  @Delete('coupon')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a coupon code out of the cart' })
  @ApiAnswer(CartAnswer)
  removeCoupon(@Body() dto: CartCouponDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<CartAnswer> {
    return this.carts.removeCoupon(dto, customer);
  }
}
