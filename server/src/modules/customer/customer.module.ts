import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { MembershipModule } from '../membership/membership.module';
import { SettingsModule } from '../settings/settings.module';
import { CustomerAuthController } from './customer-auth.controller';
import { CustomerAuthService } from './customer-auth.service';
import { CustomerAdminController } from './customer-admin.controller';
import { CustomerAdminService } from './customer-admin.service';
import { CustomerJwtStrategy } from './customer-jwt.strategy';

@Module({
  imports: [AuthModule, MailModule, MembershipModule, SettingsModule],
  controllers: [CustomerAuthController, CustomerAdminController],
  // The shopper token strategy loads shoppers, so it lives here; AuthModule's access guard runs it by name.
  providers: [CustomerAuthService, CustomerAdminService, CustomerJwtStrategy],
  exports: [CustomerAuthService],
})
export class CustomerModule {}
