import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module';
import { ProductModule } from '../product/product.module';
import { SettingsModule } from '../settings/settings.module';
import { ExportController, ImportController } from './import.controller';
import { ImportRepository } from './import.repository';
import { ImportRunner } from './import-runner';
import { ImportService } from './import.service';

/** Import and export of customers and products (CSV and XLSX); writes go through the customer and product modules' bulk paths. */
@Module({
  imports: [CustomerModule, ProductModule, SettingsModule],
  controllers: [ExportController, ImportController],
  providers: [ImportRepository, ImportService, ImportRunner],
})
export class ImportModule {}
