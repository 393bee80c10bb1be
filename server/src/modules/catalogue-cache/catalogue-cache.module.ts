import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { CatalogueCache } from './catalogue-cache';

/** The storefront's catalogue caches, emptied by the change events they subscribe to. */
@Module({ imports: [EventsModule], providers: [CatalogueCache], exports: [CatalogueCache] })
export class CatalogueCacheModule {}
