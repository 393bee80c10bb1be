import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { DOCUMENT_TYPES } from '../upload';
import { DocumentForm, DocumentFormUpdateByPost, UploadedDocument } from './document-form';
import { CreateLeadStatusDto, UpdateLeadStatusDto } from './lead-status.dto';
import { LEAD_STATUS_SORTS } from './lead-status.repository';
import { LeadStatusAnswer } from './lead-status.responses';
import { LeadStatusService } from './lead-status.service';

const BINARY = { schema: { type: 'string', format: 'binary' } };

@ApiTags('admin: lead statuses')
@Controller('admin/status')
export class LeadStatusController {
  constructor(private readonly statuses: LeadStatusService) {}

  @Get()
  @Allow('lead.status.list')
  @ApiOperation({ summary: 'Lead statuses; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, title, order, updated_at)' })
  @ApiList(LeadStatusAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(LEAD_STATUS_SORTS), ['order', 'ASC']);
    return ListResult.of('status', await this.statuses.list(list), list.offset);
  }

  @Get(':id')
  @Allow('lead.status.list')
  @ApiAnswer(LeadStatusAnswer)
  get(@Param('id', ParseIdPipe) id: number) {
    return this.statuses.get(id);
  }

  @Get(':id/file')
  @Allow('lead.status.list')
  @ApiOperation({ summary: "Downloads the status's ebook with its original name (404 when it has none)" })
  @ApiProduces(...Object.values(DOCUMENT_TYPES))
  @ApiOkResponse({ description: 'The PDF or EPUB, as an attachment', content: Object.fromEntries(Object.values(DOCUMENT_TYPES).map((type) => [type, BINARY])) })
  async file(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.statuses.file(id);
    res.attachment(file.name);
    res.type(file.contentType);
    return new StreamableFile(file.body, { length: file.size });
  }

  @Post()
  @Allow('lead.status.edit')
  @DocumentForm()
  @ApiOperation({ summary: 'Creates a lead status (JSON, or multipart with the ebook as `file`)' })
  @ApiCreated(LeadStatusAnswer)
  create(@Body() dto: CreateLeadStatusDto, @UploadedDocument() file?: Express.Multer.File) {
    return this.statuses.create(dto, file);
  }

  @Put(':id')
  @Allow('lead.status.edit')
  @DocumentForm()
  @ApiOperation({ summary: 'Updates a lead status (fields left out keep their value); also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(LeadStatusAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateLeadStatusDto, @UploadedDocument() file?: Express.Multer.File) {
    return this.statuses.update(id, dto, file);
  }

  @Post(':id')
  @Allow('lead.status.edit')
  @DocumentFormUpdateByPost()
  @ApiAnswer(LeadStatusAnswer)
  updateByForm(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateLeadStatusDto, @UploadedDocument() file?: Express.Multer.File) {
    return this.statuses.update(id, dto, file);
  }

  @Delete(':id')
  @Allow('lead.status.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a lead status; 409 while customers are at it' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.statuses.remove(id);
    return { id };
  }
}
