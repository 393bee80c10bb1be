import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
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
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { NoListsInside, Omittable, OptionalFlag, RequiredText } from '../../common/dto-fields';

/** Largest price: ten billion in minor units. */
export const MAX_PRICE = 10_000_000_000;
export const MAX_QUANTITY = 1_000_000_000;
/** Sort orders are int4 columns; a million either way is ample. */
const ORDER_LIMIT = 1_000_000;
export const INVENTORY_ROW_MESSAGE = 'Each inventory row needs quantity and warehouse_id';
/** A warehouse row may hold nothing: its quantity is 0 or more (the moves' quantities are from 1). */
const QUANTITY_NOT_NEGATIVE = 'Quantity must be a whole number, 0 or more';
export const SAME_WAREHOUSE_MESSAGE = "Can't use same warehouse_id in one stock";
export const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
export const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export class InventoryRowDto {
  @ApiPropertyOptional({ description: 'Existing inventory id; leave out for a new warehouse row' })
  @IsOptional()
  @IsInt({ message: 'inventories holds an unknown inventory id' })
  @Min(1, { message: 'inventories holds an unknown inventory id' })
  @Max(MAX_ID, { message: 'inventories holds an unknown inventory id' })
  id?: number;

  @ApiProperty()
  @IsInt({ message: INVENTORY_ROW_MESSAGE })
  @Min(1, { message: INVENTORY_ROW_MESSAGE })
  @Max(MAX_ID, { message: INVENTORY_ROW_MESSAGE })
  warehouse_id: number;

  @ApiProperty({ description: 'Quantity on hand; required for a new row; on an existing row a change is recorded as an "update" move, and leaving it out keeps it' })
  @ValidateIf((row: InventoryRowDto) => row.id === undefined || row.quantity !== undefined)
  @IsInt({ message: INVENTORY_ROW_MESSAGE })
  @Min(0, { message: QUANTITY_NOT_NEGATIVE })
  @Max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` })
  quantity?: number;
}

export class StockDto {
  @ApiPropertyOptional({ description: 'Existing stock id; leave out for a new stock' })
  @IsOptional()
  @IsInt({ message: 'stocks holds an unknown stock id' })
  @Min(1, { message: 'stocks holds an unknown stock id' })
  @Max(MAX_ID, { message: 'stocks holds an unknown stock id' })
  id?: number;

  @ApiProperty()
  @Trim()
  @IsString({ message: 'Each stock needs a sku' })
  @IsNotEmpty({ message: 'Each stock needs a sku' })
  @MaxLength(80, { message: 'A stock sku must be at most 80 characters long' })
  @Matches(SKU, { message: 'A stock sku may hold only letters, digits, dots, hyphens and underscores' })
  sku: string;

  @ApiProperty({ description: 'Minor units (cents) of the base currency' })
  @IsInt({ message: 'Each stock needs a price in cents (a whole number)' })
  @Min(0, { message: 'A price cannot be negative' })
  @Max(MAX_PRICE, { message: 'A price is too large' })
  price: number;

  @ApiPropertyOptional({ nullable: true, description: 'Sent only when filled; minor units' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'special_price must be a price in cents (a whole number)' })
  @Min(0, { message: 'A price cannot be negative' })
  @Max(MAX_PRICE, { message: 'A price is too large' })
  special_price?: number | null;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('visibled')
  visibled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'order must be a whole number' })
  @Min(-ORDER_LIMIT, { message: 'order must be a whole number' })
  @Max(ORDER_LIMIT, { message: 'order must be a whole number' })
  order?: number;

  @ApiProperty({ type: [Number], description: 'One option id of each stock_option attribute' })
  @IsArray({ message: 'option_ids must be a list of option ids' })
  @ArrayMaxSize(20, { message: 'A stock has at most 20 options' })
  @IsInt({ each: true, message: 'option_ids must be a list of option ids' })
  @Min(1, { each: true, message: 'option_ids must be a list of option ids' })
  @Max(MAX_ID, { each: true, message: 'option_ids must be a list of option ids' })
  option_ids: number[];

  @ApiProperty({ type: [InventoryRowDto] })
  @IsArray({ message: 'inventories must be a list' })
  @ArrayMaxSize(100, { message: 'A stock has at most 100 inventories' })
  @NoListsInside(INVENTORY_ROW_MESSAGE)
  @ValidateNested({ each: true })
  @Type(() => InventoryRowDto)
  inventories: InventoryRowDto[];
}

export class ProductImageOrderDto {
  @ApiProperty()
  @IsInt({ message: 'images holds an unknown image id' })
  @Min(1, { message: 'images holds an unknown image id' })
  @Max(MAX_ID, { message: 'images holds an unknown image id' })
  id: number;

  @ApiProperty()
  @IsInt({ message: 'image order must be a whole number' })
  @Min(-ORDER_LIMIT, { message: 'image order must be a whole number' })
  @Max(ORDER_LIMIT, { message: 'image order must be a whole number' })
  order: number;
}

/**
 * A product as the back office saves it (create and update alike). JSON, or multipart where lists
 * (categories, images, stocks) are JSON text and new image files come as `new_images`.
 */
export class SaveProductDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'Language of name, description and meta (default the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;

  @ApiProperty()
  @RequiredText('sku', 64)
  @Matches(SKU, { message: 'sku may hold only letters, digits, dots, hyphens and underscores' })
  sku: string;

  @ApiProperty()
  @RequiredText('url', 200)
  @Matches(SLUG, { message: 'url may hold only lowercase letters, digits and single hyphens' })
  url: string;

  @ApiProperty()
  @RequiredText('name', 200)
  name: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'description must be text' }) @MaxLength(100000, { message: 'description is too long' })
  description?: string;

  @ApiPropertyOptional() @IsOptional() @Trim() @IsString({ message: 'meta_title must be text' }) @MaxLength(200, { message: 'meta_title must be at most 200 characters long' })
  meta_title?: string;

  @ApiPropertyOptional() @IsOptional() @Trim() @IsString({ message: 'meta_description must be text' }) @MaxLength(500, { message: 'meta_description must be at most 500 characters long' })
  meta_description?: string;

  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean({ message: 'is_new must be true or false' })
  is_new?: boolean;

  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean({ message: 'is_featured must be true or false' })
  is_featured?: boolean;

  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean({ message: 'is_hot must be true or false' })
  is_hot?: boolean;

  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean({ message: 'visibled must be true or false' })
  visibled?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @EmptyToNull()
  @ToInt()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'brand_id must be an existing brand' })
  @Min(1, { message: 'brand_id must be an existing brand' })
  @Max(MAX_ID, { message: 'brand_id must be an existing brand' })
  brand_id?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Ids of menu items of type category' })
  @Omittable()
  @ParseJsonString()
  @IsArray({ message: 'categories must be a list of category ids' })
  @ArrayMaxSize(200, { message: 'categories must hold at most 200 ids' })
  @IsInt({ each: true, message: 'categories must be a list of category ids' })
  @Min(1, { each: true, message: 'categories must be a list of category ids' })
  @Max(MAX_ID, { each: true, message: 'categories must be a list of category ids' })
  categories?: number[];

  @ApiPropertyOptional({ type: [ProductImageOrderDto], description: 'Existing images to keep, with their order; others are removed' })
  @Omittable()
  @ParseJsonString(() => ProductImageOrderDto)
  @IsArray({ message: 'images must be a list' })
  @ArrayMaxSize(50, { message: 'A product has at most 50 images' })
  @NoListsInside('images holds an unknown image id')
  @ValidateNested({ each: true })
  @Type(() => ProductImageOrderDto)
  images?: ProductImageOrderDto[];

  @ApiProperty({ type: [StockDto] })
  @ParseJsonString(() => StockDto)
  @IsArray({ message: 'stocks must be a list' })
  @ArrayMaxSize(500, { message: 'A product has at most 500 stocks' })
  @NoListsInside('Each stock needs a sku')
  @ValidateNested({ each: true })
  @Type(() => StockDto)
  stocks: StockDto[];
}
