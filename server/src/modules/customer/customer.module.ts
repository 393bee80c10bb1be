import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from './customer.entity';
import { PasswordReset, PasswordResetRequest } from './password-reset.entity';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { EventsModule } from '../../events/events.module';
import { AddressModule } from '../address/address.module';
import { AuthModule } from '../auth/auth.module';
import { LeadModule } from '../lead/lead.module';
import { MailModule } from '../mail/mail.module';
import { MembershipModule } from '../membership/membership.module';
import { SettingsModule } from '../settings/settings.module';
import { CustomerAuthController } from './customer-auth.controller';
import { CustomerAuthService } from './customer-auth.service';
import { CustomerAdminController } from './customer-admin.controller';
import { CustomerAdminRepository } from './customer-admin.repository';
import { CustomerAdminService } from './customer-admin.service';
import { CustomerJwtStrategy } from './customer-jwt.strategy';
import { CustomerRepository } from './customer.repository';
import { CustomerSubscriptionService } from './customer-subscription.service';
import { PasswordResetRepository } from './password-reset.repository';
import { ShopperPrincipals } from './shopper-principals';

@Module({
  imports: [
    TypeOrmModule.forFeature([Customer, PasswordReset, PasswordResetRequest]),
    AuthModule,
    EventsModule,
    JwtModule.register({}),
    AddressModule,
    LeadModule,
    MailModule,
    MembershipModule,
    SettingsModule,
  ],
  controllers: [CustomerAuthController, CustomerAdminController],
  // The shopper token strategy loads shoppers, so it lives here; AuthModule's access guard runs it by name.
  providers: [
    CustomerRepository,
    PasswordResetRepository,
    CustomerAuthService,
    CustomerAdminRepository,
    CustomerAdminService,
    CustomerJwtStrategy,
    CustomerSubscriptionService,
    ShopperPrincipals,
  ],
  exports: [CustomerAuthService, CustomerSubscriptionService, ShopperPrincipals, CustomerAdminService],
})
export class CustomerModule {}
