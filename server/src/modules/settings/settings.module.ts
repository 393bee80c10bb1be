import { Global, Module } from '@nestjs/common';
import { CheckService } from './check.service';
import { AdminSettingsController, PublicSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Global()
@Module({
  controllers: [AdminSettingsController, PublicSettingsController],
  providers: [SettingsService, CheckService],
  exports: [SettingsService],
})
export class SettingsModule {}
