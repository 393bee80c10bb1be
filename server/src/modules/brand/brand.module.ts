import { Module } from '@nestjs/common';
import { BrandController, StorefrontBrandController } from './brand.controller';
import { BrandService } from './brand.service';

@Module({ controllers: [BrandController, StorefrontBrandController], providers: [BrandService], exports: [BrandService] })
export class BrandModule {}
