import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { pickText } from '../../common/translations';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { checkFields, textsOf, type FormField } from './form-definition';
import type { FormDto } from './formbuilder.dto';
import { formbuilderMessages as m } from './formbuilder.messages';
import { FormRepository, type FormRow, type FormValues } from './formbuilder.repository';
import type { FormAnswer, FormListItem } from './formbuilder.responses';

export { FORM_SORTS } from './formbuilder.repository';

const present = (row: FormRow & { submissions: number }): FormAnswer => ({
  id: row.id,
  url: row.url,
  title: row.title,
  description: row.description,
  success_message: row.success_message,
  enabled: row.enabled,
  allow_guest: row.allow_guest,
  limit_submit: row.limit_submit,
  funnel_id: row.funnel_id,
  status_id: row.status_id,
  fields: row.fields,
  submissions: row.submissions,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The form builder (/api/admin/formbuilder): forms with a public page /form/{url}, typed fields
 * whose labels and options are per language, who may answer (guests, or shoppers once), and
 * optionally a funnel stage each submission brings its lead to. A definition is checked whole and
 * every problem answered by its path; the form and its fields are written in one transaction.
 */
@Injectable()
export class FormBuilderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly forms: FormRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  async list(query: ListQuery, language: LanguageCode | undefined): Promise<ListPage<FormListItem>> {
    const main = (await this.settings.all()).main_language;
    const page = await this.forms.list(query);
    return {
      ...page,
      rows: page.rows.map((row) => ({
        id: row.id,
        url: row.url,
        title_text: pickText(row.title, language ?? main, main),
        enabled: row.enabled,
        allow_guest: row.allow_guest,
        limit_submit: row.limit_submit,
        funnel_title: row.funnel_title,
        submissions: row.submissions,
        updated_at: row.updated_at.toISOString(),
      })),
    };
  }

  async get(id: number): Promise<FormAnswer> {
    const row = await this.forms.get(id);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: FormDto): Promise<FormAnswer> {
    const id = await this.write(dto, (manager, values) => this.forms.insert(manager, values));
    return this.get(id);
  }

  async update(id: number, dto: FormDto): Promise<FormAnswer> {
    await this.write(dto, async (manager, values) => {
      if (!(await this.forms.update(manager, id, values))) throw new NotFoundError();
      return id;
    });
    return this.get(id);
  }

  /** The form goes with its submissions; their files are removed once that commits. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const files = await this.forms.delete(manager, id);
      if (!files) throw new NotFoundError();
      for (const stored of files) await this.uploads.removeDocument(stored, manager);
    });
  }

  /** Checks the whole definition (every problem at once, by path), then writes the form and its fields in one transaction. */
  private async write(dto: FormDto, save: (manager: EntityManager, values: FormValues) => Promise<number>): Promise<number> {
    const problems: FieldMessages = {};
    const add = (path: string, message: (typeof problems)[string][number]) => (problems[path] = [...(problems[path] ?? []), message]);
    const title = textsOf(dto.title, 200) ?? {};
    if (Object.keys(title).length === 0) add('title', m.title);
    const { fields, problems: fieldProblems } = checkFields(dto.fields);
    Object.assign(problems, fieldProblems);
    const funnelId = dto.funnel_id ?? null;
    const statusId = dto.status_id ?? null;
    if ((funnelId === null) !== (statusId === null)) add('status_id', m.stage_pair);
    if (funnelId !== null && !fields.some((f: FormField) => f.type === 'email' && f.required)) add('fields', m.needs_email);
    return this.dataSource.transaction(async (manager) => {
      if (funnelId !== null && statusId !== null) {
        if (!(await this.forms.funnelExists(manager, funnelId))) add('funnel_id', m.funnel_id);
        else if (!(await this.forms.isStage(manager, funnelId, statusId))) add('status_id', m.status_id);
      }
      if (Object.keys(problems).length > 0) throw ValidationError.fields(problems);
      const values: FormValues = {
        url: dto.url,
        title,
        description: textsOf(dto.description, 5000) ?? {},
        success_message: textsOf(dto.success_message, 2000) ?? {},
        enabled: dto.enabled ?? true,
        allow_guest: dto.allow_guest ?? true,
        limit_submit: dto.limit_submit ?? false,
        funnel_id: funnelId,
        status_id: statusId,
      };
      let id: number;
      try {
        id = await save(manager, values);
      } catch (error) {
        if ((error as { constraint?: string }).constraint === 'UQ_form_url') throw ValidationError.field('url', m.url_taken({ url: dto.url }));
        throw error;
      }
      await this.forms.replaceFields(manager, id, fields);
      return id;
    });
  }
}
