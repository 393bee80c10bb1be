import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { createFileStorage } from './storage.factory';

/** The process's one FileStorage (FILE_STORAGE), for every module that writes or reads files. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createFileStorage(config.files) }],
  exports: [FILE_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    this.storage.close();
  }
}
