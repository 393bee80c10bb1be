import { TypeOrmModule } from '@nestjs/typeorm';
import { Admin } from './admin.entity';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { RoleModule } from '../role/role.module';
import { SettingsModule } from '../settings/settings.module';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminJwtStrategy } from './admin-jwt.strategy';

@Module({
  imports: [TypeOrmModule.forFeature([Admin]), RoleModule, AuthModule, MailModule, SettingsModule],
  controllers: [AdminAuthController, AccountController],
  // The admin token strategy loads accounts, so it lives here; AuthModule's access guard runs it by name.
  providers: [AccountRepository, AccountService, AdminAuthService, AdminJwtStrategy],
  exports: [AccountService],
})
export class AccountModule {}
