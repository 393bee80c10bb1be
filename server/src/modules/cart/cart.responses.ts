import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TOTAL_STEPS, type TotalStep } from '../totals';

/** A chosen option of a line's stock, in the asked language. */
export class CartItemOption {
  @ApiProperty({ example: 'Colour' })
  attribute: string;

  @ApiProperty({ example: 'Red' })
  value: string;
}

/** Why a line cannot be bought as it is, or what changed it: a catalogue message the UI translates by code. */
export class CartNotice {
  @ApiProperty({ example: 'cart.over_available' })
  code: string;

  @ApiProperty({ example: 'Only 2 left' })
  message: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } })
  params?: Record<string, string | number>;
}

/** A line of the cart with everything the storefront draws it with. Amounts in minor units of the base currency. */
export class CartItemAnswer {
  @ApiProperty()
  item_id: number;

  @ApiProperty()
  stock_id: number;

  @ApiProperty()
  product_id: number;

  @ApiProperty({ example: 'desk-lamp' })
  url: string;

  @ApiProperty({ description: "The product's name in the asked language (else the main language's)" })
  name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: () => [CartItemOption] })
  options: CartItemOption[];

  @ApiProperty({ type: String, nullable: true, description: "The product's first image (upload path)" })
  image: string | null;

  @ApiProperty({ example: 12900 })
  price: number;

  @ApiProperty({ type: Number, nullable: true, example: 9900 })
  special_price: number | null;

  @ApiProperty({ example: 9900, description: 'What one costs: the special price when set and lower, else the price' })
  unit_price: number;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ example: 19800, description: 'unit_price x quantity' })
  line_total: number;

  @ApiProperty({ description: 'Available now over the enabled warehouses' })
  available_inventories: number;

  @ApiProperty({ description: 'Visible and available in this quantity: it can be checked out as it is' })
  purchasable: boolean;

  @ApiProperty({ type: () => CartNotice, nullable: true, description: 'Why not purchasable (sold out, fewer left, no longer sold)' })
  notice: CartNotice | null;
}

/** One step of the totals pipeline that changed the total. */
export class CartAdjustment {
  @ApiProperty({ enum: TOTAL_STEPS })
  step: TotalStep;

  @ApiProperty({ example: 'promotion:12', description: "What made it: 'promotion:<id>', 'shipping:<id>'" })
  source: string;

  @ApiProperty({ example: 'SUMMER10', description: "What a shopper knows it by: a coupon's code, a promotion's or a shipping method's name" })
  label: string;

  @ApiProperty({ description: 'Signed minor units' })
  amount: number;

  @ApiProperty({ type: [Number], description: 'The item ids it applies to; empty for the whole cart' })
  lines: number[];
}

/** A promotion the cart was judged with: every coupon in it, and the automatic promotions applied or within reach. */
export class CartPromotion {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, nullable: true, example: 'SUMMER10', description: 'null: automatic' })
  code: string | null;

  @ApiProperty({ example: 'Summer sale', description: 'In the asked language' })
  name: string;

  @ApiProperty({ enum: ['coupon', 'cart_discount', 'buy_x_get_y', 'free_shipping'] })
  type: string;

  @ApiProperty()
  applied: boolean;

  @ApiProperty({ description: 'What it took (negative minor units); 0 when it did not apply or took nothing yet (free shipping before a method is chosen)' })
  amount: number;

  @ApiProperty({ type: () => CartNotice, nullable: true, description: 'Why it does not apply (spend more, used up, combined with another)' })
  reason: CartNotice | null;
}

/** Totals in minor units of the base currency; grand_total - subtotal is the sum of the adjustments. */
export class CartTotals {
  @ApiProperty({ description: 'The purchasable lines' })
  subtotal: number;

  @ApiProperty()
  discount_total: number;

  @ApiProperty()
  shipping_total: number;

  @ApiProperty()
  grand_total: number;

  @ApiProperty({ type: () => [CartAdjustment] })
  adjustments: CartAdjustment[];
}

/** A line the request changed on its own (a merge capped by availability, a line no longer sold). */
export class CartChange {
  @ApiProperty()
  stock_id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'What was asked for' })
  requested: number;

  @ApiProperty({ description: 'What the cart holds now (0: removed)' })
  quantity: number;

  @ApiProperty({ type: () => CartNotice })
  reason: CartNotice;
}

/** POST /api/cart and every item call: the whole cart, drawn from one answer. */
export class CartAnswer {
  @ApiProperty({ description: 'Keep it in the cart id cookie' })
  cart_id: string;

  @ApiProperty({ type: () => [CartItemAnswer] })
  items: CartItemAnswer[];

  @ApiProperty({ description: 'The sum of the quantities (the header badge)' })
  item_count: number;

  @ApiProperty({ example: 'HKD', description: 'The base currency every amount is in' })
  currency: string;

  @ApiProperty({ type: () => CartTotals })
  totals: CartTotals;

  @ApiProperty({ type: () => [CartPromotion] })
  promotions: CartPromotion[];

  @ApiProperty({ type: () => [CartChange], description: 'Lines this request changed by itself (a guest cart merged at login)' })
  changes: CartChange[];

  @ApiPropertyOptional({ description: 'POST /api/cart/item: the line that was added to' })
  item_id?: number;
}
