import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { RICH_TEXT_MAX } from '../../common/rich-text';
import { Omittable, OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText, RequiredText, SlugUrl } from '../../common/dto-fields';
import { CleanTextList, ParseJsonString, ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { blogMessages as m, blogShopMessages as s } from './blog.messages';

export const MAX_TAGS = 30;
export const TAG_LENGTH = 50;
export const MAX_CATEGORIES = 50;

class CategoryFields {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ default: 0, description: 'Place among the categories (smaller first)' })
  @Omittable()
  @Max(1_000_000, says(m.order))
  @Min(0, says(m.order))
  @IsInt(says(m.order))
  @ToInt()
  order?: number;

  @ApiPropertyOptional({ description: 'Rich text (HTML), sanitised when saved; in the language of the request' })
  @OptionalLongText('description', 20_000, false)
  description?: string;

  @ApiPropertyOptional()
  @OptionalText('meta_title', 200)
  meta_title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('meta_description', 1000)
  meta_description?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the texts (else ?language=, else the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class CreateBlogCategoryDto extends CategoryFields {
  @ApiProperty({ example: 'News' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ example: 'news' })
  @SlugUrl(m.url_characters)
  url: string;
}

/** Every field optional; only those sent change. */
export class UpdateBlogCategoryDto extends CategoryFields {
  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @SlugUrl(m.url_characters)
  url?: string;
}

class ArticleFields {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'Plain text shown on article cards' })
  @OptionalLongText('summary', 2000)
  summary?: string;

  @ApiPropertyOptional({ description: 'Rich text (HTML), sanitised when saved and when shown' })
  @OptionalLongText('content', RICH_TEXT_MAX, false)
  content?: string;

  @ApiPropertyOptional()
  @OptionalText('meta_title', 200)
  meta_title?: string;

  @ApiPropertyOptional()
  @OptionalLongText('meta_description', 1000)
  meta_description?: string;

  @ApiPropertyOptional({ description: "Who wrote it; left out or empty on create: the admin's name" })
  @OptionalText('author', 200)
  author?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When it shows on the storefront; empty or null: now' })
  @IsOptional()
  @ValidateIf((_: unknown, value: unknown) => value !== null && value !== '')
  @IsISO8601({ strict: true }, says(m.publish_at))
  publish_at?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['tea', 'recipes'] })
  @Omittable()
  @MaxLength(TAG_LENGTH, { each: true, ...says(m.tags({ max: MAX_TAGS, length: TAG_LENGTH })) })
  @IsString({ each: true, ...says(m.tags({ max: MAX_TAGS, length: TAG_LENGTH })) })
  @ArrayMaxSize(MAX_TAGS, says(m.tags({ max: MAX_TAGS, length: TAG_LENGTH })))
  @IsArray(says(m.tags({ max: MAX_TAGS, length: TAG_LENGTH })))
  @CleanTextList()
  @ParseJsonString()
  tags?: string[];

  @ApiPropertyOptional({ type: [Number], description: 'Ids of blog categories' })
  @Omittable()
  @Max(MAX_ID, { each: true, ...says(m.category_ids) })
  @Min(1, { each: true, ...says(m.category_ids) })
  @IsInt({ each: true, ...says(m.category_ids) })
  @ArrayMaxSize(MAX_CATEGORIES, says(m.category_ids_at_most({ max: MAX_CATEGORIES })))
  @IsArray(says(m.category_ids))
  @ParseJsonString()
  category_ids?: number[];

  @ApiPropertyOptional({ description: 'true removes the cover image (a new `image` file replaces it)' })
  @OptionalFlag('remove_cover_image')
  remove_cover_image?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the texts (else ?language=, else the main language)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class CreateBlogArticleDto extends ArticleFields {
  @ApiProperty({ example: 'How we pick our tea' })
  @RequiredText('title', 200)
  title: string;

  @ApiProperty({ example: 'how-we-pick-our-tea' })
  @SlugUrl(m.url_characters)
  url: string;
}

/** Every field optional; only those sent change. */
export class UpdateBlogArticleDto extends ArticleFields {
  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @SlugUrl(m.url_characters)
  url?: string;
}

export class ArticleByUrlDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty({ example: 'how-we-pick-our-tea' })
  @RequiredText('url', 200)
  url: string;
}

export const BLOG_PER_PAGE = 12;

export class BlogCategoryPageDto extends ArticleByUrlDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Max(10_000, says(s.page))
  @Min(1, says(s.page))
  @IsInt(says(s.page))
  @ToInt()
  page?: number;

  @ApiPropertyOptional({ default: BLOG_PER_PAGE })
  @IsOptional()
  @Max(60, says(s.per_page))
  @Min(1, says(s.per_page))
  @IsInt(says(s.per_page))
  @ToInt()
  per_page?: number;
}
