import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';

@Module({ controllers: [MailboxController], providers: [MailService], exports: [MailService] })
export class MailModule {}
