import { randomUUID } from 'node:crypto';
import type Sharp from 'sharp';
import { MSG } from '@comoe/shared/messages';
import { badRequest } from './app-error.ts';
import type { FileStore } from './file-store/file-store.ts';
import { lazyModule } from './lazy-module.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Guards against decompression bombs: 40 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Widths of the thumbnails written next to each public picture, `<name>-w<width>.webp`: a phone
 * list takes the 320 one (`srcset` in the web app) instead of the full picture. Each exists for
 * every picture, a small picture's being the picture itself, so no `srcset` entry is ever missing.
 */
export const THUMBNAIL_WIDTHS = [160, 320, 640] as const;

export function thumbnailName(name: string, width: number): string {
  return name.replace(/\.webp$/, `-w${width}.webp`);
}

/** The thumbnails of an already resized picture, stored beside it (`key` is the picture's). */
export async function writeThumbnails(picture: Buffer, store: FileStore, key: string): Promise<void> {
  await Promise.all(
    THUMBNAIL_WIDTHS.map(async (width) => {
      const thumb = await sharp()(picture).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
      await store.put(thumbnailName(key, width), thumb, 'image/webp');
    }),
  );
}

/**
 * Judges the file by its bytes, never its name or declared type, then stores it as a
 * bounded WebP under a generated name so pictures stay light on 3G.
 */
export async function storeImage(
  bytes: Buffer,
  store: FileStore,
  /** The store's folder: `uploads/product`, `private/proof`… */
  folder: string,
  maxSide = 1280,
  { thumbnails = true }: { thumbnails?: boolean } = {},
): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(MSG.fileNotImage, 'NOT_IMAGE');
  const output = await sharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer()
    .catch(() => {
      throw badRequest(MSG.fileNotImage, 'NOT_IMAGE');
    });
  const name = `${randomUUID()}.webp`;
  const key = `${folder}/${name}`;
  // Thumbnails first: a listed picture's srcset never points at a thumbnail still being written.
  if (thumbnails) await writeThumbnails(output, store, key);
  await store.put(key, output, 'image/webp');
  return name;
}
