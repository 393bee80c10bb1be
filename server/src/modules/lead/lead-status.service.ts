import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { MAX_ID } from '../../common/parse-id.pipe';
import { UploadService } from '../upload';
import type { CreateLeadStatusDto, UpdateLeadStatusDto } from './lead-status.dto';
import { leadStatusMessages as m } from './lead-status.messages';
import { LeadStatusRepository, type LeadStatusRow, type LeadStatusValues } from './lead-status.repository';
import type { LeadStatusAnswer } from './lead-status.responses';
import { isEbookTrigger } from './lead-status.triggers';

/** An uploaded file as multer hands it over. */
export type DocumentUpload = Pick<Express.Multer.File, 'buffer' | 'size' | 'originalname'>;

/** Where the ebooks go, under DATA_DIR/private. */
const EBOOK_FOLDER = 'ebooks';

const present = (row: LeadStatusRow & { customers: number }): LeadStatusAnswer => ({
  id: row.id,
  title: row.title,
  order: row.order,
  trigger: row.trigger,
  trigger_template: row.trigger_template,
  file_name: row.file_name,
  has_file: row.file !== null,
  button_name: row.button_name,
  customers: row.customers,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The original name of an upload, safe for a Content-Disposition: no folders, no control characters, at most 255 characters. */
function fileNameOf(upload: DocumentUpload, stored: string): string {
  const name = (upload.originalname ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return name || `ebook${stored.slice(stored.lastIndexOf('.'))}`;
}

/**
 * Lead statuses (/api/admin/status): the CRM's pipeline stages. A status may have a trigger with its
 * campaign content; an ebook trigger also keeps a PDF or EPUB (privately, under DATA_DIR) and a
 * button label, which any other trigger clears. A status customers are at cannot be deleted.
 */
@Injectable()
export class LeadStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statuses: LeadStatusRepository,
    private readonly uploads: UploadService,
  ) {}

  /** Whether the status exists: for the modules that set a customer's status, in their transaction. */
  async exists(manager: EntityManager, id: number): Promise<boolean> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return false;
    return this.statuses.exists(manager, id);
  }

  async list(query: ListQuery): Promise<ListPage<LeadStatusAnswer>> {
    const page = await this.statuses.list(query);
    return { ...page, rows: page.rows.map(present) };
  }

  async get(id: number): Promise<LeadStatusAnswer> {
    const row = await this.statuses.get(id);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: CreateLeadStatusDto, upload?: DocumentUpload): Promise<LeadStatusAnswer> {
    const next = this.settle(dto, undefined, upload);
    const id = await this.dataSource.transaction(async (manager) => {
      const file = next.upload ? await this.storeUpload(next.upload, manager) : { file: null, file_name: null };
      return this.statuses.insert(manager, { ...next.values, order: dto.order ?? null, ...file });
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateLeadStatusDto, upload?: DocumentUpload): Promise<LeadStatusAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.statuses.lock(manager, id);
      if (!current) throw new NotFoundError();
      const next = this.settle(dto, current, upload);
      let file: Pick<LeadStatusValues, 'file' | 'file_name'> = next.keepsFile
        ? { file: current.file, file_name: current.file_name }
        : { file: null, file_name: null };
      if (next.upload) file = await this.storeUpload(next.upload, manager);
      await this.statuses.update(manager, id, { ...next.values, order: dto.order ?? current.order, ...file });
      // The file no row names any more goes once the change is committed.
      if (current.file && current.file !== file.file) await this.uploads.removeDocument(current.file, manager);
    });
    return this.get(id);
  }

  /** Refused while customers or leads are at the status or a funnel has it as a stage; its ebook goes with it. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.statuses.lock(manager, id);
      if (!current) throw new NotFoundError();
      const { customers, leads, funnels } = await this.statuses.usage(manager, id);
      if (customers > 0) throw new ConflictError(m.in_use({ count: customers }));
      if (leads > 0) throw new ConflictError(m.in_use_by_leads({ count: leads }));
      if (funnels > 0) throw new ConflictError(m.in_use_by_funnels({ count: funnels }));
      try {
        await this.statuses.delete(manager, id);
      } catch (error) {
        // A reference the count did not see (a table of another module): refused all the same.
        if (error instanceof QueryFailedError && (error as { code?: string }).code === '23503') throw new ConflictError(m.in_use_by_customers);
        throw error;
      }
      if (current.file) await this.uploads.removeDocument(current.file, manager);
    });
  }

  /** The stored ebook of a status: its bytes (a stream), original name, content type and size. */
  async file(id: number): Promise<{ body: Readable; name: string; contentType: string; size: number }> {
    const row = await this.statuses.get(id);
    if (!row) throw new NotFoundError();
    const stored = row.file ? await this.uploads.documentFile(row.file) : undefined;
    if (!stored) throw new NotFoundError(m.no_file);
    return { body: stored.body, name: row.file_name ?? `ebook.${stored.type}`, contentType: stored.contentType, size: stored.size };
  }

  /**
   * The status as it will be stored, from what was sent over what is stored (nothing, on create), or
   * every broken rule at once (422). A trigger needs trigger_template; an ebook trigger needs a file
   * (sent now, or stored before) and button_name; without an ebook trigger, button_name and the file
   * are cleared and a file sent is ignored.
   */
  private settle(
    dto: UpdateLeadStatusDto,
    current: LeadStatusRow | undefined,
    upload: DocumentUpload | undefined,
  ): { values: Omit<LeadStatusValues, 'order' | 'file' | 'file_name'>; keepsFile: boolean; upload?: DocumentUpload } {
    const trigger = dto.trigger === undefined ? (current?.trigger ?? null) : dto.trigger;
    const ebook = isEbookTrigger(trigger);
    const template = dto.trigger_template === undefined ? (current?.trigger_template ?? '') : (dto.trigger_template ?? '');
    const buttonName = !ebook ? '' : dto.button_name === undefined ? (current?.button_name ?? '') : (dto.button_name ?? '');
    const problems: FieldMessages = {};
    if (trigger && !template.trim()) problems.trigger_template = [m.template_required];
    if (ebook) {
      const fileProblem = upload ? this.uploads.documentProblem('file', upload) : current?.file ? undefined : m.file_required;
      if (fileProblem) problems.file = [fileProblem];
      if (!buttonName) problems.button_name = [m.button_name_required];
    }
    if (Object.keys(problems).length > 0) throw ValidationError.fields(problems);
    return {
      values: { title: dto.title ?? current!.title, trigger, trigger_template: template, button_name: buttonName },
      keepsFile: ebook,
      upload: ebook ? upload : undefined,
    };
  }

  private async storeUpload(upload: DocumentUpload, manager: EntityManager): Promise<Pick<LeadStatusValues, 'file' | 'file_name'>> {
    const file = await this.uploads.saveDocument('file', upload, EBOOK_FOLDER, manager);
    return { file, file_name: fileNameOf(upload, file) };
  }
}
