import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module';
import { FacebookController } from './facebook.controller';
import { FacebookService } from './facebook.service';

@Module({ imports: [CustomerModule], controllers: [FacebookController], providers: [FacebookService] })
export class FacebookModule {}
