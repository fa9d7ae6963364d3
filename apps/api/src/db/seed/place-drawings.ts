import type { EntrepriseType } from '@comoe/shared/enums';
import { BACKDROPS, CHICKEN, CROSS, FISH, PLANTAIN, PLATE, bottle, frame, grains } from './drawing-parts.ts';

/** The demo places' pictures: a business's front (a restaurant's table), a city of the coast. */

const PRODUCT_COLORS = ['#dc2626', '#f59e0b', '#16a34a', '#2563eb', '#fafaf9'];

const AWNING = (colors: [string, string]) =>
  Array.from(
    { length: 8 },
    (_, i) => `<path d="M${40 + i * 50} 120 h50 v40 q-25 20 -50 0z" fill="${colors[i % 2]}"/>`,
  ).join('');

const SHOPFRONTS: Record<EntrepriseType, () => string> = {
  // A table seen from above: two plates and a drink, as maquis photos show them.
  RESTAURANT: () =>
    `<rect x="-200" y="-200" width="880" height="760" fill="#92400e"/>${Array.from({ length: 8 }, (_, i) => `<rect x="-200" y="${i * 48}" width="880" height="4" fill="#78350f"/>`).join('')}<g transform="translate(-70 -30) scale(.75)">${PLATE(`${grains(200, 200, 80, 56, '#fef9c3', '#e7d7a8')}${FISH(300, 196)}`)}</g><g transform="translate(190 110) scale(.6)">${PLATE(`${PLANTAIN(180, 204)}${CHICKEN(280, 196)}`)}</g><g transform="translate(320 -10) scale(.4)">${bottle('#9f1239', '#be123c', '#fecdd3')}</g>`,
  PHARMACIE: () =>
    `<rect x="-200" y="250" width="880" height="200" fill="#d6d3d1"/><rect x="40" y="70" width="400" height="200" fill="#f5f5f4"/><rect x="40" y="70" width="400" height="60" fill="#15803d"/><rect x="190" y="150" width="100" height="120" fill="#bae6fd"/><rect x="70" y="140" width="90" height="80" fill="#bae6fd"/><rect x="320" y="140" width="90" height="80" fill="#bae6fd"/>${CROSS(240, 100, 0.6, '#fff')}`,
  BOUTIQUE: () =>
    `<rect x="-200" y="260" width="880" height="200" fill="#d6d3d1"/><rect x="40" y="100" width="400" height="170" fill="#fef3c7"/>${AWNING(['#7c3aed', '#fff'])}<rect x="70" y="170" width="150" height="90" fill="#ede9fe"/><g transform="translate(72 150) scale(.3)"><path d="M170 70 l-90 50 l30 60 l40 -20 v170 h180 v-170 l40 20 l30 -60 l-90 -50 q-70 40 -140 0z" fill="#f97316"/></g><g transform="translate(140 170) scale(.25)"><rect x="70" y="90" width="340" height="200" rx="10" fill="#1d4ed8"/></g><rect x="260" y="170" width="70" height="100" fill="#a78bfa"/><rect x="350" y="170" width="70" height="90" fill="#ede9fe"/>`,
  SUPERMARCHE: () =>
    `<rect x="-200" y="-200" width="880" height="760" fill="#f1f5f9"/>${[70, 160, 250].map((y, shelf) => `<rect x="20" y="${y + 60}" width="440" height="10" fill="#64748b"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${30 + i * 43}" y="${y + (i % 3) * 6}" width="34" height="${60 - (i % 3) * 6}" rx="4" fill="${PRODUCT_COLORS[(i + shelf * 2) % PRODUCT_COLORS.length]}"/>`).join('')}`).join('')}`,
};

/** A business's picture: its front, or a table of its dishes for a restaurant. */
export function businessSvg(type: EntrepriseType, width: number, height: number): string {
  return frame(width, height, BACKDROPS[type], SHOPFRONTS[type]());
}

/** A city of the lagoon coast: sky, sun, palm trees and water; the hue varies with the name. */
export function citySvg(name: string, width: number, height: number): string {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) % 997;
  const skies: [string, string][] = [
    ['#7dd3fc', '#fde68a'],
    ['#93c5fd', '#fecaca'],
    ['#a5f3fc', '#fef3c7'],
    ['#fdba74', '#fde68a'],
  ];
  const sky = skies[hash % skies.length]!;
  const sunX = 300 + (hash % 120);
  const palms = [60 + (hash % 40), 150 + (hash % 30)]
    .map(
      (x, i) =>
        `<path d="M${x} 300 q${10 + i * 6} -90 ${-6 + i * 12} -170" stroke="#713f12" stroke-width="10" fill="none"/><g transform="translate(${x - 6 + i * 12 + 4} 130)">${[-150, -110, -60, -20, 20].map((a) => `<ellipse cx="40" cy="0" rx="46" ry="10" fill="#15803d" transform="rotate(${a})"/>`).join('')}</g>`,
    )
    .join('');
  return frame(
    width,
    height,
    sky,
    `<circle cx="${sunX}" cy="90" r="40" fill="#fde047"/><path d="M-200 230 q60 -20 120 0 t120 0 t120 0 t120 0 t120 0 t120 0 v300 h-720z" fill="#0284c7"/><path d="M-200 262 q60 -14 120 0 t120 0 t120 0 t120 0 t120 0 t120 0" stroke="#bae6fd" stroke-width="4" fill="none"/><path d="M-200 300 h880 v200 h-880z" fill="#fde68a"/>${palms}`,
  );
}
