import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { MenuModule } from '../menu/menu.module';
import { SettingsModule } from '../settings/settings.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { WidgetController } from './widget.controller';
import { WidgetService } from './widget.service';

@Module({
  imports: [MenuModule, CatalogueCacheModule, SettingsModule, ContentModule],
  controllers: [CatalogController, WidgetController],
  providers: [CatalogService, WidgetService],
  exports: [CatalogService],
})
export class CatalogModule {}
