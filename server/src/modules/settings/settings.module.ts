import { TypeOrmModule } from '@nestjs/typeorm';
import { ScriptChange } from './script-change.entity';
import { Setting } from './setting.entity';
import { Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { ScriptHistoryRepository } from './script-history.repository';
import { ScriptHistoryService } from './script-history.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScriptChange, Setting]), UploadModule, EventsModule],
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsRepository, SettingsService, ScriptHistoryRepository, ScriptHistoryService],
  exports: [SettingsService],
})
export class SettingsModule {}
