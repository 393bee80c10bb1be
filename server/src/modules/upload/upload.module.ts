import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { RedisModule } from '../../queue/redis.module';
import { RedisConnections } from '../../queue/redis-status';
import { FILE_STORAGE, type FileStorage } from '../storage';
import { RedisCopyLock } from './copy-lock';
import { EditorImageController } from './editor-image.controller';
import { ImageCopies } from './image-variants';
import { UploadService } from './upload.service';

/**
 * Uploaded files, kept in the FileStorage (StorageModule): imported by the modules whose forms take images
 * (brand, menu, product, settings) or documents (lead statuses, forms); also answers the rich-text
 * editor's image uploads (POST /api/admin/editor/image). Image copies are made once across processes
 * (a lock in Redis, which every process shares).
 */
@Module({
  imports: [RedisModule],
  controllers: [EditorImageController],
  providers: [
    UploadService,
    {
      provide: ImageCopies,
      inject: [FILE_STORAGE, RedisConnections, APP_CONFIG],
      useFactory: (storage: FileStorage, redis: RedisConnections, config: AppConfig) =>
        new ImageCopies(storage, new RedisCopyLock(redis.producer(), config.redis.queuePrefix)),
    },
  ],
  exports: [UploadService, ImageCopies],
})
export class UploadModule {}
