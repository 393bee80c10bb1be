import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ValidationError } from '../../common/errors';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { listFilter, ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ATTACHMENT_TYPES } from '../upload';
import { FormHistoryService, SUBMISSION_SORTS, type SubmissionFilter } from './form-history.service';
import { FormDto } from './formbuilder.dto';
import { formbuilderMessages as m } from './formbuilder.messages';
import { FormAnswer, FormListItem, SubmissionDetail, SubmissionItem } from './formbuilder.responses';
import { FORM_SORTS, FormBuilderService } from './formbuilder.service';

const BINARY = { schema: { type: 'string', format: 'binary' } };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The submissions' filters, each checked: dates as YYYY-MM-DD, the customer's id, a word. */
function historyFilter(raw: Record<string, unknown>): SubmissionFilter {
  const date = (field: string) => {
    const value = listFilter.text(raw, field);
    if (value !== undefined && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) throw ValidationError.field(field, m.date_range({ field }));
    return value;
  };
  return { from: date('from'), to: date('to'), user_id: listFilter.id(raw, 'user_id'), q: listFilter.text(raw, 'q') };
}

/** The same filter given as ?filter={...} to the CSV export. */
function filterParam(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string' || !value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

@ApiTags('admin: form builder')
@Controller('admin/formbuilder')
export class FormBuilderController {
  constructor(
    private readonly forms: FormBuilderService,
    private readonly histories: FormHistoryService,
  ) {}

  @Get()
  @Allow('formbuilder.list')
  @ApiOperation({ summary: 'Forms; ?sort=["updated_at","DESC"]&range=[0,24]&filter={"q","enabled"}&language= (the title shown)' })
  @ApiQuery({ name: 'language', required: false })
  @ApiList(FormListItem)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, Object.keys(FORM_SORTS));
    return ListResult.of('formbuilder', await this.forms.list(list, language), list.offset);
  }

  @Get('history/:id')
  @Allow('formbuilder.histories')
  @ApiOperation({ summary: "One submission in full, with its form's fields (labels per language) and its files" })
  @ApiAnswer(SubmissionDetail)
  history(@Param('id', ParseIdPipe) id: number) {
    return this.histories.detail(id);
  }

  @Get('history/:id/file/:index')
  @Allow('formbuilder.histories')
  @ApiOperation({ summary: 'Downloads a file sent with the submission, under its original name' })
  @ApiProduces(...Object.values(ATTACHMENT_TYPES))
  @ApiOkResponse({ description: 'The file, as an attachment', content: Object.fromEntries(Object.values(ATTACHMENT_TYPES).map((type) => [type, BINARY])) })
  async file(@Param('id', ParseIdPipe) id: number, @Param('index', ParseIdPipe) index: number, @Res({ passthrough: true }) res: Response) {
    const file = await this.histories.file(id, index - 1);
    res.attachment(file.name);
    res.type(file.contentType);
    return new StreamableFile(file.body, { length: file.size });
  }

  @Get(':id')
  @Allow('formbuilder.list', 'formbuilder.histories')
  @ApiOperation({ summary: 'A form with its fields (also for staff reading its submissions, whose columns are its fields)' })
  @ApiAnswer(FormAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.forms.get(id);
  }

  @Get(':id/histories')
  @Allow('formbuilder.histories')
  @ApiOperation({ summary: 'The submissions of a form, newest first; filter={"from":"YYYY-MM-DD","to":"YYYY-MM-DD","user_id","q"}' })
  @ApiList(SubmissionItem)
  async submissionList(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(SUBMISSION_SORTS), ['created_at', 'DESC']);
    return ListResult.of('formbuilder/histories', await this.histories.list(id, list, historyFilter(list.filter)), list.offset);
  }

  @Get(':id/histories/csv')
  @Allow('formbuilder.histories')
  @ApiOperation({
    summary: 'The submissions the filter keeps as CSV (UTF-8 with a byte order mark, oldest first); ?filter= as the list, &language= the header',
  })
  @ApiQuery({ name: 'filter', required: false })
  @ApiQuery({ name: 'language', required: false })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file, as an attachment', content: { 'text/csv': BINARY } })
  async csv(
    @Param('id', ParseIdPipe) id: number,
    @Query('filter') filter: unknown,
    @Query('language', OptionalLanguagePipe) language: LanguageCode | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const rows = this.histories.csv(id, historyFilter(filterParam(filter)), language);
    // The first piece (the byte order mark) is read before answering, so a missing form is still a 404.
    const first = await rows.next();
    res.attachment(`form-${id}-submissions.csv`);
    res.type('text/csv; charset=utf-8');
    return new StreamableFile(
      Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* rows;
        })(),
      ),
    );
  }

  @Post()
  @Allow('formbuilder.edit')
  @ApiCreated(FormAnswer)
  create(@Body() dto: FormDto) {
    return this.forms.create(dto);
  }

  @Put(':id')
  @Allow('formbuilder.edit')
  @ApiAnswer(FormAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: FormDto) {
    return this.forms.update(id, dto);
  }

  @Delete(':id')
  @Allow('formbuilder.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a form with its submissions and their files' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.forms.remove(id);
    return { id };
  }
}
