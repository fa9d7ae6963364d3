import type { Readable } from 'node:stream';

/**
 * Where uploads, thumbnails and private files live: the data folder (the embedded default) or an
 * S3 bucket (`S3_ENDPOINT`, many machines). Keys are the files' paths under DATA_DIR,
 * `uploads/<kind>/<name>` and `private/<kind>/<name>`, so a folder copied into a bucket
 * (`npm run storage:copy`) keeps every address the database holds.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A file to stream, or null when there is none (or `notModified` when the ETag matched). */
  open(key: string, ifNoneMatch?: string): Promise<OpenedFile | 'notModified' | null>;
  /** Missing files are not an error. */
  remove(keys: string[]): Promise<void>;
  /** Size of a file, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Every file under a prefix (`uploads/`, `private/proof/`), for copies and tests. */
  list(prefix: string): Promise<Array<{ key: string; size: number }>>;
  /** Resolves when the store answers (the readiness probe). */
  check(): Promise<void>;
  close(): void;
}

export interface OpenedFile {
  /** The bytes themselves when they were at hand (a picture kept in memory), else a stream. */
  body: Readable | Buffer;
  size: number | undefined;
  etag: string | undefined;
  contentType: string;
}

/** The two folders that hold files, as key prefixes. */
export const STORE_PREFIXES = ['uploads/', 'private/'] as const;

/**
 * A key the app wrote or may read: one of the two folders, then names of letters, digits, `-`,
 * `_` and one dot. Anything else (`..`, an absolute path, a query) never reaches a disk or a bucket.
 */
export function isStoreKey(key: string): boolean {
  return /^(uploads|private)(\/[\w-]+(\.[\w]+)?)+$/.test(key);
}

export function assertStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Clé de fichier refusée : ${JSON.stringify(key)}`);
  return key;
}
