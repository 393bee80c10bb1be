import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IdField, OptionalLanguage, PerLanguage, RequiredEmail, RequiredText } from '../../common/dto-fields';
import { CleanTextList } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { RICH_TEXT_MAX } from '../../common/rich-text';
import { broadcastMessages as m } from './broadcast.messages';

export const SUBJECT_MAX = 300;
export const RECEIVER_AUDIENCES = ['all', 'customers', 'leads'] as const;
export type ReceiverAudience = (typeof RECEIVER_AUDIENCES)[number];
const LIST_MAX = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rule = (field: string, why: string) => says(m.rules({ field, why }));
const IdList = (field: string) => {
  const why = rule(field, `a list of at most ${LIST_MAX} ids`);
  return applyDecorators(IsArray(why), ArrayMaxSize(LIST_MAX, why), IsInt({ each: true, ...why }), Min(1, { each: true, ...why }), IsOptional());
};

/**
 * A receiver's rules: who, among the enabled customers and the leads, the receiver reaches. Every rule
 * narrows (all of them must hold); a list rule holds when any of its values does; an empty list or a
 * missing rule narrows nothing. Funnels are leads' only, membership tiers customers' only: either rule
 * keeps the other kind out.
 */
export class ReceiverRulesDto {
  @ApiPropertyOptional({ enum: RECEIVER_AUDIENCES, default: 'all' })
  @IsIn(RECEIVER_AUDIENCES, rule('audience', 'one of all, customers, leads'))
  @IsOptional()
  audience?: ReceiverAudience;

  @ApiPropertyOptional({ type: [String], description: 'Any of these tags' })
  @IsArray(rule('tags', `a list of at most ${LIST_MAX} tags of at most 50 characters`))
  @ArrayMaxSize(LIST_MAX, rule('tags', `a list of at most ${LIST_MAX} tags of at most 50 characters`))
  @IsString({ each: true, ...rule('tags', `a list of at most ${LIST_MAX} tags of at most 50 characters`) })
  @MaxLength(50, { each: true, ...rule('tags', `a list of at most ${LIST_MAX} tags of at most 50 characters`) })
  @CleanTextList()
  @IsOptional()
  tags?: string[];

  @ApiPropertyOptional({ type: [Number], description: 'At any of these lead statuses' }) @IdList('status_ids') status_ids?: number[];
  @ApiPropertyOptional({ type: [Number], description: 'Leads that came through any of these funnels' }) @IdList('funnel_ids') funnel_ids?: number[];
  @ApiPropertyOptional({ type: [Number], description: 'Customers at any of these membership tiers' })
  @IdList('membership_tier_ids')
  membership_tier_ids?: number[];

  @ApiPropertyOptional({
    default: true,
    description: 'Only customers who take newsletters (is_subscribe). Off, the others are counted and recorded as skipped: nobody unsubscribed is ever mailed',
  })
  @IsBoolean(rule('subscribed_only', 'true or false'))
  @IsOptional()
  subscribed_only?: boolean;

  @ApiPropertyOptional({ type: [String], enum: LANGUAGE_CODES, description: 'Whose language is any of these' })
  @IsArray(rule('languages', 'a list of en_us, zh_hk, zh_cn'))
  @IsIn(LANGUAGE_CODES, { each: true, ...rule('languages', 'a list of en_us, zh_hk, zh_cn') })
  @IsOptional()
  languages?: LanguageCode[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01', description: 'Created on or after this day' })
  @Matches(DAY, rule('created_from', 'a day as YYYY-MM-DD'))
  @IsISO8601({ strict: true }, rule('created_from', 'a day as YYYY-MM-DD'))
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  created_from?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'Created on or before this day' })
  @Matches(DAY, rule('created_to', 'a day as YYYY-MM-DD'))
  @IsISO8601({ strict: true }, rule('created_to', 'a day as YYYY-MM-DD'))
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  created_to?: string | null;
}

/** POST /api/admin/broadcast/receiver and PUT /api/admin/broadcast/receiver/{name}. */
export class ReceiverDto {
  @ApiProperty({ description: 'Unique (without case); the back office edits a receiver by its name' })
  @Matches(/^[^/?#%\\]*$/, says(m.receiver_name))
  @RequiredText('name', 100)
  name: string;

  @ApiProperty({ type: ReceiverRulesDto })
  @ValidateNested(rule('rules', 'an object'))
  @Type(() => ReceiverRulesDto)
  rules: ReceiverRulesDto;
}

/** POST /api/admin/broadcast/receiver/count: the rules being edited, counted live. */
export class ReceiverCountDto {
  @ApiProperty({ type: ReceiverRulesDto })
  @ValidateNested(rule('rules', 'an object'))
  @Type(() => ReceiverRulesDto)
  rules: ReceiverRulesDto;
}

/** POST /api/admin/broadcast/message and PUT /api/admin/broadcast/message/{id}. */
export class MessageDto {
  @ApiProperty({ description: 'What staff call the message (not sent)' }) @RequiredText('name', 200) name: string;

  @ApiProperty({
    example: { en_us: 'Spring tea is here, {first_name}', zh_hk: '春茶到了，{first_name}' },
    description: 'Per language; required in the main language',
  })
  @PerLanguage(SUBJECT_MAX, m.texts({ field: 'subject', max: SUBJECT_MAX }))
  subject: Partial<Record<LanguageCode, string>>;

  @ApiProperty({
    example: { en_us: '<p>Hello {first_name},</p>' },
    description:
      'Rich text per language (sanitised; images by address); placeholders {first_name}, {last_name}, {email}, {shop_name}, {unsubscribe_url}. Required in the main language',
  })
  @PerLanguage(RICH_TEXT_MAX, m.texts({ field: 'body', max: RICH_TEXT_MAX }))
  body: Partial<Record<LanguageCode, string>>;
}

/** POST /api/admin/broadcast/message/{id}/preview. */
export class PreviewDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES }) @OptionalLanguage() language?: LanguageCode;
}

/** POST /api/admin/broadcast/message/{id}/test: the message, as a receiver would get it, to one address. */
export class TestSendDto {
  @ApiProperty() @RequiredEmail() email: string;
  @ApiPropertyOptional({ enum: LANGUAGE_CODES }) @OptionalLanguage() language?: LanguageCode;
}

/** POST /api/admin/broadcast and PUT /api/admin/broadcast/{id} (a draft or a scheduled one). */
export class BroadcastDto {
  @ApiProperty() @RequiredText('title', 200) title: string;

  @ApiProperty() @IdField(m.message_id) message_id: number;

  @ApiProperty({ type: [Number], description: 'Receivers (their receiver_id), read again when the sending starts' })
  @IsArray(says(m.receiver_ids))
  @ArrayMinSize(1, says(m.receiver_ids))
  @ArrayMaxSize(20, says(m.receiver_ids))
  @IsInt({ each: true, ...says(m.receiver_ids) })
  @Min(1, { each: true, ...says(m.receiver_ids) })
  receiver_ids: number[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'When to send (ISO 8601); null: when staff press Send' })
  @IsISO8601({}, says(m.scheduled_at))
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  scheduled_at?: string | null;

  @ApiPropertyOptional({ default: 0, description: 'Mails per minute; 0: as fast as the mail server takes them' })
  @IsInt(says(m.rate))
  @Min(0, says(m.rate))
  @Max(100_000, says(m.rate))
  @IsOptional()
  rate_per_minute?: number;
}
