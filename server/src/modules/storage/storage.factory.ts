import type { FilesConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** The storage STORAGE names: the app's, the seed's and the tools' (storage:migrate) alike. */
export function createFileStorage(files: FilesConfig): FileStorage {
  return files.storage.driver === 's3' ? new S3Storage(files.storage.s3) : new LocalStorage(files.uploadDir, files.dataDir);
}
