import { Module } from '@nestjs/common';
import { OrderModule } from '../order/order.module';
import { SettingsModule } from '../settings/settings.module';
import { PosController } from './pos.controller';
import { PosService } from './pos.service';
import { StoreController } from './store.controller';
import { StoreRepository } from './store.repository';
import { StoreService } from './store.service';

/** Physical stores and their tills: a sale at a till is an order of the order module, channel 'store'. */
@Module({
  imports: [OrderModule, SettingsModule],
  controllers: [StoreController, PosController],
  providers: [StoreRepository, StoreService, PosService],
})
export class StoreModule {}
