import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ToInt, Trim } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { ATTRIBUTE_POSITIONS, type AttributePosition } from './attribute.entity';
import { NoListsInside, Omittable, RequiredText } from '../../common/dto-fields';

const POSITION_MESSAGE = 'position must be stock_option or product_info';
const OPTION_VALUE_MESSAGE = 'Each option needs a value';
const ORDER_MESSAGE = 'order must be a whole number';

export class AttributeOptionDto {
  @ApiPropertyOptional({ description: 'An existing option of this attribute; leave out for a new option' })
  @IsOptional()
  @IsInt({ message: 'options holds an unknown option id' })
  @Min(1, { message: 'options holds an unknown option id' })
  @Max(MAX_ID, { message: 'options holds an unknown option id' })
  id?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt({ message: ORDER_MESSAGE })
  @Min(-1000000, { message: ORDER_MESSAGE })
  @Max(1000000, { message: ORDER_MESSAGE })
  order?: number;

  @ApiProperty({ example: 'Red', description: 'In the language of the request' })
  @Trim()
  @IsString({ message: OPTION_VALUE_MESSAGE })
  @IsNotEmpty({ message: OPTION_VALUE_MESSAGE })
  @MaxLength(100, { message: 'An option value must be at most 100 characters long' })
  value: string;
}

export class CreateAttributeDto {
  @ApiProperty({ enum: ATTRIBUTE_POSITIONS })
  @IsIn(ATTRIBUTE_POSITIONS, { message: POSITION_MESSAGE })
  position: AttributePosition;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @ToInt()
  @IsInt({ message: ORDER_MESSAGE })
  @Min(-1000000, { message: ORDER_MESSAGE })
  @Max(1000000, { message: ORDER_MESSAGE })
  order?: number;

  @ApiProperty({ example: 'Colour', description: 'In the language of the request' })
  @RequiredText('name', 100)
  name: string;

  @ApiPropertyOptional({ type: [AttributeOptionDto] })
  @Omittable()
  @IsArray({ message: 'options must be a list' })
  @ArrayMaxSize(500, { message: 'options must hold at most 500 options' })
  @NoListsInside(OPTION_VALUE_MESSAGE)
  @ValidateNested({ each: true, message: OPTION_VALUE_MESSAGE })
  @Type(() => AttributeOptionDto)
  options?: AttributeOptionDto[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of name and values (else ?language=, else the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

/** Every field optional; `options`, when sent, is the whole new list (options left out are deleted). */
export class UpdateAttributeDto {
  @ApiPropertyOptional({ enum: ATTRIBUTE_POSITIONS })
  @IsOptional()
  @IsIn(ATTRIBUTE_POSITIONS, { message: POSITION_MESSAGE })
  position?: AttributePosition;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt({ message: ORDER_MESSAGE })
  @Min(-1000000, { message: ORDER_MESSAGE })
  @Max(1000000, { message: ORDER_MESSAGE })
  order?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ type: [AttributeOptionDto] })
  @Omittable()
  @IsArray({ message: 'options must be a list' })
  @ArrayMaxSize(500, { message: 'options must hold at most 500 options' })
  @NoListsInside(OPTION_VALUE_MESSAGE)
  @ValidateNested({ each: true, message: OPTION_VALUE_MESSAGE })
  @Type(() => AttributeOptionDto)
  options?: AttributeOptionDto[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

export class StorefrontAttributesDto {
  @ApiProperty({ enum: ATTRIBUTE_POSITIONS })
  @IsIn(ATTRIBUTE_POSITIONS, { message: POSITION_MESSAGE })
  position: AttributePosition;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

/** What the back office reads: the text in one language (with the fallback already applied). */
export interface AttributeView {
  id: number;
  position: AttributePosition;
  order: number;
  name: string;
  options: { id: number; order: number; value: string }[];
  created_at: string;
  updated_at: string;
}
