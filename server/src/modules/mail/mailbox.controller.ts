import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ApiAnswer, ApiList } from '../../common/api-answers';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import type { MailMessage } from './mail-message.entity';
import { MailDetail, MailListItem } from './mail.responses';
import { MailService } from './mail.service';

const present = (mail: MailMessage): MailListItem => ({
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
});

const presentDetail = (mail: MailMessage): MailDetail => ({ ...present(mail), text: mail.textBody, html: mail.htmlBody, headers: mail.headers ?? null });

/** The dev mailbox: every mail the shop sent or queued, readable in the back office. */
@ApiTags('admin: mailbox')
@Controller('admin/mailbox')
export class MailboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @Allow('mailbox')
  @ApiOperation({ summary: 'Mails, newest first; filter {"to":"address"} or {"id":[...]}' })
  @ApiList(MailListItem)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ['id', 'created_at'], ['id', 'DESC']);
    const page = await this.mail.list(list);
    return ListResult.of('mailbox', { ...page, rows: page.rows.map((m) => present(m)) }, list.offset);
  }

  @Get(':id')
  @Allow('mailbox')
  @ApiOperation({ summary: "One mail's text; the secret part of one-use links (a reset token) shows only to a super admin or the mail's own recipient" })
  @ApiAnswer(MailDetail)
  async get(@CurrentAdmin() reader: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return presentDetail(await this.mail.read(id, { isSuperAdmin: reader.admin.role.isSuperAdmin, email: reader.admin.email }));
  }
}
