import { Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ScriptHistoryService } from './script-history.service';

@Module({
  imports: [UploadModule, EventsModule],
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsService, ScriptHistoryService],
  exports: [SettingsService],
})
export class SettingsModule {}
