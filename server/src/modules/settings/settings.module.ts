import { Global, Module } from '@nestjs/common';
import { WarehouseModule } from '../warehouse/warehouse.module';
import { CheckService } from './check.service';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Global()
@Module({
  imports: [WarehouseModule],
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsService, CheckService],
  exports: [SettingsService],
})
export class SettingsModule {}
