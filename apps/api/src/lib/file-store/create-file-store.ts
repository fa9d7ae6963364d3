import { createDiskStore } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Store, type S3Settings } from './s3-store.ts';

/** The bucket when the config names one, else the data folder. */
export function createFileStore(config: { dataDir: string; s3: S3Settings | undefined }): FileStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.dataDir);
}
