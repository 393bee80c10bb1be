import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IdField, OptionalLanguage } from '../../common/dto-fields';
import { NormalizeSlug, SLUG } from '../../common/slug';
import { Trim, ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { widgetMessages as w } from './catalog.messages';

/** The homepage's strips: products flagged new, featured or hot, a category's products, brands (or a brand's products), a block. */
export const WIDGET_TYPES = ['new', 'featured', 'hot', 'category', 'brand', 'block'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** How many products a strip shows when data.limit does not say. */
export const WIDGET_LIMIT = 8;

/** What a widget is about: a category or brand (url or id), a block (identifier), and how many products. */
export class WidgetDataDto {
  @ApiPropertyOptional({ example: 'tea', description: 'category: the category; brand: the brand (left out: the enabled brands)' })
  @IsOptional()
  @Matches(SLUG, says(w.url_form))
  @MaxLength(200, says(w.url_form))
  @IsString(says(w.url_form))
  @NormalizeSlug()
  url?: string;

  @ApiPropertyOptional({ description: 'category or brand: its id, instead of url' })
  @IsOptional()
  @IdField(w.id_form)
  id?: number;

  @ApiPropertyOptional({ example: 'home-welcome', description: 'block: its identifier' })
  @IsOptional()
  @MaxLength(100, says(w.identifier_form))
  @IsString(says(w.identifier_form))
  @Trim()
  identifier?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 24, description: 'How many products (8 when left out)' })
  @IsOptional()
  @Max(24, says(w.limit_range))
  @Min(1, says(w.limit_range))
  @IsInt(says(w.limit_range))
  @ToInt()
  limit?: number;
}

/** An optional widget data object, checked by WidgetDataDto's rules. */
export const WidgetData = () =>
  applyDecorators(
    ApiPropertyOptional({ type: () => WidgetDataDto }),
    IsOptional(),
    ValidateNested(says(w.data)),
    Type(() => WidgetDataDto),
    IsObject(says(w.data)),
  );

/** POST /api/widget. */
export class WidgetDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty({ enum: WIDGET_TYPES })
  @IsIn(WIDGET_TYPES, says(w.type({ choices: WIDGET_TYPES.join(', ') })))
  type: WidgetType;

  @WidgetData()
  data?: WidgetDataDto;
}
