import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { SettingsModule } from '../settings/settings.module';
import { WarehouseModule } from '../warehouse/warehouse.module';
import { CheckController } from './check.controller';
import { PurchaseRulesService } from './purchase-rules.service';

/** The purchase rules (catalogue mode, members only, a selling warehouse): the route guard, the cart and checkout ask them; the guard also checks static pages. */
@Module({
  imports: [SettingsModule, WarehouseModule, ContentModule],
  controllers: [CheckController],
  providers: [PurchaseRulesService],
  exports: [PurchaseRulesService],
})
export class PurchaseModule {}
