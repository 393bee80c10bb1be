import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer, ApiCreated } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ValidationError } from '../../common/errors';
import { MultipartForm, UploadedFileList } from '../../common/multipart';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ImportMappingDto } from './import.dto';
import { importMessages as m } from './import.messages';
import { ImportAnswer } from './import.responses';
import { IMPORT_MAX_BYTES, ImportService } from './import.service';
import { CONTENT_TYPES, TABLE_FORMATS, type TableFormat } from './table-files';

const BINARY = { schema: { type: 'string', format: 'binary' } };
const IMPORT_FILE = MultipartForm({ fields: 2, fieldBytes: 1024, files: [{ name: 'file' }], fileBytes: IMPORT_MAX_BYTES });

/** Exports: every customer (user) or product as CSV or XLSX, streamed. */
@ApiTags('admin: import and export')
@Controller('admin/export')
export class ExportController {
  constructor(private readonly imports: ImportService) {}

  @Get(':entity')
  @Allow('customer.list', 'product.list')
  @ApiOperation({ summary: 'Every customer (user: customer.list) or product stock (product: product.list) as CSV or XLSX, in the columns an import takes' })
  @ApiQuery({ name: 'format', required: false, enum: TABLE_FORMATS })
  @ApiProduces(CONTENT_TYPES.csv, CONTENT_TYPES.xlsx)
  @ApiOkResponse({ description: 'The file, as an attachment', content: { [CONTENT_TYPES.csv]: BINARY, [CONTENT_TYPES.xlsx]: BINARY } })
  async export(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('entity') entity: string,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const chosen = format === undefined || format === '' ? 'csv' : format;
    if (!(TABLE_FORMATS as readonly unknown[]).includes(chosen)) throw ValidationError.field('format', m.unknown_format);
    const file = await this.imports.export(admin, this.imports.entityOf(entity), chosen as TableFormat);
    res.attachment(file.name);
    res.type(CONTENT_TYPES[chosen as TableFormat]);
    return new StreamableFile(file.stream);
  }
}

/** Imports: upload, column mapping, dry run, run (a background job with progress) and the refused rows as a file. */
@ApiTags('admin: import and export')
@Controller('admin/import')
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Post(':entity')
  @Allow('customer.edit', 'product.edit')
  @ApiOperation({
    summary: 'Uploads a CSV or XLSX file of customers (user: customer.edit) or products (product: product.edit); answers its columns and a first mapping',
  })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(IMPORT_FILE)
  @ApiCreated(ImportAnswer)
  upload(@CurrentAdmin() admin: AdminPrincipal, @Param('entity') entity: string, @UploadedFileList('file') files: Express.Multer.File[]) {
    return this.imports.upload(admin, this.imports.entityOf(entity), files[0]);
  }

  @Get(':id')
  @Allow('customer.edit', 'product.edit')
  @ApiOperation({ summary: 'An import: status, progress and counts (rows read, created, updated, refused)' })
  @ApiAnswer(ImportAnswer)
  get(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return this.imports.get(admin, id);
  }

  @Put(':id/mapping')
  @Allow('customer.edit', 'product.edit')
  @ApiOperation({ summary: 'Sets which field each file column fills ("" leaves it out)' })
  @ApiAnswer(ImportAnswer)
  mapping(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: ImportMappingDto) {
    return this.imports.setMapping(admin, id, dto.mapping);
  }

  @Post(':id/dry-run')
  @Allow('customer.edit', 'product.edit')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queues a dry run: what would be created, updated and refused, with nothing written' })
  @ApiAnswer(ImportAnswer)
  dryRun(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return this.imports.queue(admin, id, true);
  }

  @Post(':id/run')
  @Allow('customer.edit', 'product.edit')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queues the import: rows upserted by email (user) or sku (product), in batches' })
  @ApiAnswer(ImportAnswer)
  run(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return this.imports.queue(admin, id, false);
  }

  @Get(':id/errors')
  @Allow('customer.edit', 'product.edit')
  @ApiOperation({ summary: 'The refused rows as CSV: the file columns and a reason column (fix and upload again)' })
  @ApiProduces(CONTENT_TYPES.csv)
  @ApiOkResponse({ description: 'The CSV file, as an attachment', content: { [CONTENT_TYPES.csv]: BINARY } })
  async errors(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.imports.errorFile(admin, id);
    res.attachment(file.name);
    res.type(CONTENT_TYPES.csv);
    return new StreamableFile(file.stream);
  }
}
