import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { MSG } from '@comoe/shared/messages';
import { badRequest } from './app-error.ts';
import { THUMBNAIL_WIDTHS, thumbnailName } from './images.ts';

/** Where the files live: the public uploads and the data folder (config.ts). */
interface StoreDirs {
  uploadsDir: string;
  dataDir: string;
}

export const PRIVATE_PREFIX = '/api/files/private/';
const SEED_PREFIX = '/uploads/seed/';

/** Deletes a picture a new upload (or an edit) replaces; a missing file is not an error. */
export async function removeStoredFile(config: StoreDirs, url: string | null) {
  // Demo pictures are shared (one file for a business's photo and facade, or for a dish
  // in every city): replacing one use must not break the others.
  if (!url || url.startsWith(SEED_PREFIX)) return;
  const file = url.startsWith('/uploads/')
    ? join(config.uploadsDir, url.slice('/uploads/'.length))
    : url.startsWith(PRIVATE_PREFIX)
      ? join(config.dataDir, 'private', url.slice(PRIVATE_PREFIX.length))
      : null;
  if (!file) return;
  const thumbnails = url.startsWith('/uploads/') ? THUMBNAIL_WIDTHS.map((w) => thumbnailName(file, w)) : [];
  await Promise.all([file, ...thumbnails].map((f) => unlink(f).catch(() => undefined)));
}

/**
 * A picture field written through a form keeps its own uploaded file or takes an https address.
 * Another of our files (someone else's facade, a profile photo) is refused: it would show their
 * picture, and replacing it later would delete their file.
 */
export function assertOwnPicture(next: string | null | undefined, current: string | null): void {
  if (next && next.startsWith('/') && next !== current) throw badRequest(MSG.imageUrlNotOwn, 'IMAGE_NOT_OWN');
}

/** The replaced picture, once the new value is saved: only when it really changed. */
export async function removeReplaced(
  config: StoreDirs,
  previous: string | null,
  next: string | null | undefined,
): Promise<void> {
  if (next !== undefined && previous !== next) await removeStoredFile(config, previous);
}
