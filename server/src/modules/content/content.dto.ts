import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RICH_TEXT_MAX } from '../../common/rich-text';
import { validationMessages as v } from '../../common/common.messages';
import { Trim } from '../../common/dto-helpers';
import { OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText, RequiredText, SlugUrl } from '../../common/dto-fields';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { contentMessages } from './content.messages';

export const IDENTIFIER = /^[A-Za-z0-9_-]+$/;

const Identifier = () => [
  Trim(),
  IsString(says(v.required({ field: 'identifier' }))),
  IsNotEmpty(says(v.required({ field: 'identifier' }))),
  MaxLength(100, says(v.max_length({ field: 'identifier', max: 100 }))),
  Matches(IDENTIFIER, says(contentMessages.identifier_characters)),
];

/** Decorators listed top to bottom as they would be stacked (so applied bottom first). */
const apply = (decorators: PropertyDecorator[]) => applyDecorators(...[...decorators].reverse());

export class CreatePageDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'about-us', description: 'Lowercase letters, digits, Chinese characters and hyphens; unique' })
  @SlugUrl(contentMessages.url_characters)
  url: string;

  @ApiProperty({ example: 'About us', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiPropertyOptional({ description: 'Rich text (HTML), sanitised on save' })
  @OptionalLongText('content', RICH_TEXT_MAX, false)
  content?: string;

  @ApiPropertyOptional()
  @OptionalText('meta_title', 200)
  meta_title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('meta_description', 500)
  meta_description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the texts (else ?language=, else the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** Every field optional; only those sent change. */
export class UpdatePageDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @SlugUrl(contentMessages.url_characters)
  url?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('content', RICH_TEXT_MAX, false)
  content?: string;

  @ApiPropertyOptional()
  @OptionalText('meta_title', 200)
  meta_title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('meta_description', 500)
  meta_description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class CreateBlockDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'home-welcome', description: 'Letters, digits, hyphens and underscores; unique' })
  @apply(Identifier())
  identifier: string;

  @ApiProperty({ example: 'Welcome', description: 'In the language of the request' })
  @RequiredText('title', 200)
  title: string;

  @ApiPropertyOptional({ description: 'Rich text (HTML), sanitised on save' })
  @OptionalLongText('content', RICH_TEXT_MAX, false)
  content?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class UpdateBlockDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @apply(Identifier())
  identifier?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('content', RICH_TEXT_MAX, false)
  content?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** POST /api/page: the page's url. */
export class PageRequestDto {
  @ApiProperty({ example: 'about-us' })
  @IsString(says(v.required({ field: 'url' })))
  @IsNotEmpty(says(v.required({ field: 'url' })))
  @MaxLength(200, says(v.max_length({ field: 'url', max: 200 })))
  url: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'Else ?language=, else the main language' })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** POST /api/block: the block's identifier. */
export class BlockRequestDto {
  @ApiProperty({ example: 'home-welcome' })
  @IsString(says(v.required({ field: 'identifier' })))
  @IsNotEmpty(says(v.required({ field: 'identifier' })))
  @MaxLength(100, says(v.max_length({ field: 'identifier', max: 100 })))
  identifier: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}
