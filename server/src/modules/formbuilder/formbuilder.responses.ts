import { ApiProperty } from '@nestjs/swagger';
import { FIELD_TYPES } from './form-definition';

const TEXTS = { type: 'object', additionalProperties: { type: 'string' }, example: { en_us: 'Tea survey', zh_hk: '茶葉問卷' } } as const;

export class FormFieldOptionAnswer {
  @ApiProperty() value: string;
  @ApiProperty(TEXTS) label: Record<string, string>;
}

export class FormFieldAnswer {
  @ApiProperty() key: string;
  @ApiProperty({ enum: FIELD_TYPES }) type: string;
  @ApiProperty(TEXTS) label: Record<string, string>;
  @ApiProperty() required: boolean;
  @ApiProperty({ type: [FormFieldOptionAnswer] }) options: FormFieldOptionAnswer[];
}

/** GET /api/admin/formbuilder/{id}: a form as staff edit it, its texts per language. */
export class FormAnswer {
  @ApiProperty() id: number;
  @ApiProperty() url: string;
  @ApiProperty(TEXTS) title: Record<string, string>;
  @ApiProperty(TEXTS) description: Record<string, string>;
  @ApiProperty(TEXTS) success_message: Record<string, string>;
  @ApiProperty() enabled: boolean;
  @ApiProperty() allow_guest: boolean;
  @ApiProperty() limit_submit: boolean;
  @ApiProperty({ type: Number, nullable: true }) funnel_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) status_id: number | null;
  @ApiProperty({ type: [FormFieldAnswer] }) fields: FormFieldAnswer[];
  @ApiProperty({ description: 'Submissions received' }) submissions: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** A row of GET /api/admin/formbuilder. */
export class FormListItem {
  @ApiProperty() id: number;
  @ApiProperty() url: string;
  @ApiProperty({ description: 'The title in the asked language, else the main language' }) title_text: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() allow_guest: boolean;
  @ApiProperty() limit_submit: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The funnel its submissions feed' }) funnel_title: string | null;
  @ApiProperty() submissions: number;
  @ApiProperty() updated_at: string;
}

export class PublicFormOption {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class PublicFormField {
  @ApiProperty() key: string;
  @ApiProperty({ enum: FIELD_TYPES }) type: string;
  @ApiProperty() label: string;
  @ApiProperty() required: boolean;
  @ApiProperty({ type: [PublicFormOption] }) options: PublicFormOption[];
}

/** GET /api/form/{url}: the form in the shopper's language (else the main language). */
export class PublicForm {
  @ApiProperty() url: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() allow_guest: boolean;
  @ApiProperty() limit_submit: boolean;
  @ApiProperty({ description: 'The largest file a file field takes, in bytes' }) max_file_bytes: number;
  @ApiProperty({ type: [PublicFormField] }) fields: PublicFormField[];
}

/** POST /api/form/{url}: sent. */
export class FormSent {
  @ApiProperty({ type: [String] }) messages: string[];
  @ApiProperty({ type: [String] }) codes: string[];
  @ApiProperty({ description: "The form's success message in the shopper's language ('' when it has none: show the message)" }) success_message: string;
}

export class SubmissionFile {
  @ApiProperty({ description: 'Its place among the submission files, from 1 (the download is /api/admin/formbuilder/history/{id}/file/{index})' })
  index: number;
  @ApiProperty({ description: 'The field it was sent for' }) key: string;
  @ApiProperty() name: string;
  @ApiProperty() size: number;
  @ApiProperty() content_type: string;
}

/** A row of GET /api/admin/formbuilder/{id}/histories. */
export class SubmissionItem {
  @ApiProperty() id: number;
  @ApiProperty() form_id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The customer who sent it (null: a guest)' }) user_id: number | null;
  @ApiProperty({ type: String, nullable: true }) user_name: string | null;
  @ApiProperty({ type: String, nullable: true }) user_email: string | null;
  @ApiProperty() language: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The answers by field key: text, a number, the options ticked, or null' })
  answers: Record<string, unknown>;
  @ApiProperty({ type: [SubmissionFile] }) files: SubmissionFile[];
  @ApiProperty({ type: Number, nullable: true }) lead_id: number | null;
  @ApiProperty() created_at: string;
}

/** GET /api/admin/formbuilder/history/{id}: one submission with its form's fields (labels per language). */
export class SubmissionDetail extends SubmissionItem {
  @ApiProperty() form_url: string;
  @ApiProperty(TEXTS) form_title: Record<string, string>;
  @ApiProperty({ type: [FormFieldAnswer] }) fields: FormFieldAnswer[];
}
