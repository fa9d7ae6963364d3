import { MAX_UPLOAD_BYTES } from '@comoe/shared/files';
import { MSG } from '@comoe/shared/messages';
import { describe, expect, it } from 'vitest';
import { imageFileError } from './image-file';

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
