import { TypeOrmModule } from '@nestjs/typeorm';
import { MailMessage } from './mail-message.entity';
import { Module } from '@nestjs/common';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';
import { MailboxController } from './mailbox.controller';

@Module({
  imports: [TypeOrmModule.forFeature([MailMessage])],
  controllers: [MailboxController],
  providers: [MailRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
