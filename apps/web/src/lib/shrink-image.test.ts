import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, shrinkImage } from './shrink-image';

/** A phone camera's shot, as far as the browser's decoder tells: its size in pixels. */
let decodedSize = { width: 4000, height: 3000 };
/** What the fake canvas was asked: its size, the drawing, and each encoding. */
let canvases: { width: number; height: number; drawn: number[]; encoded: [string, number][] }[] = [];
/** Types the fake browser can write (Safari cannot write WebP: it answers PNG). */
let writable = ['image/webp', 'image/jpeg'];
const close = vi.fn();

class FakeOffscreenCanvas {
  record: (typeof canvases)[number];
  constructor(width: number, height: number) {
    this.record = { width, height, drawn: [], encoded: [] };
    canvases.push(this.record);
  }
  getContext() {
    return {
      drawImage: (_source: unknown, _x: number, _y: number, w: number, h: number) =>
        this.record.drawn.push(w, h),
    };
  }
  convertToBlob({ type, quality }: { type: string; quality: number }) {
    this.record.encoded.push([type, quality]);
    const written = writable.includes(type) ? type : 'image/png';
    // About what a 1280 px photo weighs once encoded.
    return Promise.resolve(new Blob([new Uint8Array(300_000)], { type: written }));
  }
}

beforeEach(() => {
  decodedSize = { width: 4000, height: 3000 };
  canvases = [];
  writable = ['image/webp', 'image/jpeg'];
  close.mockReset();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ ...decodedSize, close })),
  );
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
});
afterEach(() => vi.unstubAllGlobals());

const cameraShot = (bytes = 5_000_000, name = 'IMG_20260512.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('photos shrunk before they travel', () => {
  it('fits the longer side within the limit, ratio kept, never enlarged', () => {
    expect(fitWithin(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(800, 600, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(9000, 10, 1280)).toEqual({ width: 1280, height: 1 });
  });

  it('turns a 12-megapixel 5 MB shot into a 1280 px WebP of a few hundred KB', async () => {
    const small = await shrinkImage(cameraShot());
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toMatchObject({ width: 1280, height: 960, drawn: [1280, 960] });
    expect(canvases[0]?.encoded).toEqual([['image/webp', 0.8]]);
    expect(small.type).toBe('image/webp');
    expect(small.name).toBe('IMG_20260512.webp');
    expect(small.size).toBeLessThan(500_000);
    expect(close).toHaveBeenCalledTimes(1);
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    writable = ['image/jpeg'];
    const small = await shrinkImage(cameraShot());
    expect(canvases[0]?.encoded).toEqual([
      ['image/webp', 0.8],
      ['image/jpeg', 0.8],
    ]);
    expect(small.type).toBe('image/jpeg');
    expect(small.name).toBe('IMG_20260512.jpg');
  });

  it('keeps a small picture that re-encoding would make heavier', async () => {
    decodedSize = { width: 640, height: 480 };
    const light = cameraShot(40_000);
    expect(await shrinkImage(light)).toBe(light);
  });

  it('sends a picture the browser cannot draw as it is, for the server to judge', async () => {
    vi.mocked(createImageBitmap).mockRejectedValueOnce(new DOMException('HEIC', 'InvalidStateError'));
    const heic = new File([new Uint8Array(10)], 'photo.heic', { type: 'image/heic' });
    expect(await shrinkImage(heic)).toBe(heic);
    expect(canvases).toHaveLength(0);
  });

  it('honours another limit and quality', async () => {
    await shrinkImage(cameraShot(), { maxSide: 640, quality: 0.7 });
    expect(canvases[0]).toMatchObject({ width: 640, height: 480 });
    expect(canvases[0]?.encoded[0]).toEqual(['image/webp', 0.7]);
  });
});
