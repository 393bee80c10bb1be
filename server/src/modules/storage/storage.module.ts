import { Global, Inject, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { rootLogger } from '../../common/logger';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { createFileStorage } from './storage.factory';

/** The process's one FileStorage (FILE_STORAGE), for every module that writes or reads files. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createFileStorage(config.files) }],
  exports: [FILE_STORAGE],
})
export class StorageModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * Says at start, in one line, when the bucket cannot be used (missing, credentials refused, unreachable),
   * rather than at the first upload. The shop still starts: pages and orders do not need the bucket, and a
   * service that is down for a moment comes back.
   */
  onApplicationBootstrap(): void {
    void this.storage.problem().then((problem) => {
      if (problem) rootLogger().error(problem);
    });
  }

  onApplicationShutdown(): void {
    this.storage.close();
  }
}
