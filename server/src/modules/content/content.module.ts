import { TypeOrmModule } from '@nestjs/typeorm';
import { Block, BlockTranslation, Page, PageTranslation } from './content.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { BlockController, StorefrontBlockController } from './block.controller';
import { BlockRepository } from './block.repository';
import { BlockService } from './block.service';
import { PageController, StorefrontPageController } from './page.controller';
import { PageRepository } from './page.repository';
import { PageService } from './page.service';

/** Static pages and blocks: the shop's own rich-text content (admin screens and storefront reads). */
@Module({
  imports: [TypeOrmModule.forFeature([Page, PageTranslation, Block, BlockTranslation]), EventsModule, SettingsModule],
  controllers: [PageController, StorefrontPageController, BlockController, StorefrontBlockController],
  providers: [PageService, PageRepository, BlockService, BlockRepository],
  exports: [PageService, BlockService],
})
export class ContentModule {}
