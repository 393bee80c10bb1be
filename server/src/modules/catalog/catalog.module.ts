import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { ContentModule } from '../content/content.module';
import { MenuModule } from '../menu/menu.module';
import { SettingsModule } from '../settings/settings.module';
import { CatalogCaches } from './catalog.caches';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { PageHeadService } from './page-head';
import { PageHeadRepository } from './page-head.repository';
import { ProductCards } from './product-cards';
import { WidgetController } from './widget.controller';
import { WidgetRepository } from './widget.repository';
import { WidgetService } from './widget.service';

@Module({
  imports: [MenuModule, CatalogueCacheModule, SettingsModule, ContentModule],
  controllers: [CatalogController, WidgetController],
  providers: [CatalogRepository, CatalogCaches, ProductCards, CatalogService, WidgetRepository, WidgetService, PageHeadRepository, PageHeadService],
  exports: [CatalogService, PageHeadService],
})
export class CatalogModule {}
