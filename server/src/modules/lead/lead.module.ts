import { Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { LeadStatusController } from './lead-status.controller';
import { LeadStatusRepository } from './lead-status.repository';
import { LeadStatusService } from './lead-status.service';

/** The CRM's leads: for now their statuses (pipeline stages). Exports LeadStatusService for the customer module. */
@Module({ imports: [UploadModule], controllers: [LeadStatusController], providers: [LeadStatusService, LeadStatusRepository], exports: [LeadStatusService] })
export class LeadModule {}
