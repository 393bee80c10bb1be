import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { ParseJsonString, ToInt } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { DecimalNumber, Omittable } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { configsMessages, settingsMessages as m } from './settings.messages';
import { POINTS_EXPIRY_TYPES, type PointsExpiryType } from './settings.definitions';

const FLAG = ['0', '1'] as const;
const LANGUAGE_CHOICES = LANGUAGE_CODES.join(', ');
const HEX = /^#[0-9a-fA-F]{6}$/;
const LANGUAGE_LIST = new RegExp(`^(${LANGUAGE_CODES.join('|')})(,(${LANGUAGE_CODES.join('|')}))*$`);

export class CurrencyRateDto {
  @ApiProperty({ example: 'USD' })
  @Matches(/^[A-Z]{3}$/, says(m.currency_code({ field: 'identifier' })))
  identifier: string;

  @ApiProperty({ example: 0.128 })
  @IsNumber({}, says(m.rate_decimals))
  @DecimalNumber(6, m.rate_decimals)
  @Min(0.000001, says(m.rate_positive))
  @Max(1000000, says(m.rate_max))
  rate: number;

  @ApiProperty({ example: 'US$' })
  @IsString(says(v.text({ field: 'mark' })))
  @Length(1, 8, says(v.length_between({ field: 'mark', min: 1, max: 8 })))
  mark: string;
}

export class TemplateColoursDto {
  @ApiProperty({ example: 'custom' })
  @Matches(/^[a-z0-9_-]{1,40}$/, says(m.template_identifier))
  identifier: string;

  @ApiProperty({ example: '#1d4ed8' })
  @Matches(HEX, says(m.colour({ field: 'primary_color', example: '#1d4ed8' })))
  primary_color: string;

  @ApiProperty({ example: '#0f172a' })
  @Matches(HEX, says(m.colour({ field: 'secondary_color', example: '#0f172a' })))
  secondary_color: string;

  @ApiProperty({ example: '#ffffff' })
  @Matches(HEX, says(m.colour({ field: 'background_color', example: '#ffffff' })))
  background_color: string;

  @ApiProperty({ example: '#111827' })
  @Matches(HEX, says(m.colour({ field: 'text_color', example: '#111827' })))
  text_color: string;
}

/** Site settings; every field optional, only those sent change. `name` is for the `?language=` given. */
export class UpdateSiteSettingsDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'name' })))
  @Length(1, 120, says(v.length_between({ field: 'name', min: 1, max: 120 })))
  name?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @Omittable()
  @IsIn(LANGUAGE_CODES, says(m.field_language({ field: 'main_language', choices: LANGUAGE_CHOICES })))
  main_language?: LanguageCode;

  @ApiPropertyOptional({ example: 'en_us,zh_hk,zh_cn' })
  @Omittable()
  @Matches(LANGUAGE_LIST, says(m.language_list({ choices: LANGUAGE_CHOICES })))
  supported_languages?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'script_header' })))
  @MaxLength(20000, says(v.max_length({ field: 'script_header', max: 20000 })))
  script_header?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'script_footer' })))
  @MaxLength(20000, says(v.max_length({ field: 'script_footer', max: 20000 })))
  script_footer?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'icon' })))
  @MaxLength(500, says(v.max_length({ field: 'icon', max: 500 })))
  icon?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'logo' })))
  @MaxLength(500, says(v.max_length({ field: 'logo', max: 500 })))
  logo?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(says(v.text({ field: 'banner' })))
  @MaxLength(500, says(v.max_length({ field: 'banner', max: 500 })))
  banner?: string;

  @ApiPropertyOptional({ example: 'HKD' })
  @Omittable()
  @Matches(/^[A-Z]{3}$/, says(m.currency_code({ field: 'base_currency' })))
  base_currency?: string;

  @ApiPropertyOptional({ type: [CurrencyRateDto] })
  @Omittable()
  @ParseJsonString(() => CurrencyRateDto)
  @IsArray(says(v.list({ field: 'supported_currencies' })))
  @ArrayMinSize(1, says(m.min_currencies({ field: 'supported_currencies' })))
  @ArrayMaxSize(50, says(m.max_currencies({ field: 'supported_currencies' })))
  @ValidateNested(says(m.currency_list({ field: 'supported_currencies' }), { each: true }))
  @Type(() => CurrencyRateDto)
  supported_currencies?: CurrencyRateDto[];

  @ApiPropertyOptional({ example: 'default' })
  @Omittable()
  @Matches(/^[a-z0-9_-]{1,40}$/, says(m.unknown_template))
  choose_template?: string;

  @ApiPropertyOptional({ type: [TemplateColoursDto] })
  @Omittable()
  @ParseJsonString(() => TemplateColoursDto)
  @IsArray(says(v.list({ field: 'supported_templates' })))
  @ArrayMinSize(1, says(m.min_templates))
  @ArrayMaxSize(20, says(m.max_templates))
  @ValidateNested(says(m.template_list, { each: true }))
  @Type(() => TemplateColoursDto)
  supported_templates?: TemplateColoursDto[];

  @ApiPropertyOptional({ enum: FLAG })
  @Omittable()
  @IsIn(FLAG, says(m.flag({ field: 'facebook_enabled' })))
  facebook_enabled?: '0' | '1';

  @ApiPropertyOptional()
  @Omittable()
  @Matches(/^\d{0,32}$/, says(m.fb_client_id_digits))
  fb_client_id?: string;

  @ApiPropertyOptional({ description: 'minutes', example: 120 })
  @Omittable()
  @ToInt()
  @IsInt(says(m.token_minutes_whole))
  @Min(5, says(m.token_minutes_min))
  @Max(43200, says(m.token_minutes_max))
  token_expired_time?: number;
}

export class UpdateShopConfigDto {
  @ApiPropertyOptional({ enum: FLAG })
  @Omittable()
  @IsIn(FLAG, says(m.flag({ field: 'catalog_mode' })))
  catalog_mode?: '0' | '1';

  @ApiPropertyOptional({ enum: FLAG })
  @Omittable()
  @IsIn(FLAG, says(m.flag({ field: 'member_only' })))
  member_only?: '0' | '1';

  @ApiPropertyOptional({ enum: FLAG })
  @Omittable()
  @IsIn(FLAG, says(m.flag({ field: 'guest_checkout' })))
  guest_checkout?: '0' | '1';

  @ApiPropertyOptional({ nullable: true })
  @Omittable()
  @ValidateIf((_, value) => value !== null)
  @IsInt(says(m.warehouse_id))
  @Min(1, says(m.warehouse_id))
  warehouse_id?: number | null;

  @ApiPropertyOptional({ enum: FLAG })
  @Omittable()
  @IsIn(FLAG, says(m.flag({ field: 'warehouse_enabled' })))
  warehouse_enabled?: '0' | '1';

  @ApiPropertyOptional({ description: 'minutes', example: 30 })
  @Omittable()
  @ToInt()
  @IsInt(says(m.hold_minutes))
  @Min(5, says(m.hold_minutes))
  @Max(10080, says(m.hold_minutes))
  order_hold_minutes?: number;
}

/** PUT /api/admin/config/crm: the CRM's settings. */
export class UpdateCrmConfigDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'The lead status (with an ebook trigger) whose ebook the /ebook page sends; null: no ebook page',
  })
  @Omittable()
  @ValidateIf((_, value) => value !== null)
  @IsInt(says(m.ebook_status_id))
  @Min(1, says(m.ebook_status_id))
  ebook_status_id?: number | null;
}

/** PUT /api/admin/config/points: how reward points are spent and when they expire. */
export class UpdatePointsConfigDto {
  @ApiPropertyOptional({ example: 100, description: 'Points that pay one unit of the base currency (100: 100 points pay $1); 0 turns spending off' })
  @Omittable()
  @IsInt(says(m.points_rate))
  @Min(0, says(m.points_rate))
  @Max(1_000_000, says(m.points_rate))
  points_redeem_rate?: number;

  @ApiPropertyOptional({ example: 50, description: 'The largest share (percent) of an order total that points may pay' })
  @Omittable()
  @IsInt(says(m.points_percent))
  @Min(1, says(m.points_percent))
  @Max(100, says(m.points_percent))
  points_max_percent?: number;

  @ApiPropertyOptional({ enum: POINTS_EXPIRY_TYPES, description: 'never expire, a fixed date, or the same as the membership expiry date' })
  @Omittable()
  @IsIn(POINTS_EXPIRY_TYPES, says(m.points_expiry_type))
  points_expiry_type?: PointsExpiryType;

  @ApiPropertyOptional({ example: '2027-12-31', description: 'For fixed_date: the day points expire (at its end, UTC); each year after it passes' })
  @Omittable()
  @IsString(says(m.points_expiry_date))
  @Matches(/^$|^\d{4}-\d{2}-\d{2}$/, says(m.points_expiry_date))
  points_expiry_date?: string;

  @ApiPropertyOptional({ example: 1, description: 'Points per unit of the base currency paid, for members without a tier' })
  @Omittable()
  @IsNumber({ allowNaN: false, allowInfinity: false }, says(m.points_base_rate))
  @DecimalNumber(2, m.points_base_rate)
  @Min(0, says(m.points_base_rate))
  @Max(1000, says(m.points_base_rate))
  points_base_rate?: number;
}

export class UpdateCurrencyConfigDto {
  @ApiPropertyOptional({ example: 'HKD' })
  @Omittable()
  @Matches(/^[A-Z]{3}$/, says(m.currency_code({ field: 'base_currency' })))
  base_currency?: string;

  @ApiPropertyOptional({ type: [CurrencyRateDto] })
  @Omittable()
  @IsArray(says(v.list({ field: 'currencies' })))
  @ArrayMinSize(1, says(m.min_currencies({ field: 'currencies' })))
  @ArrayMaxSize(50, says(m.max_currencies({ field: 'currencies' })))
  @ValidateNested(says(m.currency_list({ field: 'currencies' }), { each: true }))
  @Type(() => CurrencyRateDto)
  currencies?: CurrencyRateDto[];
}

export class UpdateLanguageConfigDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @Omittable()
  @IsIn(LANGUAGE_CODES, says(m.field_language({ field: 'main_language', choices: LANGUAGE_CHOICES })))
  main_language?: LanguageCode;

  @ApiPropertyOptional({ type: [String], enum: LANGUAGE_CODES })
  @Omittable()
  @IsArray(says(v.list({ field: 'languages' })))
  @ArrayMinSize(1, says(m.min_languages))
  @IsIn(LANGUAGE_CODES, says(m.field_language({ field: 'languages', choices: LANGUAGE_CHOICES }), { each: true }))
  languages?: LanguageCode[];
}

export class ConfigsRequestDto {
  @ApiProperty({ type: [String], example: ['name', 'logo', 'catalog_mode'] })
  @IsArray(says(configsMessages.columns_list))
  @ArrayMinSize(1, says(configsMessages.columns_min))
  @ArrayMaxSize(50, says(configsMessages.columns_max))
  @IsString(says(configsMessages.columns_list, { each: true }))
  columns: string[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @Omittable()
  @IsIn(LANGUAGE_CODES, says(LANGUAGE_MESSAGE))
  language?: LanguageCode;
}
