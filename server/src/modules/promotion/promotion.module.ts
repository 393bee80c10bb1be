import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { CartCouponsService } from './cart-coupons.service';
import { PromotionAdminController } from './promotion-admin.controller';
import { PromotionAdminService } from './promotion-admin.service';
import { PromotionOrderSubscriber } from './promotion-order.subscriber';
import { PromotionPricingService } from './promotion-pricing.service';
import { PromotionUsesService } from './promotion-uses.service';
import { PromotionRepository } from './promotion.repository';

@Module({
  imports: [SettingsModule, EventsModule],
  controllers: [PromotionAdminController],
  providers: [PromotionRepository, PromotionAdminService, PromotionPricingService, CartCouponsService, PromotionUsesService, PromotionOrderSubscriber],
  exports: [PromotionPricingService, CartCouponsService, PromotionUsesService],
})
export class PromotionModule {}
