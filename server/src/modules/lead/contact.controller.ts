import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer, MessageAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin, Public } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { messageBody } from '../../common/messages';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ContactDto, StaffContactDto } from './contact.dto';
import { ContactAnswer, CrmSummary } from './contact.responses';
import { CONTACT_SORTS, ContactService } from './contact.service';
import { contactMessages } from './lead.messages';
import { LeadAnswer } from './lead.responses';

@ApiTags('storefront: contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contacts: ContactService) {}

  @Post()
  @Public()
  @ApiOperation({ summary: 'Sends a message to the shop from its contact page (a few an hour per address)' })
  @ApiCreated(MessageAnswer)
  async send(@Body() dto: ContactDto, @Req() req: Request): Promise<MessageAnswer> {
    await this.contacts.submit(dto, req.ip ?? '');
    return messageBody([contactMessages.sent]);
  }
}

@ApiTags('admin: leads')
@Controller('admin/contact')
export class ContactAdminController {
  constructor(private readonly contacts: ContactService) {}

  @Get()
  @Allow('lead.contact.list')
  @ApiOperation({ summary: 'Contacts and their messages, newest first; filter={"q"}' })
  @ApiList(ContactAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(CONTACT_SORTS));
    const q = typeof list.filter.q === 'string' && list.filter.q.trim() ? list.filter.q.trim().slice(0, 100) : undefined;
    return ListResult.of('contact', await this.contacts.list(list, q), list.offset);
  }

  @Post()
  @Allow('lead.contact.edit')
  @ApiOperation({ summary: 'Enters a contact by hand (someone staff met or spoke to): source staff, no mail, no per-address limit' })
  @ApiCreated(ContactAnswer)
  create(@Body() dto: StaffContactDto): Promise<ContactAnswer> {
    return this.contacts.createByStaff(dto);
  }

  @Get(':id')
  @Allow('lead.contact.list')
  @ApiAnswer(ContactAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.contacts.get(id);
  }

  @Post(':id/lead')
  @Allow('lead.contact.edit')
  @ApiOperation({ summary: 'Turns a contact into a lead at the first status (its message as the notes); once' })
  @ApiCreated(LeadAnswer)
  toLead(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return this.contacts.toLead(admin, id);
  }

  @Delete(':id')
  @Allow('lead.contact.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.contacts.remove(id);
    return { id };
  }
}

@ApiTags('admin: leads')
@Controller('admin/crm')
export class CrmSummaryController {
  constructor(private readonly contacts: ContactService) {}

  @Get('summary')
  @Allow('dashboard', 'lead.list', 'lead.contact.list')
  @ApiOperation({ summary: "The dashboard's CRM card: leads per status, and contacts and leads of the last 7 days" })
  @ApiAnswer(CrmSummary)
  summary() {
    return this.contacts.summary();
  }
}
