import { Module } from '@nestjs/common';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { BrandController, StorefrontBrandController } from './brand.controller';
import { BrandService } from './brand.service';

@Module({ imports: [UploadModule, EventsModule], controllers: [BrandController, StorefrontBrandController], providers: [BrandService], exports: [BrandService] })
export class BrandModule {}
