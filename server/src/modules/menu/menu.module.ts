import { TypeOrmModule } from '@nestjs/typeorm';
import { MenuProduct } from './menu-product.entity';
import { Menu, MenuTranslation } from './menu.entity';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { MenuAdminController } from './menu-admin.controller';
import { MenuAdminService } from './menu-admin.service';
import { MenuController } from './menu.controller';
import { MenuRepository } from './menu.repository';
import { MenuService } from './menu.service';
import { ProductPlacement } from './product-placement.service';

@Module({
  imports: [TypeOrmModule.forFeature([MenuProduct, Menu, MenuTranslation]), UploadModule, CatalogueCacheModule, EventsModule, SettingsModule],
  controllers: [MenuController, MenuAdminController],
  providers: [MenuRepository, MenuService, MenuAdminService, ProductPlacement],
  exports: [MenuService, ProductPlacement],
})
export class MenuModule {}
