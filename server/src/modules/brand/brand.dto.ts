import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { OptionalFlag, OptionalLanguage, OptionalLongText, RequiredText, SlugUrl } from '../../common/dto-fields';
import { brandMessages } from './brand.messages';

export class CreateBrandDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'Acme', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ example: 'acme' })
  @SlugUrl(brandMessages.url_characters)
  url: string;

  @ApiPropertyOptional()
  @OptionalLongText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalLongText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of title and descriptions (else ?language=, else the main language)' })
  @OptionalLanguage()
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
  @SlugUrl(brandMessages.url_characters)
  url?: string;

  @ApiPropertyOptional()
  @OptionalLongText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalLongText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}
