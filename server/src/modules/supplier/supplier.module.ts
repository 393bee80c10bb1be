import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '../inventory/inventory.module';
import { SettingsModule } from '../settings/settings.module';
import { WarehouseModule } from '../warehouse/warehouse.module';
import { ReceiptController } from './receipt.controller';
import { ReceiptRepository } from './receipt.repository';
import { ReceiptService } from './receipt.service';
import { SupplierController } from './supplier.controller';
import { Supplier, SupplierReceipt, SupplierReceiptLine, SupplierStock } from './supplier.entity';
import { SupplierRepository } from './supplier.repository';
import { SupplierService } from './supplier.service';

@Module({
  imports: [TypeOrmModule.forFeature([Supplier, SupplierStock, SupplierReceipt, SupplierReceiptLine]), InventoryModule, SettingsModule, WarehouseModule],
  // The receipt routes first: /admin/supplier/receipt would otherwise reach the supplier's /:id.
  controllers: [ReceiptController, SupplierController],
  providers: [SupplierService, SupplierRepository, ReceiptService, ReceiptRepository],
  exports: [SupplierService],
})
export class SupplierModule {}
