import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateIf } from 'class-validator';
import { IdField, OptionalFlag, PerLanguage, SlugUrl } from '../../common/dto-fields';
import type { LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { FIELD_TYPES, MAX_FIELDS } from './form-definition';
import { formbuilderMessages as m } from './formbuilder.messages';

/** A text per language in the API document. */
const TEXTS = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** An option of a select, radio or checkbox field. */
export class FormFieldOptionDto {
  @ApiProperty({ example: 'green', description: 'What the answer holds (at most 100 characters, unique in the field)' }) value: string;
  @ApiProperty({ ...TEXTS, example: { en_us: 'Green tea', zh_hk: '綠茶', zh_cn: '绿茶' } }) label: Partial<Record<LanguageCode, string>>;
}

/** A field of a form: its answer is sent under its key. */
export class FormFieldDto {
  @ApiProperty({
    example: 'email',
    description: 'Lowercase letters, digits and underscores, starting with a letter; unique in the form; not website or language',
  })
  key: string;
  @ApiProperty({ enum: FIELD_TYPES }) type: string;
  @ApiProperty({ ...TEXTS, example: { en_us: 'Email', zh_hk: '電郵', zh_cn: '电邮' } }) label: Partial<Record<LanguageCode, string>>;
  @ApiPropertyOptional({ default: false }) required?: boolean;
  @ApiPropertyOptional({ type: [FormFieldOptionDto], description: 'select, radio and checkbox fields: 1 to 50 options; other types none' })
  options?: FormFieldOptionDto[];
}

/** POST /api/admin/formbuilder and PUT /api/admin/formbuilder/{id}: a form and its fields, in order. */
export class FormDto {
  @ApiProperty({ example: 'tea-survey', description: 'The public page is /form/{url}' })
  @SlugUrl(m.url_characters)
  url: string;

  @ApiProperty({ ...TEXTS, example: { en_us: 'Tea survey', zh_hk: '茶葉問卷' } })
  @PerLanguage(200, m.title)
  title: Partial<Record<LanguageCode, string>>;

  @ApiPropertyOptional({ ...TEXTS, description: 'Shown above the fields, per language' })
  @ValidateIf((_, value) => value !== undefined)
  @PerLanguage(5000, m.texts({ field: 'description', max: 5000 }))
  description?: Partial<Record<LanguageCode, string>>;

  @ApiPropertyOptional({ ...TEXTS, description: 'Shown once the answers are sent, per language (empty: a standard thank-you)' })
  @ValidateIf((_, value) => value !== undefined)
  @PerLanguage(2000, m.texts({ field: 'success_message', max: 2000 }))
  success_message?: Partial<Record<LanguageCode, string>>;

  @ApiPropertyOptional({ default: true }) @OptionalFlag('enabled') enabled?: boolean;
  @ApiPropertyOptional({ default: true, description: 'Guests may answer; false: shoppers must log in' }) @OptionalFlag('allow_guest') allow_guest?: boolean;
  @ApiPropertyOptional({
    default: false,
    description: 'A signed-in shopper may answer once (guests, where allowed, are bounded by the per-address limit only)',
  })
  @OptionalFlag('limit_submit')
  limit_submit?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A funnel: each submission makes or moves the lead of its email to status_id' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IdField(m.funnel_id)
  funnel_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "One of the funnel's stages (lead statuses)" })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IdField(m.status_id)
  status_id?: number | null;

  @ApiProperty({ type: [FormFieldDto] })
  @ArrayMaxSize(MAX_FIELDS, says(m.fields))
  @ArrayMinSize(1, says(m.fields))
  @IsArray(says(m.fields))
  fields: unknown[];
}
