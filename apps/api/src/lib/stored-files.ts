import { MSG } from '@comoe/shared/messages';
import { badRequest } from './app-error.ts';
import { isStoreKey, type FileStore } from './file-store/file-store.ts';
import { THUMBNAIL_WIDTHS, thumbnailName } from './images.ts';

export const PRIVATE_PREFIX = '/api/files/private/';
const SEED_PREFIX = '/uploads/seed/';

/** Deletes a picture a new upload (or an edit) replaces; a missing file is not an error. */
export async function removeStoredFile(store: FileStore, url: string | null) {
  // Demo pictures are shared (one file for a business's photo and facade, or for a dish
  // in every city): replacing one use must not break the others.
  if (!url || url.startsWith(SEED_PREFIX)) return;
  const key = storeKeyOf(url);
  if (!key) return;
  const thumbnails = key.startsWith('uploads/') ? THUMBNAIL_WIDTHS.map((w) => thumbnailName(key, w)) : [];
  await store.remove([key, ...thumbnails]);
}

/** The store's key of one of our addresses (`/uploads/…`, `/api/files/private/…`); null otherwise. */
export function storeKeyOf(url: string): string | null {
  const key = url.startsWith('/uploads/')
    ? url.slice(1)
    : url.startsWith(PRIVATE_PREFIX)
      ? `private/${url.slice(PRIVATE_PREFIX.length)}`
      : null;
  return key && isStoreKey(key) ? key : null;
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
  store: FileStore,
  previous: string | null,
  next: string | null | undefined,
): Promise<void> {
  if (next !== undefined && previous !== next) await removeStoredFile(store, previous);
}
