import type { FilesConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import type { S3Storage } from './s3-storage';

/**
 * The storage STORAGE names: the app's, the seed's and the tools' (storage:migrate) alike. The S3
 * client is loaded only for `s3` (about 80 ms and 20 MB a process that keeps its files locally never pays).
 */
export function createFileStorage(files: FilesConfig): FileStorage {
  if (files.storage.driver === 'local') return new LocalStorage(files.uploadDir, files.dataDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, see above
  const s3 = require('./s3-storage') as { S3Storage: typeof S3Storage };
  return new s3.S3Storage(files.storage.s3);
}
