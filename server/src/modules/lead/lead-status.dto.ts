import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { OptionalLongText, OptionalText, RequiredText } from '../../common/dto-fields';
import { EmptyToNull, ToInt } from '../../common/dto-helpers';
import { says } from '../../common/messages';
import { leadStatusMessages as m } from './lead-status.messages';
import { LEAD_STATUS_TRIGGERS, type LeadStatusTrigger } from './lead-status.triggers';

export const TRIGGER_TEMPLATE_MAX = 20000;
export const BUTTON_NAME_MAX = 100;

/** Display order, 0 to 1000 (digits in text from forms are taken; an empty form field is none). */
const OrderField = () => applyDecorators(Max(1000, says(m.order)), Min(0, says(m.order)), IsInt(says(m.order)), ToInt(), EmptyToNull(), IsOptional());

/** One of the six triggers; '' or null (also "null" from a form) is none. */
const TriggerField = () =>
  applyDecorators(
    IsIn(LEAD_STATUS_TRIGGERS, says(v.one_of({ field: 'trigger', choices: LEAD_STATUS_TRIGGERS.join(', ') }))),
    ValidateIf((_, value) => value !== null && value !== undefined),
    EmptyToNull(),
  );

/**
 * The fields of a lead status, as JSON or as a multipart form (with the ebook as `file`). The rules
 * between fields (a trigger needs trigger_template; an ebook trigger needs a file and button_name;
 * any other trigger clears them) are the service's, checked on the status as it will be stored.
 */
export class CreateLeadStatusDto {
  @ApiProperty({ example: 'Contacted', maxLength: 200 })
  @RequiredText('title', 200)
  title: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, description: 'Display order (lower first); left out: after the last status' })
  @OrderField()
  order?: number;

  @ApiPropertyOptional({ enum: LEAD_STATUS_TRIGGERS, nullable: true, description: "What happens when a lead moves into the status; '' or null: nothing" })
  @TriggerField()
  trigger?: LeadStatusTrigger | null;

  @ApiPropertyOptional({ maxLength: TRIGGER_TEMPLATE_MAX, description: 'The campaign content the trigger sends; required with a trigger' })
  @OptionalLongText('trigger_template', TRIGGER_TEMPLATE_MAX, false)
  trigger_template?: string;

  @ApiPropertyOptional({ maxLength: BUTTON_NAME_MAX, description: "The ebook mail's button label; required with an ebook trigger, cleared with any other" })
  @OptionalText('button_name', BUTTON_NAME_MAX)
  button_name?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'Multipart only: the ebook, a PDF or EPUB of at most 20 MB; required with an ebook trigger',
  })
  file?: unknown;
}

/** Every field optional: those left out keep their value; the rules hold for the result. */
export class UpdateLeadStatusDto {
  @ApiPropertyOptional({ example: 'Contacted', maxLength: 200 })
  @IsOptional()
  @RequiredText('title', 200)
  title?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1000 })
  @OrderField()
  order?: number;

  @ApiPropertyOptional({ enum: LEAD_STATUS_TRIGGERS, nullable: true, description: "'' or null: none (clears the file and button_name)" })
  @TriggerField()
  trigger?: LeadStatusTrigger | null;

  @ApiPropertyOptional({ maxLength: TRIGGER_TEMPLATE_MAX })
  @OptionalLongText('trigger_template', TRIGGER_TEMPLATE_MAX, false)
  trigger_template?: string;

  @ApiPropertyOptional({ maxLength: BUTTON_NAME_MAX })
  @OptionalText('button_name', BUTTON_NAME_MAX)
  button_name?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Multipart only: a new ebook replacing the stored one' })
  file?: unknown;
}
