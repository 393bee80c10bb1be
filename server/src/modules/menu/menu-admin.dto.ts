import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { MENU_TYPES, type MenuType } from './menu.entity';
import { OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText, RequiredText } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { menuMessages as m } from './menu.messages';

const TYPE_MESSAGE = v.one_of({ field: 'type', choices: MENU_TYPES.join(', ') });
const PARENT_MESSAGE = m.parent_id;
const ORDER_MESSAGE = v.whole_number({ field: 'order' });
const PRODUCTS_MESSAGE = m.products_list;
const UNKNOWN_PRODUCT = m.unknown_product;

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
  @IsInt(says(PARENT_MESSAGE))
  @Min(1, says(PARENT_MESSAGE))
  @Max(MAX_ID, says(PARENT_MESSAGE))
  parent_id?: number | null;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @OptionalLongText('short_description', 5000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalText('meta_title', 200)
  meta_title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('meta_description', 500)
  meta_description?: string;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @ToInt()
  @IsInt(says(ORDER_MESSAGE))
  @Min(-1000000, says(ORDER_MESSAGE))
  @Max(1000000, says(ORDER_MESSAGE))
  order?: number;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('open_in_current_tab')
  open_in_current_tab?: boolean;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('display_in_mobile')
  display_in_mobile?: boolean;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('display_in_desktop')
  display_in_desktop?: boolean;

  @ApiPropertyOptional({ type: [Number], description: 'Product ids, in display order (a JSON list in a multipart form)' })
  @IsOptional()
  @ToIdList()
  @IsArray(says(PRODUCTS_MESSAGE))
  @ArrayMaxSize(1000, says(m.products_at_most({ max: 1000 })))
  @IsInt(says(PRODUCTS_MESSAGE, { each: true }))
  @Min(1, says(UNKNOWN_PRODUCT, { each: true }))
  @Max(MAX_ID, says(UNKNOWN_PRODUCT, { each: true }))
  products?: number[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the texts (else ?language=, else the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class CreateMenuDto extends MenuFieldsDto {
  @ApiProperty({ example: 'Tea', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ enum: MENU_TYPES })
  @IsIn(MENU_TYPES, says(TYPE_MESSAGE))
  type: MenuType;

  @ApiProperty({ example: 'tea', description: 'A slug, or for a link an http(s) address or a path starting with /' })
  @RequiredText('url', 500)
  url: string;
}

/** Every field optional; only those sent change. */
export class UpdateMenuDto extends MenuFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional({ enum: MENU_TYPES })
  @IsOptional()
  @IsIn(MENU_TYPES, says(TYPE_MESSAGE))
  type?: MenuType;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('url', 500)
  url?: string;
}
