import { TypeOrmModule } from '@nestjs/typeorm';
import { Brand, BrandTranslation } from './brand.entity';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { BrandController, StorefrontBrandController } from './brand.controller';
import { BrandRepository } from './brand.repository';
import { BrandService } from './brand.service';

@Module({
  imports: [TypeOrmModule.forFeature([Brand, BrandTranslation]), UploadModule, EventsModule, SettingsModule],
  controllers: [BrandController, StorefrontBrandController],
  providers: [BrandService, BrandRepository],
  exports: [BrandService],
})
export class BrandModule {}
