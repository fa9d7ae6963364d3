// @stores sqlite: pure logic (an in-memory cache), no database
import { describe, expect, it } from 'vitest';
import { PictureCache } from '../src/lib/file-store/picture-cache.ts';

const picture = (n: number, fill = 1) => ({ bytes: Buffer.alloc(n, fill), etag: `"e${n}"`, contentType: 'image/webp' });

describe('PictureCache (public pictures served from a bucket)', () => {
  it('keeps the most recently used pictures within its size, the oldest out first', () => {
    const cache = new PictureCache(3200, 60_000);
    cache.set('a', picture(100));
    cache.set('b', picture(100));
    cache.set('c', picture(100));
    expect(cache.get('a')?.bytes.length).toBe(100); // a is now the most recent
    for (let i = 0; i < 31; i++) cache.set(`x${i}`, picture(100));
    expect(cache.size).toBeLessThanOrEqual(3200);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets a picture after its time, and at once when deleted', () => {
    let now = 0;
    const cache = new PictureCache(10_000, 1000, () => now);
    cache.set('a', picture(10));
    cache.set('b', picture(10));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a picture too large for it, so a few big ones never push out the thumbnails', () => {
    const cache = new PictureCache(3200, 60_000);
    cache.set('small', picture(100));
    cache.set('big', picture(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.size).toBe(100);
  });

  it('counts a replaced entry once', () => {
    const cache = new PictureCache(3200, 60_000);
    cache.set('a', picture(100));
    cache.set('a', picture(50, 2));
    expect(cache.size).toBe(50);
    expect(cache.get('a')?.bytes[0]).toBe(2);
  });
});
