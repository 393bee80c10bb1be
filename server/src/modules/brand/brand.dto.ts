import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { NormalizeSlug, SLUG, SLUG_MESSAGE } from '../../common/slug';
import { OptionalFlag, OptionalText, RequiredText } from '../../common/dto-fields';

export class CreateBrandDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'Acme', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ example: 'acme' })
  @NormalizeSlug()
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(200, { message: 'url must be at most 200 characters long' })
  @Matches(SLUG, { message: SLUG_MESSAGE })
  url: string;

  @ApiPropertyOptional()
  @OptionalText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of title and descriptions (else ?language=, else the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
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
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(200, { message: 'url must be at most 200 characters long' })
  @Matches(SLUG, { message: SLUG_MESSAGE })
  url?: string;

  @ApiPropertyOptional()
  @OptionalText('short_description', 2000, false)
  short_description?: string;

  @ApiPropertyOptional()
  @OptionalText('description', 100000, false)
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}
