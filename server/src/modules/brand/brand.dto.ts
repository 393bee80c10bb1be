import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { NormalizeSlug, SLUG } from '../../common/slug';
import { OptionalFlag, OptionalText, RequiredText } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { brandMessages } from './brand.messages';

export class CreateBrandDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'Acme', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ example: 'acme' })
  @NormalizeSlug()
  @IsString(says(v.required({ field: 'url' })))
  @IsNotEmpty(says(v.required({ field: 'url' })))
  @MaxLength(200, says(v.max_length({ field: 'url', max: 200 })))
  @Matches(SLUG, says(brandMessages.url_characters))
  url: string;

  @ApiPropertyOptional()
  @OptionalText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of title and descriptions (else ?language=, else the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, says(LANGUAGE_MESSAGE))
  language?: LanguageCode;
}

/** Every field optional; only those sent change. */
export class UpdateBrandDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @NormalizeSlug()
  @IsString(says(v.required({ field: 'url' })))
  @IsNotEmpty(says(v.required({ field: 'url' })))
  @MaxLength(200, says(v.max_length({ field: 'url', max: 200 })))
  @Matches(SLUG, says(brandMessages.url_characters))
  url?: string;

  @ApiPropertyOptional()
  @OptionalText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, says(LANGUAGE_MESSAGE))
  language?: LanguageCode;
}
