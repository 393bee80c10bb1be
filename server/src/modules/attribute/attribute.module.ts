import { Module } from '@nestjs/common';
import { AttributeController, StorefrontAttributeController } from './attribute.controller';
import { AttributeService } from './attribute.service';

@Module({ controllers: [AttributeController, StorefrontAttributeController], providers: [AttributeService], exports: [AttributeService] })
export class AttributeModule {}
