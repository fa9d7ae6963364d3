import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';
import { describe, expect, it } from 'vitest';
import { checkImageFile, imageFileError, looksLikeImage } from './image-file';

describe('picked images', () => {
  it('accepts any picture up to 5 MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other files and larger pictures, in French', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(MSG.fileNotImage);
    expect(imageFileError({ type: '', size: 10 })).toBe(MSG.fileNotImage);
    expect(imageFileError({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(MSG.payloadTooLarge);
  });
});

describe('picked files checked by their bytes', () => {
  const file = (bytes: number[] | string, type = 'image/jpeg') =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'photo.jpg', { type });

  it('accepts the pictures the server stores', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
    expect(await checkImageFile(file([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
    expect(await checkImageFile(file(png, 'image/png'))).toBeNull();
    expect(await checkImageFile(file('GIF89a...', 'image/gif'))).toBeNull();
    expect(await checkImageFile(file('RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'))).toBeNull();
    expect(await checkImageFile(file('\x00\x00\x00\x18ftypheic\x00\x00', 'image/heic'))).toBeNull();
  });

  it('refuses a text named like a picture, in French, before anything is sent', async () => {
    expect(await checkImageFile(file('Bonjour, ceci est un texte.'))).toBe(MSG.fileNotImage);
    expect(await checkImageFile(file(''))).toBe(MSG.fileNotImage);
    expect(looksLikeImage(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBe(false);
  });
});
