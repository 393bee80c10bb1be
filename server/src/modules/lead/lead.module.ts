import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { ContactAdminController, ContactController, CrmSummaryController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { FunnelAdminController, FunnelController } from './funnel.controller';
import { FunnelRepository } from './funnel.repository';
import { FunnelService } from './funnel.service';
import { EbookController, LeadController } from './lead.controller';
import { LeadRepository } from './lead.repository';
import { LeadService } from './lead.service';
import { LeadStatusController } from './lead-status.controller';
import { LeadStatusRepository } from './lead-status.repository';
import { LeadStatusService } from './lead-status.service';

/** The CRM's leads and their statuses (pipeline stages, whose triggers mail when a lead enters them). */
@Module({
  imports: [UploadModule, MailModule, SettingsModule],
  controllers: [
    LeadStatusController,
    LeadController,
    EbookController,
    ContactController,
    ContactAdminController,
    CrmSummaryController,
    FunnelAdminController,
    FunnelController,
  ],
  providers: [LeadStatusRepository, LeadStatusService, LeadRepository, LeadService, ContactRepository, ContactService, FunnelRepository, FunnelService],
  exports: [LeadStatusService, LeadService],
})
export class LeadModule {}
