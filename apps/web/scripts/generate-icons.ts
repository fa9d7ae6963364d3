/**
 * Draws the app icons from one vector mark and writes the PNG/ICO files to public/.
 * Run after changing the mark: `npx tsx apps/web/scripts/generate-icons.ts` (sharp comes from the API).
 * Shapes only, no text, so the result does not depend on the fonts of the machine that runs it.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// Orange, white and green: the colours of the Ivorian flag, and the brand's orange.
const ORANGE = '#ea580c';
const ORANGE_DARK = '#c2410c';
const GREEN = '#16a34a';

/** The mark on a 512 grid: a white map pin with a green heart and three speed lines. */
function mark(scale: number): string {
  const t = `translate(256 256) scale(${scale}) translate(-256 -256)`;
  return `<g transform="${t}">
    <path fill="#fff" d="M268 428c-30-52-116-112-116-204a116 116 0 1 1 232 0c0 92-86 152-116 204z"/>
    <circle cx="268" cy="222" r="46" fill="${GREEN}"/>
    <rect x="52" y="176" width="78" height="22" rx="11" fill="#fff" opacity=".9"/>
    <rect x="76" y="224" width="58" height="22" rx="11" fill="#fff" opacity=".75"/>
    <rect x="100" y="272" width="40" height="22" rx="11" fill="#fff" opacity=".6"/>
  </g>`;
}

function iconSvg({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const radius = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${ORANGE}"/><stop offset="1" stop-color="${ORANGE_DARK}"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>
  ${mark(scale)}
</svg>`;
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding PNG images, which every current browser reads. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const standard = iconSvg({ rounded: true, scale: 1 });
// Maskable icons may be cropped to a circle of 80 % of their width: keep the mark inside it.
const maskable = iconSvg({ rounded: false, scale: 0.72 });
// iOS rounds the corners itself and shows transparency as black.
const apple = iconSvg({ rounded: false, scale: 0.86 });

const files: [string, Buffer | string][] = [
  ['favicon.svg', standard],
  ['icon-192.png', await png(standard, 192)],
  ['icon-512.png', await png(standard, 512)],
  ['icon-maskable-512.png', await png(maskable, 512)],
  ['apple-touch-icon.png', await png(apple, 180)],
  [
    'favicon.ico',
    ico([
      { size: 16, data: await png(standard, 16) },
      { size: 32, data: await png(standard, 32) },
      { size: 48, data: await png(standard, 48) },
    ]),
  ],
];

for (const [name, content] of files) {
  await writeFile(`${publicDir}${name}`, content);
  console.log(`public/${name}`);
}
