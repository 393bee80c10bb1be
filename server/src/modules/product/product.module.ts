import { TypeOrmModule } from '@nestjs/typeorm';
import { Product, ProductImage, ProductTranslation } from './product.entity';
import { Stock } from './stock.entity';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { EventsModule } from '../../events/events.module';
import { InventoryModule } from '../inventory/inventory.module';
import { MenuModule } from '../menu/menu.module';
import { ProductController } from './product.controller';
import { ProductRepository } from './product.repository';
import { ProductImportService } from './product-import';
import { ProductService } from './product.service';
import { SearchPostingsRefresher } from './search-postings';
import { StockRepository } from './stock.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([Product, ProductTranslation, ProductImage, Stock]),
    UploadModule,
    EventsModule,
    InventoryModule,
    SettingsModule,
    MenuModule,
  ],
  controllers: [ProductController],
  providers: [ProductService, ProductImportService, ProductRepository, StockRepository, SearchPostingsRefresher],
  exports: [ProductService, ProductImportService],
})
export class ProductModule {}
