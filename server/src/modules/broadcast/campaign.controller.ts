import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer, MessageAnswer as Said } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { ListResult, parseListQuery } from '../../common/list-query';
import { messageBody } from '../../common/messages';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { broadcastMessages as m } from './broadcast.messages';
import { MessageDto, PreviewDto, ReceiverCountDto, ReceiverDto, TestSendDto } from './broadcast.dto';
import { AudienceCountAnswer, MessageAnswer, PreviewAnswer, ReceiverAnswer, ReceiverDeletedAnswer } from './broadcast.responses';
import { MESSAGE_SORTS, RECEIVER_SORTS, type ReceiverRow } from './campaign.repository';
import { CampaignService, fullRules } from './campaign.service';

/** The reader's own name in a preview's placeholders. */
const readerOf = (principal: AdminPrincipal) => {
  const [first = '', ...rest] = principal.admin.name.split(' ');
  return { email: principal.admin.email, first_name: first, last_name: rest.join(' ') };
};

const receiverAnswer = (row: ReceiverRow): ReceiverAnswer => ({
  id: row.name,
  receiver_id: row.id,
  name: row.name,
  rules: fullRules(row.rules),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A receiver's name as the address gives it (a longer one names no receiver). */
const nameOf = (name: string) => {
  if (name.length > 100) throw new NotFoundError();
  return name;
};

@ApiTags('admin: broadcasts')
@Controller('admin/broadcast/message')
export class BroadcastMessageController {
  constructor(private readonly campaigns: CampaignService) {}

  @Get()
  @Allow('broadcast.message.list')
  @ApiOperation({ summary: 'Campaign messages; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, name, updated_at)' })
  @ApiList(MessageAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(MESSAGE_SORTS));
    return ListResult.of('broadcast/message', await this.campaigns.listMessages(list), list.offset);
  }

  @Get(':id')
  @Allow('broadcast.message.list')
  @ApiAnswer(MessageAnswer)
  get(@Param('id', ParseIdPipe) id: number) {
    return this.campaigns.message(id);
  }

  @Post()
  @Allow('broadcast.message.edit')
  @ApiOperation({ summary: 'Creates a message: a subject and a rich-text body per language, both required in the main language' })
  @ApiCreated(MessageAnswer)
  create(@Body() dto: MessageDto) {
    return this.campaigns.createMessage(dto);
  }

  @Put(':id')
  @Allow('broadcast.message.edit')
  @ApiAnswer(MessageAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: MessageDto) {
    return this.campaigns.updateMessage(id, dto);
  }

  @Delete(':id')
  @Allow('broadcast.message.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a message; 409 while a broadcast uses it' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.campaigns.removeMessage(id);
    return { id };
  }

  @Post(':id/preview')
  @Allow('broadcast.message.list')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mail as a receiver gets it in a language (the reader’s own name in the placeholders)' })
  @ApiAnswer(PreviewAnswer)
  preview(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: PreviewDto) {
    return this.campaigns.preview(id, dto.language, readerOf(admin));
  }

  @Post(':id/test')
  @Allow('broadcast.message.edit')
  @HttpCode(202)
  @ApiOperation({ summary: 'Sends the mail, "[Test]" before its subject, to one address through the mail queue' })
  @ApiAnswer(Said)
  async test(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: TestSendDto) {
    await this.campaigns.testSend(id, dto.email, dto.language, readerOf(admin));
    return messageBody([m.test_sent({ email: dto.email })]);
  }
}

@ApiTags('admin: broadcasts')
@Controller('admin/broadcast/receiver')
export class BroadcastReceiverController {
  constructor(private readonly campaigns: CampaignService) {}

  @Get()
  @Allow('broadcast.receiver.list')
  @ApiOperation({ summary: 'Receivers; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"} (sorts: id, name, updated_at); each `id` is its name' })
  @ApiList(ReceiverAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(RECEIVER_SORTS), ['name', 'ASC']);
    const page = await this.campaigns.listReceivers(list);
    return ListResult.of('broadcast/receiver', { ...page, rows: page.rows.map(receiverAnswer) }, list.offset);
  }

  @Post('count')
  @Allow('broadcast.receiver.list')
  @HttpCode(200)
  @ApiOperation({ summary: 'How many different addresses the rules reach now, and how many of them are unsubscribed (the live count of the receiver screen)' })
  @ApiAnswer(AudienceCountAnswer)
  async count(@Body() dto: ReceiverCountDto): Promise<AudienceCountAnswer> {
    const { total, unsubscribed } = await this.campaigns.count(dto.rules);
    return { total, unsubscribed, deliverable: total - unsubscribed };
  }

  @Get(':name')
  @Allow('broadcast.receiver.list')
  @ApiOperation({ summary: 'A receiver by its name (any case)' })
  @ApiAnswer(ReceiverAnswer)
  async get(@Param('name') name: string) {
    return receiverAnswer(await this.campaigns.receiver(nameOf(name)));
  }

  @Post()
  @Allow('broadcast.receiver.edit')
  @ApiCreated(ReceiverAnswer)
  async create(@Body() dto: ReceiverDto) {
    return receiverAnswer(await this.campaigns.createReceiver(dto));
  }

  @Put(':name')
  @Allow('broadcast.receiver.edit')
  @ApiOperation({ summary: 'Updates a receiver by its name; a new name moves it' })
  @ApiAnswer(ReceiverAnswer)
  async update(@Param('name') name: string, @Body() dto: ReceiverDto) {
    return receiverAnswer(await this.campaigns.updateReceiver(nameOf(name), dto));
  }

  @Delete(':name')
  @Allow('broadcast.receiver.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a receiver; broadcasts that started keep the audience they read' })
  @ApiAnswer(ReceiverDeletedAnswer)
  async remove(@Param('name') name: string): Promise<ReceiverDeletedAnswer> {
    await this.campaigns.removeReceiver(nameOf(name));
    return { id: name };
  }
}
