import { Global, Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { WarehouseModule } from '../warehouse/warehouse.module';
import { CheckService } from './check.service';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ScriptHistoryService } from './script-history.service';

@Global()
@Module({
  imports: [UploadModule, WarehouseModule, EventsModule],
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsService, CheckService, ScriptHistoryService],
  exports: [SettingsService],
})
export class SettingsModule {}
