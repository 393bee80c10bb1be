import { Module } from '@nestjs/common';
import { RoleModule } from '../role/role.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';

@Module({
  imports: [RoleModule],
  controllers: [AdminAuthController, AccountController],
  providers: [AccountService, AdminAuthService],
  exports: [AccountService],
})
export class AccountModule {}
