import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { AddressModule } from '../address/address.module';
import { CartModule } from '../cart/cart.module';
import { InventoryModule } from '../inventory/inventory.module';
import { MailModule } from '../mail/mail.module';
import { PointsModule } from '../points/points.module';
import { PromotionModule } from '../promotion/promotion.module';
import { PurchaseModule } from '../purchase/purchase.module';
import { SettingsModule } from '../settings/settings.module';
import { CheckoutOptionsService } from './checkout-options.service';
import { PaymentAdminController, ShippingAdminController } from './checkout-settings.controller';
import { CheckoutSettingsRepository } from './checkout-settings.repository';
import { CheckoutSettingsService } from './checkout-settings.service';
import { OrderAdminController } from './order-admin.controller';
import { OrderController } from './order.controller';
import { OrderMailsSubscriber } from './order-mails.subscriber';
import { OrderPreviewService } from './order-preview.service';
import { OrderPricingService } from './order-pricing';
import { OrderPlacementService } from './order-placement.service';
import { OrderRepository } from './order.repository';
import { OrderService } from './order.service';
import { StaffOrderLookupsService } from './staff-order-lookups.service';
import { StripeController } from './stripe.controller';
import { StripeService } from './stripe.service';

@Module({
  imports: [SettingsModule, EventsModule, PurchaseModule, CartModule, InventoryModule, AddressModule, MailModule, PromotionModule, PointsModule],
  controllers: [OrderController, OrderAdminController, ShippingAdminController, PaymentAdminController, StripeController],
  providers: [
    OrderRepository,
    OrderService,
    OrderPricingService,
    OrderPlacementService,
    OrderPreviewService,
    OrderMailsSubscriber,
    CheckoutOptionsService,
    CheckoutSettingsRepository,
    CheckoutSettingsService,
    StripeService,
    StaffOrderLookupsService,
  ],
  exports: [OrderService, OrderPlacementService, StaffOrderLookupsService],
})
export class OrderModule {}
