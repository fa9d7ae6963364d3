import type { EntrepriseType } from '@comoe/shared/enums';

/**
 * The pieces the demo pictures are drawn with (a plate, a mound of grains, a bottle, a box…), on
 * a 480 × 360 canvas, and the frame around them: drawings with no text, so a picture cropped to a
 * square or a wide strip still shows its subject.
 */

export const PLATE = (inner: string) =>
  `<ellipse cx="240" cy="210" rx="178" ry="118" fill="#000" opacity=".08"/><ellipse cx="240" cy="198" rx="172" ry="114" fill="#fff"/><ellipse cx="240" cy="198" rx="138" ry="88" fill="#f5f5f4"/>${inner}`;

/** A mound of small grains: attiéké or rice. */
export function grains(cx: number, cy: number, rx: number, ry: number, fill: string, edge: string): string {
  let out = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
  for (let i = 0; i < 46; i++) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = Math.sqrt(i / 46);
    out += `<circle cx="${(cx + Math.cos(a) * r * (rx - 8)).toFixed(1)}" cy="${(cy + Math.sin(a) * r * (ry - 6)).toFixed(1)}" r="5" fill="${fill}" stroke="${edge}" stroke-width="1.5"/>`;
  }
  return out;
}

export const FISH = (x: number, y: number, color = '#a16207') =>
  `<g transform="translate(${x} ${y})"><path d="M-60 0 q55 -48 120 0 q-65 48 -120 0z" fill="${color}"/><path d="M-58 0 l-34 -26 v52z" fill="#854d0e"/><circle cx="38" cy="-6" r="5" fill="#fff"/><circle cx="38" cy="-6" r="2.5" fill="#1c1917"/><path d="M-20 -14 l10 28 M0 -18 l10 34 M20 -16 l8 30" stroke="#713f12" stroke-width="4" opacity=".6"/></g>`;

export const CHICKEN = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) rotate(-25)"><ellipse cx="0" cy="0" rx="58" ry="40" fill="#b45309"/><ellipse cx="-10" cy="-8" rx="38" ry="22" fill="#d97706" opacity=".7"/><rect x="50" y="-8" width="46" height="16" rx="8" fill="#fef3c7"/><circle cx="98" cy="-9" r="11" fill="#fef3c7"/><circle cx="98" cy="9" r="11" fill="#fef3c7"/></g>`;

export const PLANTAIN = (x: number, y: number) => {
  let out = `<g transform="translate(${x} ${y})">`;
  for (let i = 0; i < 7; i++) {
    const dx = (i % 4) * 30 - 45;
    const dy = Math.floor(i / 4) * 34 - 14;
    out += `<ellipse cx="${dx}" cy="${dy}" rx="22" ry="15" fill="#f59e0b" stroke="#b45309" stroke-width="4" transform="rotate(${((i * 23) % 50) - 25} ${dx} ${dy})"/>`;
  }
  return `${out}</g>`;
};

export const SAUCE_BOWL = (x: number, y: number, sauce: string) =>
  `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="8" rx="70" ry="46" fill="#78350f"/><ellipse cx="0" cy="0" rx="64" ry="38" fill="${sauce}"/><circle cx="-20" cy="-4" r="13" fill="#7c2d12"/><circle cx="18" cy="6" r="11" fill="#7c2d12"/><circle cx="8" cy="-16" r="7" fill="#fde68a" opacity=".7"/></g>`;

export const PEPPER_ONION = `<path d="M330 132 q30 -10 40 12 q-22 -4 -40 -12z" fill="#dc2626"/><circle cx="150" cy="140" r="14" fill="none" stroke="#e9d5ff" stroke-width="5"/><circle cx="174" cy="132" r="11" fill="none" stroke="#e9d5ff" stroke-width="5"/>`;

export function bottle(liquid: string, cap: string, band: string): string {
  return `<ellipse cx="240" cy="326" rx="70" ry="10" fill="#000" opacity=".1"/><path d="M212 70 h56 v36 q40 22 40 64 v140 q0 16 -16 16 h-104 q-16 0 -16 -16 v-140 q0 -42 40 -64z" fill="#e0f2fe" opacity=".9"/><path d="M178 170 q0 -10 6 -18 h112 q6 8 6 18 v140 q0 16 -16 16 h-104 q-16 0 -16 -16z" fill="${liquid}"/><rect x="208" y="46" width="64" height="30" rx="6" fill="${cap}"/><rect x="172" y="196" width="136" height="58" fill="${band}"/><path d="M196 120 q-8 40 -6 90" stroke="#fff" stroke-width="8" opacity=".5" fill="none"/>`;
}

export function can(body: string, accent: string): string {
  return `<ellipse cx="240" cy="318" rx="84" ry="14" fill="#000" opacity=".1"/><rect x="172" y="70" width="136" height="240" rx="18" fill="${body}"/><ellipse cx="240" cy="74" rx="68" ry="14" fill="#d6d3d1"/><ellipse cx="240" cy="74" rx="50" ry="9" fill="#a8a29e"/><path d="M172 170 q68 40 136 0 v50 q-68 40 -136 0z" fill="${accent}"/><rect x="188" y="90" width="12" height="200" rx="6" fill="#fff" opacity=".25"/>`;
}

export function box(body: string, top: string, mark: string): string {
  return `<ellipse cx="240" cy="318" rx="120" ry="14" fill="#000" opacity=".1"/><path d="M130 120 l40 -40 h180 l-40 40z" fill="${top}"/><path d="M310 120 l40 -40 v190 l-40 40z" fill="${top}" opacity=".8"/><rect x="130" y="120" width="180" height="190" rx="6" fill="${body}"/>${mark}`;
}

export const CROSS = (x: number, y: number, s: number, color = '#16a34a') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-12" y="-36" width="24" height="72" rx="4" fill="${color}"/><rect x="-36" y="-12" width="72" height="24" rx="4" fill="${color}"/></g>`;

export function bag(body: string, band: string): string {
  return `<ellipse cx="240" cy="322" rx="110" ry="14" fill="#000" opacity=".1"/><path d="M150 110 q-20 100 0 200 h180 q20 -100 0 -200 q-90 -30 -180 0z" fill="${body}"/><path d="M150 110 q90 -30 180 0 l-10 -30 q-80 -20 -160 0z" fill="${band}"/><rect x="150" y="190" width="180" height="50" fill="${band}" opacity=".85"/>`;
}

export const BACKDROPS: Record<EntrepriseType, [string, string]> = {
  RESTAURANT: ['#fed7aa', '#fdba74'],
  PHARMACIE: ['#dcfce7', '#bbf7d0'],
  BOUTIQUE: ['#ede9fe', '#ddd6fe'],
  SUPERMARCHE: ['#e0f2fe', '#bae6fd'],
};

export function frame(width: number, height: number, backdrop: [string, string], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 360" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>
  <rect x="-200" y="-200" width="880" height="760" fill="url(#bg)"/>${body}</svg>`;
}
