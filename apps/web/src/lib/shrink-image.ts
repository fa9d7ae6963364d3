/**
 * Photos are made smaller on the phone before they travel: a 12-megapixel camera shot (4–6 MB)
 * becomes a ≤ 1280 px WebP or JPEG of a few hundred KB, which is what a 3G link can carry and
 * all the server keeps anyway (it re-encodes every upload, design §7).
 */
export const SHRINK_MAX_SIDE = 1280;
export const SHRINK_QUALITY = 0.8;

export type ShrinkOptions = { maxSide?: number; quality?: number };

/** The size that fits within `maxSide` on its longer side, ratio kept, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Decoded = { width: number; height: number; source: CanvasImageSource; release: () => void };

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    // 'from-image' applies the EXIF rotation a phone camera writes instead of turning the pixels.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    width: image.naturalWidth,
    height: image.naturalHeight,
    source: image,
    release: () => URL.revokeObjectURL(url),
  };
}

type Encoder = (type: string, quality: number) => Promise<Blob | null>;

/** Draws the picture at its new size; OffscreenCanvas where there is one, a detached canvas otherwise. */
function draw(decoded: Decoded, width: number, height: number): Encoder {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D indisponible');
    context.drawImage(decoded.source, 0, 0, width, height);
    return (type, quality) => canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponible');
  context.drawImage(decoded.source, 0, 0, width, height);
  return (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/**
 * The picture at ≤ `maxSide` px, as WebP (JPEG where the browser cannot write WebP, as Safari).
 * A picture the browser cannot draw is returned as it is: the server then judges it. A small
 * picture that re-encoding would make heavier is kept too.
 */
export async function shrinkImage(file: File, options: ShrinkOptions = {}): Promise<File> {
  const { maxSide = SHRINK_MAX_SIDE, quality = SHRINK_QUALITY } = options;
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, maxSide);
    const encode = draw(decoded, size.width, size.height);
    let blob = await encode('image/webp', quality);
    if (blob?.type !== 'image/webp') blob = await encode('image/jpeg', quality);
    if (!blob || blob.size === 0) return file;
    const resized = size.width !== decoded.width || size.height !== decoded.height;
    if (!resized && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: Date.now() });
  } catch {
    return file;
  } finally {
    decoded.release();
  }
}
