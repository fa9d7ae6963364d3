import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Sharp from 'sharp';
import { writeThumbnails } from '../../lib/images.ts';
import type { EntrepriseType } from '@comoe/shared/enums';
import { lazyModule } from '../../lib/lazy-module.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

/**
 * Demo pictures drawn here rather than downloaded: a gradient, a simple emblem of the
 * business type and the name. Small WebP files, as real uploads are stored.
 */
const PALETTES: Record<EntrepriseType | 'VILLE', [string, string]> = {
  RESTAURANT: ['#f97316', '#b45309'],
  PHARMACIE: ['#10b981', '#047857'],
  BOUTIQUE: ['#8b5cf6', '#6d28d9'],
  SUPERMARCHE: ['#0ea5e9', '#0369a1'],
  VILLE: ['#38bdf8', '#f59e0b'],
};

const EMBLEMS: Record<EntrepriseType | 'VILLE', string> = {
  RESTAURANT:
    '<circle cx="0" cy="0" r="70" fill="#fff" opacity=".95"/><circle cx="0" cy="0" r="48" fill="none" stroke="#fdba74" stroke-width="10"/><rect x="-110" y="-60" width="10" height="120" rx="5" fill="#fff"/><rect x="100" y="-60" width="10" height="120" rx="5" fill="#fff"/>',
  PHARMACIE:
    '<rect x="-22" y="-70" width="44" height="140" rx="8" fill="#fff"/><rect x="-70" y="-22" width="140" height="44" rx="8" fill="#fff"/>',
  BOUTIQUE:
    '<rect x="-60" y="-35" width="120" height="100" rx="12" fill="#fff"/><path d="M-30 -35 v-20 a30 30 0 0 1 60 0 v20" fill="none" stroke="#fff" stroke-width="10"/>',
  SUPERMARCHE:
    '<path d="M-85 -55 h25 l20 85 h85 l20 -65 h-115" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/><circle cx="-25" cy="55" r="12" fill="#fff"/><circle cx="40" cy="55" r="12" fill="#fff"/>',
  VILLE:
    '<circle cx="90" cy="-50" r="36" fill="#fde68a"/><path d="M-400 40 q50 -30 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 v300 h-800z" fill="#0284c7" opacity=".85"/><path d="M-150 40 v-70 M-150 -30 l-30 -12 M-150 -30 l28 -16" stroke="#14532d" stroke-width="8" fill="none"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(kind: EntrepriseType | 'VILLE', title: string, width: number, height: number): string {
  const [from, to] = PALETTES[kind];
  const fontSize = Math.max(20, Math.min(44, Math.floor((width * 1.6) / Math.max(title.length, 8))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g transform="translate(${width / 2} ${height * 0.42})">${EMBLEMS[kind]}</g>
  <text x="50%" y="${height - 36}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}

export class SeedImages {
  constructor(
    private readonly uploadsDir: string,
    private readonly write = true,
  ) {
    if (write) mkdirSync(join(uploadsDir, 'seed'), { recursive: true });
  }

  /** Same name and kind, same file: products repeated across cities share one picture. */
  async draw(kind: EntrepriseType | 'VILLE', title: string, width = 640, height = 400): Promise<string> {
    const name = `${createHash('sha1').update(`${kind}:${title}:${width}`).digest('hex').slice(0, 16)}.webp`;
    const url = `/uploads/seed/${name}`;
    const file = join(this.uploadsDir, 'seed', name);
    if (this.write && !existsSync(file)) {
      const picture = await sharp()(Buffer.from(svg(kind, title, width, height))).webp({ quality: 72 }).toBuffer();
      await writeFile(file, picture);
      await writeThumbnails(picture, file);
    }
    return url;
  }
}
