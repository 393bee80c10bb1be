/** Where the shop's files are kept (STORAGE: local folders or an S3 bucket); its other files are its own. */
export * from './file-storage';
export { createFileStorage } from './storage.factory';
export { LocalStorage, localAreas } from './local-storage';
export { sendObject, notFound, storageUnavailable, bucketUploads } from './serve-object';
export { StorageModule } from './storage.module';
export { migrateLocalFolder, localFiles, type MigrationCounts } from './migrate-local';
