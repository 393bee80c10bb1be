import { Module } from '@nestjs/common';
import { LeadModule } from '../lead/lead.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { FormController } from './form.controller';
import { FormHistoryService } from './form-history.service';
import { FormSubmissionService } from './form-submission.service';
import { FormBuilderController } from './formbuilder.controller';
import { FormRepository } from './formbuilder.repository';
import { FormBuilderService } from './formbuilder.service';
import { SubmissionRepository } from './submission.repository';

/** The form builder: forms staff design, their public pages, and what was sent through them (leads through LeadService). */
@Module({
  imports: [LeadModule, SettingsModule, UploadModule],
  controllers: [FormBuilderController, FormController],
  providers: [FormRepository, SubmissionRepository, FormBuilderService, FormSubmissionService, FormHistoryService],
})
export class FormBuilderModule {}
