import { forwardRef, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { RoleModule } from '../role/role.module';
import { SettingsModule } from '../settings/settings.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';

@Module({
  // Auth loads admins for its token strategy and issues this module's tokens: a cycle, hence forwardRef.
  imports: [RoleModule, forwardRef(() => AuthModule), MailModule, SettingsModule],
  controllers: [AdminAuthController, AccountController],
  providers: [AccountService, AdminAuthService],
  exports: [AccountService],
})
export class AccountModule {}
