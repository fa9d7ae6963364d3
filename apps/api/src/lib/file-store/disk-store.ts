import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertStoreKey, isStoreKey, type FileStore } from './file-store.ts';

/** Files under DATA_DIR, keys being their relative paths: the embedded default, as before. */
export function createDiskStore(root: string): FileStore {
  const path = (key: string) => join(root, assertStoreKey(key));

  async function walk(dir: string): Promise<Array<{ key: string; size: number }>> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries.map(async (e) => {
        const full = join(dir, e.name);
        if (e.isDirectory()) return walk(full);
        if (!e.isFile()) return [];
        return [{ key: relative(root, full).split(sep).join('/'), size: (await stat(full)).size }];
      }),
    );
    return found.flat();
  }

  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a picture.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    read: (key) => readFile(path(key)).catch(() => null),
    async open(key) {
      const file = path(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, etag: undefined, contentType: 'image/webp' };
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => unlink(path(k)).catch(() => undefined)));
    },
    size: (key) =>
      stat(path(key)).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      ),
    async list(prefix) {
      const all = await walk(join(root, prefix.split('/')[0] ?? ''));
      // Only what the app could have written: no half-written `.part`, no stray file of another tool.
      return all
        .filter((f) => f.key.startsWith(prefix) && isStoreKey(f.key))
        .sort((a, b) => a.key.localeCompare(b.key));
    },
    check: async () => {
      await stat(root);
    },
    close: () => undefined,
  };
}
