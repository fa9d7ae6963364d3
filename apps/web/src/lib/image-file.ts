import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';

/** Why a picked file cannot be sent, from its declared type and size. */
export function imageFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return MSG.fileNotImage;
  if (file.size > MAX_UPLOAD_BYTES) return MSG.payloadTooLarge;
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether the first bytes are those of a picture the server stores (JPEG, PNG, GIF, WebP,
 * HEIC/AVIF, TIFF). The phone names a file by its extension, so 'photo.jpg' may be a text:
 * the server judges bytes, and so must the form, before the account exists.
 */
export function looksLikeImage(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (ascii(bytes, 0, 4) === 'GIF8') return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  if (ascii(bytes, 4, 8) === 'ftyp')
    return /^(heic|heix|hevc|heif|mif1|msf1|avif|avis)$/.test(ascii(bytes, 8, 12));
  const tiff = ascii(bytes, 0, 4);
  return tiff === 'II*\x00' || tiff === 'MM\x00*';
}

/** imageFileError, then the file's own bytes: answers at once, before any byte is sent. */
export async function checkImageFile(file: File): Promise<string | null> {
  const declared = imageFileError(file);
  if (declared) return declared;
  const head = await firstBytes(file, 16).catch(() => null);
  return head && looksLikeImage(head) ? null : MSG.fileNotImage;
}

// FileReader rather than Blob.arrayBuffer: older Android WebViews lack the latter.
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
