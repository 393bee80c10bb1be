import { ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsDateString, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText } from '../../common/dto-fields';
import { EmptyToNull, ToInt, Trim } from '../../common/dto-helpers';
import { isShopLink } from '../../common/links';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { sliderMessages } from './slider.messages';

/** A link a slide may carry: empty, or a link staff may give (common/links.ts: a path of the shop or an http(s) address). */
const SlideLink = () =>
  ValidateBy(
    { name: 'slideLink', validator: { validate: (value: unknown) => typeof value === 'string' && (value === '' || isShopLink(value)) } },
    says(sliderMessages.link_form),
  );

/** A schedule bound: an ISO date and time, or null/'' for none. */
const ScheduleDate = (field: string) =>
  applyDecorators(
    IsDateString({ strict: true }, says(sliderMessages.date_form({ field }))),
    ValidateIf((_, value) => value !== null && value !== undefined),
    EmptyToNull(),
  );

/**
 * A slide as the back office writes it (JSON or multipart with `image` and `mobile_image`): the
 * texts and pictures are in `language` (else ?language=, else the main language). On update every
 * field is optional; starts_at and ends_at take null (or '') to clear.
 */
export class SlideDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ default: 0, description: 'Smaller first' })
  @IsOptional()
  @IsInt(says(sliderMessages.order_range))
  @Min(0, says(sliderMessages.order_range))
  @Max(100000, says(sliderMessages.order_range))
  @ToInt()
  order?: number;

  @ApiPropertyOptional({ example: '/category/tea', description: "A path of the shop, an http(s) address, or ''" })
  @IsOptional()
  @SlideLink()
  @MaxLength(500, says(v.max_length({ field: 'link', max: 500 })))
  @IsString(says(v.text({ field: 'link' })))
  @Trim()
  link?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ScheduleDate('starts_at')
  starts_at?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ScheduleDate('ends_at')
  ends_at?: string | null;

  @ApiPropertyOptional({ description: 'In the language of the request' })
  @OptionalText('title', 200)
  title?: string;

  @ApiPropertyOptional({ description: 'In the language of the request' })
  @OptionalLongText('text', 1000)
  text?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}
