import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';

/** Why a picked file cannot be sent, checked before any byte leaves the phone. */
export function imageFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return MSG.fileNotImage;
  if (file.size > MAX_UPLOAD_BYTES) return MSG.payloadTooLarge;
  return null;
}
