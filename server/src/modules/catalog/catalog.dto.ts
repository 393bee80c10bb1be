import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { KEYWORD_PATTERN } from '../search';
import { OptionalLanguage, RequiredText } from '../../common/dto-fields';
import { MAX_ID } from '../../common/parse-id.pipe';
import { MAX_PRICE } from '../product';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { catalogMessages as c } from './catalog.messages';

export const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ListingSort = (typeof SORTS)[number];

class LanguageDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class ProductByUrlDto extends LanguageDto {
  @ApiProperty()
  @RequiredText('url', 200)
  url: string;
}

class PagingDto extends LanguageDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToInt()
  @IsInt(says(c.whole_number_from({ field: 'page', min: 1 })))
  @Min(1, says(c.whole_number_from({ field: 'page', min: 1 })))
  @Max(10000, says(c.at_most({ field: 'page', max: 10000 })))
  page?: number;

  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @ToInt()
  @IsInt(says(c.whole_number_between({ field: 'per_page', min: 1, max: 60 })))
  @Min(1, says(c.whole_number_between({ field: 'per_page', min: 1, max: 60 })))
  @Max(60, says(c.whole_number_between({ field: 'per_page', min: 1, max: 60 })))
  per_page?: number;

  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, says(v.one_of({ field: 'sort', choices: SORTS.join(', ') })))
  sort?: ListingSort;
}

export class CategoryListingDto extends PagingDto {
  @ApiProperty()
  @RequiredText('url', 500)
  url: string;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray(says(c.brand_ids))
  @ArrayMaxSize(50, says(c.ids_at_most({ field: 'brand_ids', max: 50 })))
  @IsInt(says(c.brand_ids, { each: true }))
  @Min(1, says(c.brand_ids, { each: true }))
  @Max(MAX_ID, says(c.brand_ids, { each: true }))
  brand_ids?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Option ids; values of one attribute widen, different attributes narrow' })
  @IsOptional()
  @IsArray(says(c.option_ids))
  @ArrayMaxSize(50, says(c.ids_at_most({ field: 'option_ids', max: 50 })))
  @IsInt(says(c.option_ids, { each: true }))
  @Min(1, says(c.option_ids, { each: true }))
  @Max(MAX_ID, says(c.option_ids, { each: true }))
  option_ids?: number[];

  @ApiPropertyOptional({ description: 'Minor units of the base currency' })
  @IsOptional()
  @ToInt()
  @IsInt(says(c.cents({ field: 'price_min' })))
  @Min(0, says(c.not_negative({ field: 'price_min' })))
  @Max(MAX_PRICE, says(c.at_most({ field: 'price_min', max: MAX_PRICE })))
  price_min?: number;

  @ApiPropertyOptional({ description: 'Minor units of the base currency' })
  @IsOptional()
  @ToInt()
  @IsInt(says(c.cents({ field: 'price_max' })))
  @Min(0, says(c.not_negative({ field: 'price_max' })))
  @Max(MAX_PRICE, says(c.at_most({ field: 'price_max', max: MAX_PRICE })))
  price_max?: number;
}

export class SearchDto extends PagingDto {
  @ApiProperty({ example: '手機' })
  @RequiredText('keyword', 100)
  @Matches(KEYWORD_PATTERN, says(c.keyword_characters))
  keyword: string;
}
