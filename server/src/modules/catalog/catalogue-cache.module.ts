import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminWriteInterceptor, CatalogueCache } from './catalogue-cache';

@Global()
@Module({ providers: [CatalogueCache, { provide: APP_INTERCEPTOR, useClass: AdminWriteInterceptor }], exports: [CatalogueCache] })
export class CatalogueCacheModule {}
