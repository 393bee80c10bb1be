import {
  Body,
  CanActivate,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer, MessageAnswer } from '../../common/api-answers';
import { messageBody } from '../../common/messages';
import { MultipartForm } from '../../common/multipart';
import { EbookRequestDto } from './contact.dto';
import { EbookOffer } from './contact.responses';
import { ContactService } from './contact.service';
import { Allow, CurrentAdmin, Public } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ValidationError } from '../../common/errors';
import { listFilter, ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { DOCUMENT_TYPES } from '../upload';
import { LEAD_SOURCES, LeadDto, MoveLeadDto } from './lead.dto';
import { ebookMessages, leadMessages as m } from './lead.messages';
import { LeadAnswer, LeadListItem } from './lead.responses';
import { LEAD_SORTS, LeadService, type LeadFilter } from './lead.service';

/** The list's filters: each checked, a wrong one refused by name. */
function filterOf(raw: Record<string, unknown>): LeadFilter {
  const source = listFilter.text(raw, 'lead_source');
  if (source !== undefined && !(LEAD_SOURCES as readonly string[]).includes(source)) throw ValidationError.field('lead_source', m.lead_source);
  const id = (field: string) => listFilter.id(raw, field);
  return {
    q: listFilter.text(raw, 'q'),
    status_id: id('status_id'),
    admin_id: id('admin_id'),
    lead_source: source,
    tag: listFilter.text(raw, 'tag'),
    funnel_id: id('funnel_id'),
  };
}

@ApiTags('admin: leads')
@Controller('admin/lead')
export class LeadController {
  constructor(private readonly leads: LeadService) {}

  @Get()
  @Allow('lead.list')
  @ApiOperation({
    summary: 'Leads; filter={"q","status_id","admin_id","lead_source","tag","funnel_id","id":[..]}; sort by id, first_name, email, created_at, updated_at',
  })
  @ApiList(LeadListItem)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(LEAD_SORTS));
    return ListResult.of('lead', await this.leads.list(list, filterOf(list.filter)), list.offset);
  }

  @Get(':id')
  @Allow('lead.list')
  @ApiOperation({ summary: 'A lead with its timeline (status moves, mails with their delivery state, newest first)' })
  @ApiAnswer(LeadAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.leads.get(id);
  }

  @Post()
  @Allow('lead.edit')
  @ApiOperation({ summary: "Creates a lead at a status (the status's trigger fires)" })
  @ApiCreated(LeadAnswer)
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: LeadDto) {
    return this.leads.create(admin, dto);
  }

  @Put(':id')
  @Allow('lead.edit')
  @ApiOperation({ summary: "Updates a lead; a new status_id is a move (the status's trigger fires)" })
  @ApiAnswer(LeadAnswer)
  update(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: LeadDto) {
    return this.leads.update(admin, id, dto);
  }

  @Post(':id/status')
  @Allow('lead.edit')
  @HttpCode(200)
  @ApiOperation({ summary: "Moves a lead to a status (the board's drag); the status's trigger fires once" })
  @ApiAnswer(LeadAnswer)
  move(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: MoveLeadDto) {
    return this.leads.move(admin, id, dto.status_id);
  }

  @Delete(':id')
  @Allow('lead.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.leads.remove(id);
    return { id };
  }
}

/** Name, email, language and the honeypot: short fields, no files. */
const EBOOK_FORM = MultipartForm({ fields: 8, fieldBytes: 2000 });

/** An ebook must be offered before a request's form is read: 404 without reading the body otherwise. */
@Injectable()
class EbookOffered implements CanActivate {
  constructor(private readonly contacts: ContactService) {}

  async canActivate(): Promise<boolean> {
    await this.contacts.assertEbookOffered();
    return true;
  }
}

@ApiTags('storefront: ebook')
@Controller('ebook')
export class EbookController {
  constructor(
    private readonly leads: LeadService,
    private readonly contacts: ContactService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether the /ebook page has an ebook to send (the CRM setting ebook_status_id), and its button words' })
  @ApiAnswer(EbookOffer)
  async offer(): Promise<EbookOffer> {
    const { available, button_name } = await this.contacts.ebookOffer();
    return { available, button_name };
  }

  @Post()
  @Public()
  @UseGuards(EbookOffered)
  @UseInterceptors(EBOOK_FORM)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Mails the ebook to whoever asks (name, email): their lead moves to the ebook status, whose trigger sends the signed link' })
  @ApiCreated(MessageAnswer)
  async request(@Body() dto: EbookRequestDto, @Req() req: Request): Promise<MessageAnswer> {
    await this.contacts.requestEbook(dto, req.ip ?? '');
    return messageBody([ebookMessages.sent]);
  }

  @Get(':token')
  @Public()
  @ApiOperation({ summary: "The ebook a lead status's trigger mailed, by its signed link (refused when changed or expired)" })
  @ApiProduces(...Object.values(DOCUMENT_TYPES))
  @ApiOkResponse({
    description: 'The file',
    content: Object.fromEntries(Object.values(DOCUMENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  async download(@Param('token') token: string, @Res({ passthrough: true }) res: Response) {
    const file = await this.leads.ebook(String(token).slice(0, 300));
    res.attachment(file.name);
    res.type(file.contentType);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.body, { length: file.size });
  }
}
