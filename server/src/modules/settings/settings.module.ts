import { forwardRef, Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { WarehouseModule } from '../warehouse/warehouse.module';
import { CheckService } from './check.service';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ScriptHistoryService } from './script-history.service';

@Module({
  // The purchase checks ask warehouses, which ask inventory, which reads settings: forwardRef.
  imports: [UploadModule, forwardRef(() => WarehouseModule), EventsModule],
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsService, CheckService, ScriptHistoryService],
  exports: [SettingsService],
})
export class SettingsModule {}
