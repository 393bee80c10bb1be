import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
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
import { Omittable, OptionalText } from '../../common/dto-fields';

const FLAG = ['0', '1'] as const;
const FLAG_MESSAGE = (field: string) => `${field} must be "0" or "1"`;
const HEX = /^#[0-9a-fA-F]{6}$/;
const LANGUAGE_LIST = new RegExp(`^(${LANGUAGE_CODES.join('|')})(,(${LANGUAGE_CODES.join('|')}))*$`);

export class CurrencyRateDto {
  @ApiProperty({ example: 'USD' })
  @Matches(/^[A-Z]{3}$/, { message: 'identifier must be a three-letter currency code such as HKD' })
  identifier: string;

  @ApiProperty({ example: 0.128 })
  @IsNumber({ maxDecimalPlaces: 6 }, { message: 'rate must be a number with at most 6 decimals' })
  @Min(0.000001, { message: 'rate must be greater than 0' })
  @Max(1000000, { message: 'rate must be at most 1000000' })
  rate: number;

  @ApiProperty({ example: 'US$' })
  @IsString({ message: 'mark must be text' })
  @Length(1, 8, { message: 'mark must be 1 to 8 characters long' })
  mark: string;
}

export class TemplateColoursDto {
  @ApiProperty({ example: 'custom' })
  @Matches(/^[a-z0-9_-]{1,40}$/, { message: 'identifier must be 1 to 40 lowercase letters, digits, _ or -' })
  identifier: string;

  @ApiProperty({ example: '#1d4ed8' })
  @Matches(HEX, { message: 'primary_color must be a colour such as #1d4ed8' })
  primary_color: string;

  @ApiProperty({ example: '#0f172a' })
  @Matches(HEX, { message: 'secondary_color must be a colour such as #0f172a' })
  secondary_color: string;

  @ApiProperty({ example: '#ffffff' })
  @Matches(HEX, { message: 'background_color must be a colour such as #ffffff' })
  background_color: string;

  @ApiProperty({ example: '#111827' })
  @Matches(HEX, { message: 'text_color must be a colour such as #111827' })
  text_color: string;
}

/** Site settings; every field optional, only those sent change. `name` is for the `?language=` given. */
export class UpdateSiteSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'name must be text' }) @Length(1, 120, { message: 'name must be 1 to 120 characters long' })
  name?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES }) @IsOptional() @IsIn(LANGUAGE_CODES, { message: `main_language: ${LANGUAGE_MESSAGE}` })
  main_language?: LanguageCode;

  @ApiPropertyOptional({ example: 'en_us,zh_hk,zh_cn' })
  @IsOptional()
  @Matches(LANGUAGE_LIST, { message: `supported_languages must be a comma separated list of ${LANGUAGE_CODES.join(', ')}` })
  supported_languages?: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'script_header must be text' }) @MaxLength(20000, { message: 'script_header must be at most 20000 characters long' })
  script_header?: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'script_footer must be text' }) @MaxLength(20000, { message: 'script_footer must be at most 20000 characters long' })
  script_footer?: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'icon must be text' }) @MaxLength(500, { message: 'icon must be at most 500 characters long' })
  icon?: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'logo must be text' }) @MaxLength(500, { message: 'logo must be at most 500 characters long' })
  logo?: string;

  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'banner must be text' }) @MaxLength(500, { message: 'banner must be at most 500 characters long' })
  banner?: string;

  @ApiPropertyOptional({ example: 'HKD' }) @IsOptional() @Matches(/^[A-Z]{3}$/, { message: 'base_currency must be a three-letter currency code such as HKD' })
  base_currency?: string;

  @ApiPropertyOptional({ type: [CurrencyRateDto] })
  @IsOptional()
  @ParseJsonString(() => CurrencyRateDto)
  @IsArray({ message: 'supported_currencies must be a list' })
  @ArrayMinSize(1, { message: 'supported_currencies must hold at least one currency' })
  @ArrayMaxSize(50, { message: 'supported_currencies must hold at most 50 currencies' })
  @ValidateNested({ each: true })
  @Type(() => CurrencyRateDto)
  supported_currencies?: CurrencyRateDto[];

  @ApiPropertyOptional({ example: 'default' }) @IsOptional() @Matches(/^[a-z0-9_-]{1,40}$/, { message: 'choose_template must name one of supported_templates' })
  choose_template?: string;

  @ApiPropertyOptional({ type: [TemplateColoursDto] })
  @IsOptional()
  @ParseJsonString(() => TemplateColoursDto)
  @IsArray({ message: 'supported_templates must be a list' })
  @ArrayMinSize(1, { message: 'supported_templates must hold at least one template' })
  @ArrayMaxSize(20, { message: 'supported_templates must hold at most 20 templates' })
  @ValidateNested({ each: true })
  @Type(() => TemplateColoursDto)
  supported_templates?: TemplateColoursDto[];

  @ApiPropertyOptional({ enum: FLAG }) @IsOptional() @IsIn(FLAG, { message: FLAG_MESSAGE('facebook_enabled') })
  facebook_enabled?: '0' | '1';

  @ApiPropertyOptional() @IsOptional() @Matches(/^\d{0,32}$/, { message: 'fb_client_id must be the digits of a Facebook app id' })
  fb_client_id?: string;

  @ApiPropertyOptional({ description: 'minutes', example: 120 })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'token_expired_time must be a whole number of minutes' })
  @Min(5, { message: 'token_expired_time must be at least 5 minutes' })
  @Max(43200, { message: 'token_expired_time must be at most 43200 minutes (30 days)' })
  token_expired_time?: number;
}

export class UpdateShopConfigDto {
  @ApiPropertyOptional({ enum: FLAG }) @IsOptional() @IsIn(FLAG, { message: FLAG_MESSAGE('catalog_mode') })
  catalog_mode?: '0' | '1';

  @ApiPropertyOptional({ enum: FLAG }) @IsOptional() @IsIn(FLAG, { message: FLAG_MESSAGE('member_only') })
  member_only?: '0' | '1';

  @ApiPropertyOptional({ enum: FLAG }) @IsOptional() @IsIn(FLAG, { message: FLAG_MESSAGE('guest_checkout') })
  guest_checkout?: '0' | '1';

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'warehouse_id must be a warehouse id' })
  @Min(1, { message: 'warehouse_id must be a warehouse id' })
  warehouse_id?: number | null;

  @ApiPropertyOptional({ enum: FLAG }) @IsOptional() @IsIn(FLAG, { message: FLAG_MESSAGE('warehouse_enabled') })
  warehouse_enabled?: '0' | '1';
}

export class UpdateCurrencyConfigDto {
  @ApiPropertyOptional({ example: 'HKD' }) @Omittable() @Matches(/^[A-Z]{3}$/, { message: 'base_currency must be a three-letter currency code such as HKD' })
  base_currency?: string;

  @ApiPropertyOptional({ type: [CurrencyRateDto] })
  @Omittable()
  @IsArray({ message: 'currencies must be a list' })
  @ArrayMinSize(1, { message: 'currencies must hold at least one currency' })
  @ArrayMaxSize(50, { message: 'currencies must hold at most 50 currencies' })
  @ValidateNested({ each: true })
  @Type(() => CurrencyRateDto)
  currencies?: CurrencyRateDto[];
}

export class UpdateLanguageConfigDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES }) @Omittable() @IsIn(LANGUAGE_CODES, { message: `main_language: ${LANGUAGE_MESSAGE}` })
  main_language?: LanguageCode;

  @ApiPropertyOptional({ type: [String], enum: LANGUAGE_CODES })
  @Omittable()
  @IsArray({ message: 'languages must be a list' })
  @ArrayMinSize(1, { message: 'languages must hold at least one language' })
  @IsIn(LANGUAGE_CODES, { each: true, message: `languages: ${LANGUAGE_MESSAGE}` })
  languages?: LanguageCode[];
}

export class ConfigsRequestDto {
  @ApiProperty({ type: [String], example: ['name', 'logo', 'catalog_mode'] })
  @IsArray({ message: 'columns must be a list of setting names' })
  @ArrayMinSize(1, { message: 'columns must name at least one setting' })
  @ArrayMaxSize(50, { message: 'columns must name at most 50 settings' })
  @IsString({ each: true, message: 'columns must be a list of setting names' })
  columns: string[];

  @ApiPropertyOptional({ enum: LANGUAGE_CODES }) @IsOptional() @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

const CHECK_TYPES = ['checkout'] as const;

export class CheckRequestDto {
  @ApiPropertyOptional({ description: 'What to check (a page url, a form url...); unused for checkout' })
  @OptionalText('key', 300, false)
  key?: string;

  @ApiProperty({ enum: CHECK_TYPES })
  @IsIn(CHECK_TYPES, { message: `type must be one of ${CHECK_TYPES.join(', ')}` })
  type: (typeof CHECK_TYPES)[number];
}
