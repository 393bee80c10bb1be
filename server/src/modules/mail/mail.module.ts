import { Module } from '@nestjs/common';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';

@Module({ controllers: [MailboxController], providers: [MailRepository, MailService], exports: [MailService] })
export class MailModule {}
