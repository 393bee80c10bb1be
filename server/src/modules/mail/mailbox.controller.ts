import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import type { MailMessage } from './mail-message.entity';
import { MailService } from './mail.service';

const present = (mail: MailMessage, full = false) => ({
  id: mail.id,
  to: mail.toAddress,
  subject: mail.subject,
  template: mail.template,
  language: mail.language,
  status: mail.status,
  transport: mail.transport,
  attempts: mail.attempts,
  error: mail.error,
  created_at: mail.createdAt.toISOString(),
  sent_at: mail.sentAt?.toISOString() ?? null,
  ...(full ? { text: mail.textBody, html: mail.htmlBody } : {}),
});

/** The dev mailbox: every mail the shop sent or queued, readable in the back office. */
@ApiTags('admin: mailbox')
@Controller('admin/mailbox')
export class MailboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @Allow('mailbox')
  @ApiOperation({ summary: 'Mails, newest first; filter {"to":"address"} or {"id":[...]}' })
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ['id', 'created_at'], ['id', 'DESC']);
    const [mails, total] = await this.mail.list(list);
    return new ListResult('mailbox', mails.map((m) => present(m)), total, list.offset);
  }

  @Get(':id')
  @Allow('mailbox')
  async get(@Param('id', ParseIdPipe) id: number) {
    return present(await this.mail.get(id), true);
  }
}
