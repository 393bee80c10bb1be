import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';

@Global()
@Module({ controllers: [MailboxController], providers: [MailService], exports: [MailService] })
export class MailModule {}
