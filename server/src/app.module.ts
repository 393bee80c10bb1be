import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './config/env';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { ListResultInterceptor } from './common/list-query';
import { RedisThrottlerStorage } from './common/throttler-storage';
import { AppValidationPipe } from './common/validation.pipe';
import { dataSourceOptions } from './database/data-source-options';
import { AccountModule } from './modules/account/account.module';
import { AddressModule } from './modules/address/address.module';
import { AttributeModule } from './modules/attribute/attribute.module';
import { AuthModule } from './modules/auth/auth.module';
import { BlogModule } from './modules/blog/blog.module';
import { BroadcastModule } from './modules/broadcast/broadcast.module';
import { ImportModule } from './modules/import/import.module';
import { StoreModule } from './modules/store/store.module';
import { BrandModule } from './modules/brand/brand.module';
import { CartModule } from './modules/cart/cart.module';
import { ContentModule } from './modules/content/content.module';
import { CustomerModule } from './modules/customer/customer.module';
import { FacebookModule } from './modules/facebook/facebook.module';
import { FormBuilderModule } from './modules/formbuilder/formbuilder.module';
import { HomepageModule } from './modules/homepage/homepage.module';
import { HealthModule } from './modules/health/health.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { CatalogueCacheModule } from './modules/catalogue-cache/catalogue-cache.module';
import { InventoryModule } from './modules/inventory/inventory.module';
import { LeadModule } from './modules/lead/lead.module';
import { MailModule } from './modules/mail/mail.module';
import { ProductModule } from './modules/product/product.module';
import { MenuModule } from './modules/menu/menu.module';
import { OrderModule } from './modules/order/order.module';
import { MembershipModule } from './modules/membership/membership.module';
import { PointsModule } from './modules/points/points.module';
import { PromotionModule } from './modules/promotion/promotion.module';
import { PurchaseModule } from './modules/purchase/purchase.module';
import { RoleModule } from './modules/role/role.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SliderModule } from './modules/slider/slider.module';
import { ReportModule } from './modules/report/report.module';
import { SupplierModule } from './modules/supplier/supplier.module';
import { UploadModule } from './modules/upload/upload.module';
import { WarehouseModule } from './modules/warehouse/warehouse.module';
import { QueueModule } from './queue/queue.module';
import { RedisConnections } from './queue/redis-status';
import { RedisModule } from './queue/redis.module';
import { StorageModule } from './modules/storage';

@Module({})
export class AppModule {
  /** The whole app for a validated config whose database URL is set. */
  static forRoot(config: AppConfig & { database: { url: string } }): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Each module registers its own entities (TypeOrmModule.forFeature); the root takes them from there.
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database.url, config.database), entities: [], autoLoadEntities: true }),
        // Counted in Redis, so the limits hold across web processes (see RedisThrottlerStorage).
        ThrottlerModule.forRootAsync({
          imports: [RedisModule],
          inject: [RedisConnections],
          useFactory: (redis: RedisConnections) => ({
            throttlers: [{ ttl: config.auth.rateWindowSeconds * 1000, limit: config.auth.rateLimit }],
            // One allowance per client address over every sign-in route (admin and shopper login, register,
            // password reset, Facebook), as the README promises: not one per route (Nest's default key).
            generateKey: (_context, tracker, throttlerName) => `auth:${throttlerName}:${tracker}`,
            storage: new RedisThrottlerStorage(redis, config.redis.queuePrefix),
          }),
        }),
        DiscoveryModule,
        QueueModule.forRoot(config),
        AuthModule,
        SettingsModule,
        CatalogueCacheModule,
        StorageModule,
        UploadModule,
        MailModule,
        RoleModule,
        AccountModule,
        CustomerModule,
        AddressModule,
        MenuModule,
        AttributeModule,
        BrandModule,
        ContentModule,
        WarehouseModule,
        SupplierModule,
        ReportModule,
        FacebookModule,
        ProductModule,
        InventoryModule,
        CatalogModule,
        SliderModule,
        HomepageModule,
        PurchaseModule,
        CartModule,
        OrderModule,
        PromotionModule,
        MembershipModule,
        LeadModule,
        FormBuilderModule,
        BroadcastModule,
        ImportModule,
        StoreModule,
        BlogModule,
        PointsModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: ListResultInterceptor },
      ],
      exports: [APP_CONFIG],
    };
  }
}
