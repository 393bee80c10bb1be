import { TypeOrmModule } from '@nestjs/typeorm';
import { Cart, CartItem } from './cart.entity';
import { Module } from '@nestjs/common';
import { PromotionModule } from '../promotion/promotion.module';
import { PurchaseModule } from '../purchase/purchase.module';
import { SettingsModule } from '../settings/settings.module';
import { CartController } from './cart.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

@Module({
  imports: [TypeOrmModule.forFeature([Cart, CartItem]), SettingsModule, PurchaseModule, PromotionModule],
  controllers: [CartController],
  providers: [CartService, CartRepository],
  exports: [CartService],
})
export class CartModule {}
