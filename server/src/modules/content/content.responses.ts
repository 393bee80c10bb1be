import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';

/** A page as the back office reads it: texts in the asked language (the main language's as fallback). */
export class PageAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ example: 'about-us' })
  url: string;

  @ApiProperty({ example: 'About us', description: "'' when no language has a text" })
  title: string;

  @ApiProperty({ description: 'Sanitised rich text (HTML)' })
  content: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true, description: 'Languages that have their own texts' })
  translated_languages: LanguageCode[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** POST /api/page: an enabled page in the asked language (the main language's texts as fallback). */
export class StorefrontPage {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'about-us' })
  url: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Sanitised rich text (HTML)' })
  content: string;

  @ApiProperty({ description: "The title for the page head: staff's meta title, else the title" })
  meta_title: string;

  @ApiProperty({ description: "Staff's meta description, '' when none" })
  meta_description: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A block as the back office reads it. */
export class BlockAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ example: 'home-welcome' })
  identifier: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Sanitised rich text (HTML)' })
  content: string;

  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true })
  translated_languages: LanguageCode[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** POST /api/block: an enabled block in the asked language. */
export class StorefrontBlock {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'home-welcome' })
  identifier: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Sanitised rich text (HTML)' })
  content: string;
}
