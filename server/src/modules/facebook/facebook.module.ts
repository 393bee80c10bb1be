import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CustomerModule } from '../customer/customer.module';
import { SettingsModule } from '../settings/settings.module';
import { FacebookGraphClient } from './facebook-graph.client';
import { FacebookTokenStrategy } from './facebook-token.strategy';
import { FacebookController } from './facebook.controller';
import { FacebookService } from './facebook.service';

@Module({
  imports: [CustomerModule, AuthModule, SettingsModule],
  controllers: [FacebookController],
  providers: [FacebookService, FacebookGraphClient, FacebookTokenStrategy],
})
export class FacebookModule {}
