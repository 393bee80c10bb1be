import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { OptionalLanguage, OptionalLongText, OptionalText, RequiredEmail, RequiredText } from '../../common/dto-fields';
import { CleanTextList } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { leadMessages as m } from './lead.messages';

export const LEAD_SOURCES = ['existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations'] as const;
const MAX_TAGS = 30;

/** POST /api/admin/lead and PUT /api/admin/lead/{id}: a lead. Moving it to another status fires that status's trigger. */
export class LeadDto {
  @ApiProperty() @RequiredText('first_name', 100) first_name: string;
  @ApiPropertyOptional() @OptionalText('last_name', 100) last_name?: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiPropertyOptional({ example: '+852 2345 6789' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^\+?[0-9][0-9 ()-]{4,24}$/, says(m.phone))
  @IsString(says(m.phone))
  phone?: string;

  @ApiPropertyOptional() @OptionalText('company', 200) company?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the mails the lead is sent' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional({ enum: LEAD_SOURCES, default: 'campaign' })
  @IsOptional()
  @IsIn(LEAD_SOURCES, says(m.lead_source))
  lead_source?: (typeof LEAD_SOURCES)[number];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The staff member the lead is assigned to' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt(says(m.admin_id))
  @Min(1, says(m.admin_id))
  admin_id?: number | null;

  @ApiProperty({ description: 'A lead status (GET /api/admin/status)' })
  @IsInt(says(m.status_id))
  @Min(1, says(m.status_id))
  status_id: number;

  @ApiPropertyOptional() @OptionalLongText('notes', 10000) notes?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @CleanTextList()
  @IsArray(says(m.tags({ max: MAX_TAGS })))
  @ArrayMaxSize(MAX_TAGS, says(m.tags({ max: MAX_TAGS })))
  @IsString({ each: true, ...says(m.tags({ max: MAX_TAGS })) })
  @MaxLength(50, { each: true, ...says(m.tags({ max: MAX_TAGS })) })
  tags?: string[];
}

/** POST /api/admin/lead/{id}/status: moves a lead (the board's drag), firing the status's trigger. */
export class MoveLeadDto {
  @ApiProperty()
  @IsInt(says(m.status_id))
  @Min(1, says(m.status_id))
  status_id: number;
}
