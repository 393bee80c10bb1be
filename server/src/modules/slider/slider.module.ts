import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { SliderController, StorefrontSliderController } from './slider.controller';
import { SliderRepository } from './slider.repository';
import { SliderService } from './slider.service';

@Module({
  imports: [UploadModule, EventsModule, SettingsModule, CatalogueCacheModule],
  controllers: [SliderController, StorefrontSliderController],
  providers: [SliderService, SliderRepository],
  exports: [SliderService],
})
export class SliderModule {}
