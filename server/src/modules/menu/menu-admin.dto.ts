import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToBoolean, ToInt, Trim } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { MENU_TYPES, type MenuType } from './menu.entity';

export const TYPE_MESSAGE = `type must be one of ${MENU_TYPES.join(', ')}`;
const PARENT_MESSAGE = 'parent_id must be a menu item id';
const ORDER_MESSAGE = 'order must be a whole number';
const PRODUCTS_MESSAGE = 'products must be a list of product ids';
export const UNKNOWN_PRODUCT = 'products holds an unknown product id';

/** A parent id from JSON or a form: '' and 'null' mean the top level. */
const ToParentId = () =>
  Transform(({ value }) => {
    if (value === '' || value === 'null') return null;
    return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  });

/** A list of ids from JSON or a form field holding JSON ('' is the empty list). */
const ToIdList = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  });

/** Fields shared by create and update; create makes title, type and url required. */
class MenuFieldsDto {
  @ApiPropertyOptional({ nullable: true, description: 'null (or leave out) for a top-level item' })
  @IsOptional()
  @ToParentId()
  @IsInt({ message: PARENT_MESSAGE })
  @Min(1, { message: PARENT_MESSAGE })
  @Max(MAX_ID, { message: PARENT_MESSAGE })
  parent_id?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'short_description must be text' })
  @MaxLength(5000, { message: 'short_description must be at most 5000 characters long' })
  short_description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'meta_title must be text' })
  @MaxLength(200, { message: 'meta_title must be at most 200 characters long' })
  meta_title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'meta_description must be text' })
  @MaxLength(500, { message: 'meta_description must be at most 500 characters long' })
  meta_description?: string;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @ToInt()
  @IsInt({ message: ORDER_MESSAGE })
  @Min(-1000000, { message: ORDER_MESSAGE })
  @Max(1000000, { message: ORDER_MESSAGE })
  order?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'open_in_current_tab must be true or false' })
  open_in_current_tab?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'display_in_mobile must be true or false' })
  display_in_mobile?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'display_in_desktop must be true or false' })
  display_in_desktop?: boolean;

  @ApiPropertyOptional({ type: [Number], description: 'Product ids, in display order (a JSON list in a multipart form)' })
  @IsOptional()
  @ToIdList()
  @IsArray({ message: PRODUCTS_MESSAGE })
  @ArrayMaxSize(1000, { message: 'products must hold at most 1000 ids' })
  @IsInt({ each: true, message: PRODUCTS_MESSAGE })
  @Min(1, { each: true, message: UNKNOWN_PRODUCT })
  @Max(MAX_ID, { each: true, message: UNKNOWN_PRODUCT })
  products?: number[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the texts (else ?language=, else the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

export class CreateMenuDto extends MenuFieldsDto {
  @ApiProperty({ example: 'Tea', description: 'In the language of the request' })
  @Trim()
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters long' })
  title: string;

  @ApiProperty({ enum: MENU_TYPES })
  @IsIn(MENU_TYPES, { message: TYPE_MESSAGE })
  type: MenuType;

  @ApiProperty({ example: 'tea', description: 'A slug, or for a link an http(s) address or a path starting with /' })
  @Trim()
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(500, { message: 'url must be at most 500 characters long' })
  url: string;
}

/** Every field optional; only those sent change. */
export class UpdateMenuDto extends MenuFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters long' })
  title?: string;

  @ApiPropertyOptional({ enum: MENU_TYPES })
  @IsOptional()
  @IsIn(MENU_TYPES, { message: TYPE_MESSAGE })
  type?: MenuType;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(500, { message: 'url must be at most 500 characters long' })
  url?: string;
}
