import { storeKeyOf } from '../../src/lib/stored-files.ts';
import type { TestApp } from './app.ts';

/**
 * The app's files as its store holds them (the data folder, or the bucket when the suite runs
 * with TEST_FILES=s3), read by the addresses the API answers (`/uploads/…`, `/api/files/private/…`).
 */
export function storedFiles(t: TestApp) {
  const store = t.app.fileStore;
  const key = (url: string) => {
    const k = storeKeyOf(url);
    if (!k) throw new Error(`Pas une adresse de fichier de l’app : ${url}`);
    return k;
  };
  return {
    read: (url: string) => store.read(key(url)),
    exists: async (url: string) => (await store.size(key(url))) !== null,
    put: (url: string, bytes: Buffer) => store.put(key(url), bytes, 'image/webp'),
    remove: (url: string) => store.remove([key(url)]),
    /** The sorted names in a folder of the store (`uploads/product`, `private/license`). */
    names: async (folder: string) =>
      (await store.list(`${folder}/`)).map((f) => f.key.slice(folder.length + 1)).sort(),
  };
}

export type StoredFiles = ReturnType<typeof storedFiles>;
