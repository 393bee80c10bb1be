import { forwardRef, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { MembershipModule } from '../membership/membership.module';
import { SettingsModule } from '../settings/settings.module';
import { CustomerAuthController } from './customer-auth.controller';
import { CustomerAuthService } from './customer-auth.service';
import { CustomerAdminController } from './customer-admin.controller';
import { CustomerAdminService } from './customer-admin.service';

@Module({
  // Auth loads shoppers for its token strategy and issues this module's tokens: a cycle, hence forwardRef.
  imports: [forwardRef(() => AuthModule), MailModule, MembershipModule, SettingsModule],
  controllers: [CustomerAuthController, CustomerAdminController],
  providers: [CustomerAuthService, CustomerAdminService],
  exports: [CustomerAuthService],
})
export class CustomerModule {}
