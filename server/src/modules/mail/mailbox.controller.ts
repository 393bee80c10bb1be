import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Allow } from '../../common/auth/decorators';
import { NotFoundError } from '../../common/errors';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { MailMessage } from './mail-message.entity';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Allow('mailbox')
  @ApiOperation({ summary: 'Mails, newest first; filter {"to":"address"}' })
  async list(@Query() query: Record<string, unknown>) {
    const { offset, limit, sortField, sortOrder, filter } = parseListQuery(query, ['id', 'created_at'], ['id', 'DESC']);
    const where = typeof filter.to === 'string' ? { toAddress: filter.to.trim().toLowerCase() } : {};
    const [mails, total] = await this.dataSource.manager.findAndCount(MailMessage, {
      where,
      order: { [sortField === 'created_at' ? 'createdAt' : 'id']: sortOrder },
      skip: offset,
      take: limit,
    });
    return new ListResult('mailbox', mails.map((m) => present(m)), total, offset);
  }

  @Get(':id')
  @Allow('mailbox')
  async get(@Param('id', ParseIdPipe) id: number) {
    const mail = await this.dataSource.manager.findOne(MailMessage, { where: { id } });
    if (!mail) throw new NotFoundError();
    return present(mail, true);
  }
}
