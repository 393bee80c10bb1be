import { forwardRef, Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { InventoryController } from './inventory.controller';
import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';

/** Settings' purchase checks ask warehouses, which ask inventory: a module cycle, hence forwardRef. */
@Module({ imports: [EventsModule, forwardRef(() => SettingsModule)], controllers: [InventoryController], providers: [InventoryService, InventoryRepository], exports: [InventoryService] })
export class InventoryModule {}
