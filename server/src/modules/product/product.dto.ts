import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EmptyToNull, ParseJsonString, ToBoolean, ToInt, Trim } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { NoListsInside, Omittable, OptionalFlag, OptionalLanguage, RequiredText } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { MAX_QUANTITY, quantityMessages } from '../inventory';
import { productMessages as m } from './product.messages';

/** Largest price: ten billion in minor units. */
export const MAX_PRICE = 10_000_000_000;
/** Sort orders are int4 columns; a million either way is ample. */
const ORDER_LIMIT = 1_000_000;
export const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
export const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export class InventoryRowDto {
  @ApiPropertyOptional({ description: 'Existing inventory id; leave out for a new warehouse row' })
  @IsOptional()
  @IsInt(says(m.unknown_inventory))
  @Min(1, says(m.unknown_inventory))
  @Max(MAX_ID, says(m.unknown_inventory))
  id?: number;

  @ApiProperty()
  @IsInt(says(m.inventory_row))
  @Min(1, says(m.inventory_row))
  @Max(MAX_ID, says(m.inventory_row))
  warehouse_id: number;

  @ApiProperty({
    description: 'Quantity on hand; required for a new row; on an existing row a change is recorded as an "update" move, and leaving it out keeps it',
  })
  @ValidateIf((row: InventoryRowDto) => row.id === undefined || row.quantity !== undefined)
  @IsInt(says(m.inventory_row))
  // A warehouse row may hold nothing: its quantity is 0 or more (the moves' quantities are from 1).
  @Min(0, says(quantityMessages.quantity_not_negative))
  @Max(MAX_QUANTITY, says(quantityMessages.quantity_at_most({ max: MAX_QUANTITY })))
  quantity?: number;
}

export class StockDto {
  @ApiPropertyOptional({ description: 'Existing stock id; leave out for a new stock' })
  @IsOptional()
  @IsInt(says(m.unknown_stock))
  @Min(1, says(m.unknown_stock))
  @Max(MAX_ID, says(m.unknown_stock))
  id?: number;

  @ApiProperty()
  @Trim()
  @IsString(says(m.stock_sku_required))
  @IsNotEmpty(says(m.stock_sku_required))
  @MaxLength(80, says(m.stock_sku_length({ max: 80 })))
  @Matches(SKU, says(m.stock_sku_characters))
  sku: string;

  @ApiProperty({ description: 'Minor units (cents) of the base currency' })
  @IsInt(says(m.price_required))
  @Min(0, says(m.price_negative))
  @Max(MAX_PRICE, says(m.price_too_large))
  price: number;

  @ApiPropertyOptional({ nullable: true, description: 'Sent only when filled; minor units' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt(says(m.special_price_cents))
  @Min(0, says(m.price_negative))
  @Max(MAX_PRICE, says(m.price_too_large))
  special_price?: number | null;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('visibled')
  visibled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt(says(v.whole_number({ field: 'order' })))
  @Min(-ORDER_LIMIT, says(v.whole_number({ field: 'order' })))
  @Max(ORDER_LIMIT, says(v.whole_number({ field: 'order' })))
  order?: number;

  @ApiProperty({ type: [Number], description: 'One option id of each stock_option attribute' })
  @IsArray(says(m.option_ids_list))
  @ArrayMaxSize(20, says(m.options_at_most({ max: 20 })))
  @IsInt(says(m.option_ids_list, { each: true }))
  @Min(1, says(m.option_ids_list, { each: true }))
  @Max(MAX_ID, says(m.option_ids_list, { each: true }))
  option_ids: number[];

  @ApiProperty({ type: [InventoryRowDto] })
  @IsArray(says(v.list({ field: 'inventories' })))
  @ArrayMaxSize(100, says(m.inventories_at_most({ max: 100 })))
  @NoListsInside(m.inventory_row)
  @ValidateNested(says(m.inventory_row, { each: true }))
  @Type(() => InventoryRowDto)
  inventories: InventoryRowDto[];
}

export class ProductImageOrderDto {
  @ApiProperty()
  @IsInt(says(m.unknown_image))
  @Min(1, says(m.unknown_image))
  @Max(MAX_ID, says(m.unknown_image))
  id: number;

  @ApiProperty()
  @IsInt(says(m.image_order))
  @Min(-ORDER_LIMIT, says(m.image_order))
  @Max(ORDER_LIMIT, says(m.image_order))
  order: number;
}

/**
 * A product as the back office saves it (create and update alike). JSON, or multipart where lists
 * (categories, images, stocks) are JSON text and new image files come as `new_images`.
 */
export class SaveProductDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'Language of name, description and meta (default the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty()
  @RequiredText('sku', 64)
  @Matches(SKU, says(m.sku_characters))
  sku: string;

  @ApiProperty()
  @RequiredText('url', 200)
  @Matches(SLUG, says(m.url_characters))
  url: string;

  @ApiProperty()
  @RequiredText('name', 200)
  name: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(says(v.text({ field: 'description' })))
  @MaxLength(100000, says(m.description_too_long))
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString(says(v.text({ field: 'meta_title' })))
  @MaxLength(200, says(v.max_length({ field: 'meta_title', max: 200 })))
  meta_title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString(says(v.text({ field: 'meta_description' })))
  @MaxLength(500, says(v.max_length({ field: 'meta_description', max: 500 })))
  meta_description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean(says(v.boolean({ field: 'is_new' })))
  is_new?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean(says(v.boolean({ field: 'is_featured' })))
  is_featured?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean(says(v.boolean({ field: 'is_hot' })))
  is_hot?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean(says(v.boolean({ field: 'visibled' })))
  visibled?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EmptyToNull()
  @ToInt()
  @ValidateIf((_, v) => v !== null)
  @IsInt(says(m.unknown_brand))
  @Min(1, says(m.unknown_brand))
  @Max(MAX_ID, says(m.unknown_brand))
  brand_id?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Ids of menu items of type category' })
  @Omittable()
  @ParseJsonString()
  @IsArray(says(m.categories_list))
  @ArrayMaxSize(200, says(m.categories_at_most({ max: 200 })))
  @IsInt(says(m.categories_list, { each: true }))
  @Min(1, says(m.categories_list, { each: true }))
  @Max(MAX_ID, says(m.categories_list, { each: true }))
  categories?: number[];

  @ApiPropertyOptional({ type: [ProductImageOrderDto], description: 'Existing images to keep, with their order; others are removed' })
  @Omittable()
  @ParseJsonString(() => ProductImageOrderDto)
  @IsArray(says(v.list({ field: 'images' })))
  @ArrayMaxSize(50, says(m.images_at_most({ max: 50 })))
  @NoListsInside(m.unknown_image)
  @ValidateNested(says(m.unknown_image, { each: true }))
  @Type(() => ProductImageOrderDto)
  images?: ProductImageOrderDto[];

  @ApiProperty({ type: [StockDto] })
  @ParseJsonString(() => StockDto)
  @IsArray(says(v.list({ field: 'stocks' })))
  @ArrayMaxSize(500, says(m.stocks_at_most({ max: 500 })))
  @NoListsInside(m.stock_sku_required)
  @ValidateNested(says(m.stock_sku_required, { each: true }))
  @Type(() => StockDto)
  stocks: StockDto[];
}
