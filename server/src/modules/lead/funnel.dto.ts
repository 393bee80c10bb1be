import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText, RequiredEmail, RequiredText, SlugUrl } from '../../common/dto-fields';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { phoneMessages } from '../../common/common.messages';
import { funnelMessages as m } from './lead.messages';

/** POST /api/admin/funnel and PUT /api/admin/funnel/{id}: a funnel and its stages (lead statuses, in order). */
export class FunnelDto {
  @ApiProperty() @RequiredText('title', 200) title: string;

  @ApiProperty({ example: 'tea-tasting' })
  @SlugUrl(m.url_characters)
  url: string;

  @ApiPropertyOptional({ description: 'Shown on the public page above the form' }) @OptionalLongText('description', 5000) description?: string;
  @ApiPropertyOptional({ default: true }) @OptionalFlag('enabled') enabled?: boolean;

  @ApiProperty({ type: [Number], description: 'Lead statuses in stage order; visitors of the public page become leads at the first' })
  @IsArray(says(m.stages))
  @ArrayMinSize(1, says(m.stages))
  @ArrayMaxSize(20, says(m.stages))
  @IsInt({ each: true, ...says(m.stages) })
  @Min(1, { each: true, ...says(m.stages) })
  stage_ids: number[];
}

/** POST /api/funnel/{url} (multipart fields or JSON): a visitor's details. */
export class FunnelAnswerDto {
  @ApiProperty() @RequiredText('first_name', 100) first_name: string;
  @ApiPropertyOptional() @OptionalText('last_name', 100) last_name?: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^$|^\+?[0-9][0-9 ()-]{4,24}$/, says(phoneMessages.phone_number({ field: 'phone' })))
  @IsString(says(phoneMessages.phone_number({ field: 'phone' })))
  phone?: string;

  @ApiPropertyOptional() @OptionalText('company', 200) company?: string;
  @ApiPropertyOptional() @OptionalLongText('message', 5000) message?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional({ description: 'A honeypot: left empty by people' }) @OptionalText('website', 500) website?: string;
}
