import { Module } from '@nestjs/common';
import { CustomerAuthController } from './customer-auth.controller';
import { CustomerAuthService } from './customer-auth.service';

@Module({ controllers: [CustomerAuthController], providers: [CustomerAuthService], exports: [CustomerAuthService] })
export class CustomerModule {}
