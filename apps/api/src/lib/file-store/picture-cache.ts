/** A public picture kept in memory: its bytes and what its answer's headers say. */
export interface CachedPicture {
  bytes: Buffer;
  etag: string | undefined;
  contentType: string;
  at: number;
}

/**
 * The public pictures a process last served from the bucket, least recently used out first.
 * A list page asks every process for the same few dozen thumbnails: from memory they cost no
 * round trip to the bucket. Names are never reused, so an entry is never wrong; a picture
 * deleted through another process is still served here for at most `ttlMs`.
 */
export class PictureCache {
  readonly #entries = new Map<string, CachedPicture>();
  #bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Larger pictures are streamed each time: a few of them would push out hundreds of thumbnails. */
  fits(size: number): boolean {
    return size <= this.maxBytes / 32;
  }

  get(key: string): CachedPicture | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (this.now() - hit.at > this.ttlMs) {
      this.#bytes -= hit.bytes.length;
      return undefined;
    }
    this.#entries.set(key, hit);
    return hit;
  }

  set(key: string, picture: Omit<CachedPicture, 'at'>): void {
    if (!this.fits(picture.bytes.length)) return;
    this.delete(key);
    this.#entries.set(key, { ...picture, at: this.now() });
    this.#bytes += picture.bytes.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes.length;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes.length;
  }

  get size(): number {
    return this.#bytes;
  }
}
