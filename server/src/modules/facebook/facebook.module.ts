import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module';
import { FacebookGraphClient } from './facebook-graph.client';
import { FacebookTokenStrategy } from './facebook-token.strategy';
import { FacebookController } from './facebook.controller';
import { FacebookService } from './facebook.service';

@Module({ imports: [CustomerModule], controllers: [FacebookController], providers: [FacebookService, FacebookGraphClient, FacebookTokenStrategy] })
export class FacebookModule {}
