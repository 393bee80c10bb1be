import { TypeOrmModule } from '@nestjs/typeorm';
import { HomepageSection } from './homepage.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { HomepageController, StorefrontHomepageController } from './homepage.controller';
import { HomepageRepository } from './homepage.repository';
import { HomepageService } from './homepage.service';

@Module({
  imports: [TypeOrmModule.forFeature([HomepageSection]), EventsModule, SettingsModule, CatalogueCacheModule],
  controllers: [HomepageController, StorefrontHomepageController],
  providers: [HomepageService, HomepageRepository],
})
export class HomepageModule {}
