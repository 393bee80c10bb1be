import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';

/** One row of the back office's product list: text in the asked language (the main language as fallback). */
export class ProductListRow {
  @ApiProperty()
  id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty()
  url: string;

  @ApiProperty()
  visibled: boolean;

  @ApiProperty()
  is_new: boolean;

  @ApiProperty()
  is_featured: boolean;

  @ApiProperty()
  is_hot: boolean;

  @ApiProperty({ type: Number, nullable: true })
  brand_id: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Lowest price a shopper pays among visible stocks (minor units); null without one' })
  min_price: number | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ description: "'' when no language has a name" })
  name: string;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the first image; null without images' })
  image: string | null;

  @ApiProperty({ description: 'Sum of the quantities of every inventory of every stock' })
  total_quantity: number;
}

/** One image of a product. */
export class ProductImageAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  path: string;

  @ApiProperty()
  order: number;
}

/** A stock's inventory in one warehouse. */
export class StockInventoryAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  warehouse_id: number;

  @ApiProperty()
  warehouse_name: string;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'Held by orders not yet shipped' })
  reserved: number;

  @ApiProperty({ description: 'quantity minus reserved' })
  available_inventories: number;

  @ApiProperty({ enum: ['active', 'inactive'], description: 'inactive when the warehouse is disabled' })
  status: 'active' | 'inactive';
}

/** A stock (a sellable variant) of a product with its inventories, in warehouse order. */
export class ProductStockAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty({ description: 'Minor units (cents) of the base currency' })
  price: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Minor units; null without a special price' })
  special_price: number | null;

  @ApiProperty()
  visibled: boolean;

  @ApiProperty()
  order: number;

  @ApiProperty({ type: [Number], description: 'The chosen attribute option ids (one per stock_option attribute)' })
  option_ids: number[];

  @ApiProperty({ type: () => [StockInventoryAnswer] })
  inventories: StockInventoryAnswer[];

  @ApiProperty({ description: 'Sum of available_inventories over the active inventories' })
  all_available_inventories: number;
}

/** A product as the back office reads and saves it: text in `language` (the main language as fallback). */
export class ProductAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty()
  url: string;

  @ApiProperty({ enum: LANGUAGE_CODES, description: 'The language of the texts: the asked one, or the main language' })
  language: LanguageCode;

  @ApiProperty({ description: "'' when no language has a name" })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true, description: 'The languages that have a text, sorted' })
  translated_languages: LanguageCode[];

  @ApiProperty()
  is_new: boolean;

  @ApiProperty()
  is_featured: boolean;

  @ApiProperty()
  is_hot: boolean;

  @ApiProperty()
  visibled: boolean;

  @ApiProperty({ type: Number, nullable: true })
  brand_id: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Lowest price a shopper pays among visible stocks (minor units); null without one' })
  min_price: number | null;

  @ApiProperty({ type: [Number], description: 'Ids of the categories (menu items) holding the product, ascending' })
  categories: number[];

  @ApiProperty({ type: () => [ProductImageAnswer], description: 'In order' })
  images: ProductImageAnswer[];

  @ApiProperty({ type: () => [ProductStockAnswer], description: 'In order' })
  stocks: ProductStockAnswer[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}
