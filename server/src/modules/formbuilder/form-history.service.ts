import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import { pickText } from '../../common/translations';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import { ATTACHMENT_TYPES, UploadService, type AttachmentType } from '../upload';
import type { AnswerValue } from './form-answers';
import { formbuilderMessages as m } from './formbuilder.messages';
import { FormRepository } from './formbuilder.repository';
import type { SubmissionDetail, SubmissionItem } from './formbuilder.responses';
import { SubmissionRepository, type SubmissionFilter, type SubmissionRow } from './submission.repository';

export { SUBMISSION_SORTS, type SubmissionFilter } from './submission.repository';

/** Rows the CSV export reads at a time. */
const CSV_BATCH = 500;

const present = (row: SubmissionRow): SubmissionItem => ({
  id: row.id,
  form_id: row.form_id,
  user_id: row.user_id,
  user_name: row.user_name,
  user_email: row.user_email,
  language: row.language,
  answers: row.answers,
  files: row.files.map((f, i) => ({
    index: i + 1,
    key: f.key,
    name: f.name,
    size: f.size,
    content_type: ATTACHMENT_TYPES[f.type as AttachmentType] ?? 'application/octet-stream',
  })),
  lead_id: row.lead_id,
  created_at: row.created_at.toISOString(),
});

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is kept as text (no spreadsheet formula). */
export function csvCell(value: unknown): string {
  let text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A form's submissions for staff holding formbuilder.histories (/api/admin/formbuilder/{id}/histories):
 * the list with its filters, the CSV export of what the filters keep, one submission in full and the
 * files it carried (kept privately: only this route serves them).
 */
@Injectable()
export class FormHistoryService {
  constructor(
    private readonly forms: FormRepository,
    private readonly submissions: SubmissionRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  async list(formId: number, query: ListQuery, filter: SubmissionFilter): Promise<ListPage<SubmissionItem>> {
    if (!(await this.forms.get(formId))) throw new NotFoundError();
    const page = await this.submissions.list(formId, query, filter);
    return { ...page, rows: page.rows.map(present) };
  }

  async detail(id: number): Promise<SubmissionDetail> {
    const row = await this.submissions.detail(id);
    if (!row) throw new NotFoundError();
    return { ...present(row), form_url: row.form_url, form_title: row.form_title, fields: row.fields };
  }

  /** The file at `index` of the submission, to send as an attachment under its original name. */
  async file(id: number, index: number): Promise<{ body: Readable; name: string; contentType: string; size: number }> {
    const row = await this.submissions.detail(id);
    const kept = row?.files[index];
    const file = kept ? await this.uploads.attachmentFile(kept.stored) : undefined;
    if (!kept || !file) throw new NotFoundError(m.file_missing);
    return { body: file.body, name: kept.name, contentType: file.contentType, size: file.size };
  }

  /**
   * The CSV export of the submissions the filter keeps, oldest first, read in batches and written as
   * they come: UTF-8 with a byte order mark (so Excel reads Chinese), a header of date, user, email
   * and the fields' labels in the admin's language (else the main one), the options' values as sent.
   */
  async *csv(formId: number, filter: SubmissionFilter, language: string | undefined): AsyncGenerator<string> {
    const form = await this.forms.get(formId);
    if (!form) throw new NotFoundError();
    const main = (await this.settings.all()).main_language;
    const lang = language ?? main;
    yield '\ufeff';
    yield csvLine(['id', 'created_at', 'user_id', 'user', 'user_email', ...form.fields.map((f) => pickText(f.label, lang, main) || f.key)]);
    let after = 0;
    for (;;) {
      const rows = await this.submissions.batch(formId, filter, after, CSV_BATCH);
      for (const row of rows) {
        const answers: Record<string, AnswerValue> = row.answers;
        yield csvLine([row.id, row.created_at.toISOString(), row.user_id, row.user_name, row.user_email, ...form.fields.map((f) => answers[f.key])]);
      }
      if (rows.length < CSV_BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }
}
