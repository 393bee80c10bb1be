import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { BrandController, StorefrontBrandController } from './brand.controller';
import { BrandService } from './brand.service';

@Module({
  imports: [UploadModule, EventsModule, SettingsModule],
  controllers: [BrandController, StorefrontBrandController],
  providers: [BrandService],
  exports: [BrandService],
})
export class BrandModule {}
