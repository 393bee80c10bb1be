import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ToInt } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { KEYWORD_PATTERN } from '../search/search-text';
import { RequiredText } from '../../common/dto-fields';
import { MAX_ID } from '../../common/parse-id.pipe';
import { MAX_PRICE } from '../product/product.dto';

export const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const KEYWORD_MESSAGE = 'keyword may hold only letters, digits, Chinese characters, underscore and hyphen';

class LanguageDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
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
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(10000, { message: 'page must be at most 10000' })
  page?: number;

  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'per_page must be a whole number from 1 to 60' })
  @Min(1, { message: 'per_page must be a whole number from 1 to 60' })
  @Max(60, { message: 'per_page must be a whole number from 1 to 60' })
  per_page?: number;

  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort?: ListingSort;
}

export class CategoryListingDto extends PagingDto {
  @ApiProperty()
  @RequiredText('url', 500)
  url: string;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray({ message: 'brand_ids must be a list of brand ids' })
  @ArrayMaxSize(50, { message: 'brand_ids must hold at most 50 ids' })
  @IsInt({ each: true, message: 'brand_ids must be a list of brand ids' })
  @Min(1, { each: true, message: 'brand_ids must be a list of brand ids' })
  @Max(MAX_ID, { each: true, message: 'brand_ids must be a list of brand ids' })
  brand_ids?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Option ids; values of one attribute widen, different attributes narrow' })
  @IsOptional()
  @IsArray({ message: 'option_ids must be a list of option ids' })
  @ArrayMaxSize(50, { message: 'option_ids must hold at most 50 ids' })
  @IsInt({ each: true, message: 'option_ids must be a list of option ids' })
  @Min(1, { each: true, message: 'option_ids must be a list of option ids' })
  @Max(MAX_ID, { each: true, message: 'option_ids must be a list of option ids' })
  option_ids?: number[];

  @ApiPropertyOptional({ description: 'Minor units of the base currency' })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'price_min must be a whole number of cents' })
  @Min(0, { message: 'price_min cannot be negative' })
  @Max(MAX_PRICE, { message: `price_min must be at most ${MAX_PRICE}` })
  price_min?: number;

  @ApiPropertyOptional({ description: 'Minor units of the base currency' })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'price_max must be a whole number of cents' })
  @Min(0, { message: 'price_max cannot be negative' })
  @Max(MAX_PRICE, { message: `price_max must be at most ${MAX_PRICE}` })
  price_max?: number;
}

export class SearchDto extends PagingDto {
  @ApiProperty({ example: '手機' })
  @RequiredText('keyword', 100)
  @Matches(KEYWORD_PATTERN, { message: KEYWORD_MESSAGE })
  keyword: string;
}
