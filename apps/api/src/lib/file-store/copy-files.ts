import { STORE_PREFIXES, type FileStore } from './file-store.ts';

export interface CopyReport {
  /** Files written to the target. */
  copied: number;
  /** Files the target already held with the same size. */
  present: number;
}

/** Enough parallel transfers to hide a bucket's latency, few enough for a small server. */
const PARALLEL = 8;

const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/**
 * Every file of `from` (public and private folders) into `to`, under the same keys. A file the
 * target already has with the same size is left as it is, so a copy cut short is simply run
 * again (names are generated once and never rewritten: same name and size, same file).
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<CopyReport> {
  const files = (await Promise.all(STORE_PREFIXES.map((p) => from.list(p)))).flat();
  const report: CopyReport = { copied: 0, present: 0 };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++]!;
      if ((await to.size(file.key)) === file.size) report.present += 1;
      else {
        const bytes = await from.read(file.key);
        // Deleted since the listing (a picture replaced meanwhile): nothing to copy.
        if (bytes) {
          await to.put(file.key, bytes, contentTypeOf(file.key));
          report.copied += 1;
        }
      }
      onProgress(report.copied + report.present, files.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
  return report;
}

/** How many files a store holds in its two folders. */
export async function countStoredFiles(store: FileStore): Promise<number> {
  return (await Promise.all(STORE_PREFIXES.map((p) => store.list(p)))).reduce((n, l) => n + l.length, 0);
}

/** Empties the two folders of a store (a restore with --force). */
export async function removeStoredFiles(store: FileStore): Promise<void> {
  for (const prefix of STORE_PREFIXES) await store.remove((await store.list(prefix)).map((f) => f.key));
}
