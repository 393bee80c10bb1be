import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ToInt, Trim } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { ATTRIBUTE_POSITIONS, type AttributePosition } from './attribute.entity';
import { NoListsInside, Omittable, OptionalLanguage, RequiredText } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { attributeMessages as m, attributeSharedMessages } from './attribute.messages';

const POSITION_MESSAGE = attributeSharedMessages.position;
const OPTION_VALUE_MESSAGE = m.option_value_required;
const ORDER_MESSAGE = v.whole_number({ field: 'order' });

export class AttributeOptionDto {
  @ApiPropertyOptional({ description: 'An existing option of this attribute; leave out for a new option' })
  @IsOptional()
  @IsInt(says(m.unknown_option))
  @Min(1, says(m.unknown_option))
  @Max(MAX_ID, says(m.unknown_option))
  id?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt(says(ORDER_MESSAGE))
  @Min(-1000000, says(ORDER_MESSAGE))
  @Max(1000000, says(ORDER_MESSAGE))
  order?: number;

  @ApiProperty({ example: 'Red', description: 'In the language of the request' })
  @Trim()
  @IsString(says(OPTION_VALUE_MESSAGE))
  @IsNotEmpty(says(OPTION_VALUE_MESSAGE))
  @MaxLength(100, says(m.option_value_length({ max: 100 })))
  value: string;
}

export class CreateAttributeDto {
  @ApiProperty({ enum: ATTRIBUTE_POSITIONS })
  @IsIn(ATTRIBUTE_POSITIONS, says(POSITION_MESSAGE))
  position: AttributePosition;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @ToInt()
  @IsInt(says(ORDER_MESSAGE))
  @Min(-1000000, says(ORDER_MESSAGE))
  @Max(1000000, says(ORDER_MESSAGE))
  order?: number;

  @ApiProperty({ example: 'Colour', description: 'In the language of the request' })
  @RequiredText('name', 100)
  name: string;

  @ApiPropertyOptional({ type: [AttributeOptionDto] })
  @Omittable()
  @IsArray(says(v.list({ field: 'options' })))
  @ArrayMaxSize(500, says(m.options_at_most({ max: 500 })))
  @NoListsInside(OPTION_VALUE_MESSAGE)
  @ValidateNested(says(OPTION_VALUE_MESSAGE, { each: true }))
  @Type(() => AttributeOptionDto)
  options?: AttributeOptionDto[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of name and values (else ?language=, else the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** Every field optional; `options`, when sent, is the whole new list (options left out are deleted). */
export class UpdateAttributeDto {
  @ApiPropertyOptional({ enum: ATTRIBUTE_POSITIONS })
  @IsOptional()
  @IsIn(ATTRIBUTE_POSITIONS, says(POSITION_MESSAGE))
  position?: AttributePosition;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt(says(ORDER_MESSAGE))
  @Min(-1000000, says(ORDER_MESSAGE))
  @Max(1000000, says(ORDER_MESSAGE))
  order?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ type: [AttributeOptionDto] })
  @Omittable()
  @IsArray(says(v.list({ field: 'options' })))
  @ArrayMaxSize(500, says(m.options_at_most({ max: 500 })))
  @NoListsInside(OPTION_VALUE_MESSAGE)
  @ValidateNested(says(OPTION_VALUE_MESSAGE, { each: true }))
  @Type(() => AttributeOptionDto)
  options?: AttributeOptionDto[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class StorefrontAttributesDto {
  @ApiProperty({ enum: ATTRIBUTE_POSITIONS })
  @IsIn(ATTRIBUTE_POSITIONS, says(POSITION_MESSAGE))
  position: AttributePosition;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}
