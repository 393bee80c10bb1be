import { TypeOrmModule } from '@nestjs/typeorm';
import { Slide, SlideTranslation } from './slider.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { SliderController, StorefrontSliderController } from './slider.controller';
import { SliderRepository } from './slider.repository';
import { SliderService } from './slider.service';

@Module({
  imports: [TypeOrmModule.forFeature([Slide, SlideTranslation]), UploadModule, EventsModule, SettingsModule, CatalogueCacheModule],
  controllers: [SliderController, StorefrontSliderController],
  providers: [SliderService, SliderRepository],
  exports: [SliderService],
})
export class SliderModule {}
