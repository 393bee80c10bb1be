import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ToBoolean, Trim } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { NormalizeSlug, SLUG, SLUG_MESSAGE } from '../../common/slug';

export class CreateBrandDto {
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiProperty({ example: 'Acme', description: 'In the language of the request' })
  @Trim()
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters long' })
  title: string;

  @ApiProperty({ example: 'acme' })
  @NormalizeSlug()
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(200, { message: 'url must be at most 200 characters long' })
  @Matches(SLUG, { message: SLUG_MESSAGE })
  url: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'short_description must be text' })
  @MaxLength(2000, { message: 'short_description must be at most 2000 characters long' })
  short_description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(100000, { message: 'description must be at most 100000 characters long' })
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of title and descriptions (else ?language=, else the main language)' })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

/** Every field optional; only those sent change. */
export class UpdateBrandDto {
  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters long' })
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
  @IsOptional()
  @IsString({ message: 'short_description must be text' })
  @MaxLength(2000, { message: 'short_description must be at most 2000 characters long' })
  short_description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(100000, { message: 'description must be at most 100000 characters long' })
  description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}
