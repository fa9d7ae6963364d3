import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { writeThumbnails } from '../../lib/images.ts';
import type { EntrepriseType } from '@comoe/shared/enums';
import { lazyModule } from '../../lib/lazy-module.ts';
import { businessSvg, citySvg } from './place-drawings.ts';
import { productSvg } from './product-drawings.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

/**
 * Demo pictures drawn here rather than downloaded (product-drawings.ts, place-drawings.ts): what
 * each product or place looks like, with no text. Small WebP files, as real uploads are stored.
 */
export class SeedImages {
  // The seed draws side by side: a picture asked for twice at once is drawn and written once.
  readonly #drawn = new Map<string, Promise<string>>();

  /** Without a store, only the addresses are computed (a data set whose pictures exist). */
  constructor(private readonly store: FileStore | null) {}

  city(nom: string): Promise<string> {
    return this.draw(`ville:${nom}`, () => citySvg(nom, 800, 500));
  }

  /** One picture per type: the businesses of a type share it. */
  business(type: EntrepriseType): Promise<string> {
    return this.draw(`entreprise:${type}`, () => businessSvg(type, 640, 400));
  }

  /** Same name and type, same file: products repeated across cities share one picture. */
  product(type: EntrepriseType, nom: string): Promise<string> {
    return this.draw(`produit:${type}:${nom}`, () => productSvg(type, nom, 480, 360));
  }

  private draw(id: string, svg: () => string): Promise<string> {
    let url = this.#drawn.get(id);
    if (!url) {
      url = this.#drawOnce(id, svg);
      this.#drawn.set(id, url);
    }
    return url;
  }

  async #drawOnce(id: string, svg: () => string): Promise<string> {
    // v2: drawings without text; a new name so that an old data folder's files are not reused.
    const name = `${createHash('sha1').update(`v2:${id}`).digest('hex').slice(0, 16)}.webp`;
    const url = `/uploads/seed/${name}`;
    const key = `uploads/seed/${name}`;
    if (this.store && (await this.store.size(key)) === null) {
      const picture = await sharp()(Buffer.from(svg())).webp({ quality: 72 }).toBuffer();
      await writeThumbnails(picture, this.store, key);
      await this.store.put(key, picture, 'image/webp');
    }
    return url;
  }
}
