import { TypeOrmModule } from '@nestjs/typeorm';
import { Inventory, InventoryHistory } from './inventory.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { InventoryController } from './inventory.controller';
import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';

@Module({
  imports: [TypeOrmModule.forFeature([Inventory, InventoryHistory]), EventsModule, SettingsModule],
  controllers: [InventoryController],
  providers: [InventoryService, InventoryRepository],
  exports: [InventoryService],
})
export class InventoryModule {}
