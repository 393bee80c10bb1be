import { TypeOrmModule } from '@nestjs/typeorm';
import { Attribute, AttributeOption, AttributeOptionTranslation, AttributeTranslation } from './attribute.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { AttributeController, StorefrontAttributeController } from './attribute.controller';
import { AttributeRepository } from './attribute.repository';
import { AttributeService } from './attribute.service';

@Module({
  imports: [TypeOrmModule.forFeature([Attribute, AttributeTranslation, AttributeOption, AttributeOptionTranslation]), EventsModule, SettingsModule],
  controllers: [AttributeController, StorefrontAttributeController],
  providers: [AttributeService, AttributeRepository],
  exports: [AttributeService],
})
export class AttributeModule {}
