import type { EntrepriseType } from '@comoe/shared/enums';
import {
  BACKDROPS,
  CHICKEN,
  CROSS,
  FISH,
  PEPPER_ONION,
  PLANTAIN,
  PLATE,
  SAUCE_BOWL,
  bag,
  bottle,
  box,
  can,
  frame,
  grains,
} from './drawing-parts.ts';

/**
 * The demo products' pictures: a simple drawing of what each one is (a plate of attiéké, a
 * bottle, a blister of pills), chosen by a word of its name.
 */

const DRAWINGS: [RegExp, () => string][] = [
  [
    /pizza/,
    () =>
      `<circle cx="240" cy="185" r="140" fill="#d97706"/><circle cx="240" cy="185" r="120" fill="#fde68a"/><circle cx="240" cy="185" r="120" fill="#ef4444" opacity=".35"/>${[
        [-50, -40],
        [40, -55],
        [60, 30],
        [-30, 50],
        [0, 0],
        [-75, 10],
      ]
        .map(([x, y]) => `<circle cx="${240 + x!}" cy="${185 + y!}" r="18" fill="#b91c1c"/>`)
        .join(
          '',
        )}<path d="M240 185 L240 65 M240 185 L344 245 M240 185 L136 245" stroke="#b45309" stroke-width="3" opacity=".5"/>`,
  ],
  [
    /burger/,
    () =>
      `<ellipse cx="240" cy="300" rx="130" ry="14" fill="#000" opacity=".1"/><path d="M120 160 q0 -100 120 -100 q120 0 120 100z" fill="#d97706"/><circle cx="200" cy="100" r="4" fill="#fef3c7"/><circle cx="250" cy="88" r="4" fill="#fef3c7"/><circle cx="290" cy="110" r="4" fill="#fef3c7"/><path d="M110 170 q20 -16 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 v10 h-240z" fill="#16a34a"/><path d="M118 182 h244 l-20 26 h-204z" fill="#facc15"/><rect x="116" y="200" width="248" height="44" rx="20" fill="#78350f"/><path d="M124 250 h232 q0 44 -40 44 h-152 q-40 0 -40 -44z" fill="#d97706"/>`,
  ],
  [
    /chawarma|wrap/,
    () =>
      `<path d="M170 300 l70 -230 l70 230z" fill="#fef3c7"/><path d="M190 140 q50 -40 100 0 l-10 30 q-40 -20 -80 0z" fill="#b45309"/><path d="M196 160 q44 -16 88 0" stroke="#16a34a" stroke-width="12" fill="none"/><path d="M160 230 h160 l-20 80 h-120z" fill="#e7e5e4"/><path d="M160 230 h160" stroke="#a8a29e" stroke-width="4"/>`,
  ],
  [
    /frites/,
    () =>
      `${Array.from({ length: 9 }, (_, i) => `<rect x="${176 + i * 14}" y="${70 + ((i * 29) % 40)}" width="12" height="130" rx="4" fill="#facc15" stroke="#ca8a04" stroke-width="2"/>`).join('')}<path d="M160 150 h160 l-24 160 h-112z" fill="#dc2626"/><path d="M178 190 q62 26 124 0" stroke="#fff" stroke-width="8" fill="none"/>`,
  ],
  [
    /brochette/,
    () =>
      PLATE(
        [0, 1, 2]
          .map(
            (i) =>
              `<g transform="translate(0 ${i * 44 - 44})"><rect x="110" y="196" width="260" height="6" rx="3" fill="#a8a29e"/>${[0, 1, 2, 3, 4].map((j) => `<rect x="${136 + j * 44}" y="182" width="34" height="34" rx="8" fill="${j % 2 ? '#92400e' : '#b45309'}"/>`).join('')}</g>`,
          )
          .join(''),
      ),
  ],
  [
    /salade/,
    () =>
      PLATE(
        `${[
          [-50, -20],
          [20, -40],
          [60, 10],
          [-20, 30],
          [10, 0],
        ]
          .map(
            ([x, y]) =>
              `<ellipse cx="${240 + x!}" cy="${198 + y!}" rx="48" ry="30" fill="#22c55e" stroke="#15803d" stroke-width="3"/>`,
          )
          .join(
            '',
          )}<circle cx="200" cy="180" r="18" fill="#ef4444"/><circle cx="282" cy="214" r="18" fill="#ef4444"/><ellipse cx="250" cy="176" rx="22" ry="16" fill="#fff"/><circle cx="250" cy="176" r="9" fill="#facc15"/>`,
      ),
  ],
  [
    /sauce graine|kedjenou/,
    () => PLATE(`${grains(170, 206, 66, 48, '#fde68a', '#d6b86a')}${SAUCE_BOWL(296, 194, '#c2410c')}`),
  ],
  [
    /poisson|capitaine/,
    () => PLATE(`${grains(180, 200, 74, 54, '#fef9c3', '#e7d7a8')}${FISH(290, 196)}${PEPPER_ONION}`),
  ],
  [/poulet/, () => PLATE(`${PLANTAIN(180, 204)}${CHICKEN(280, 196)}`)],
  [/alloco/, () => PLATE(PLANTAIN(240, 200))],
  [
    /garba/,
    () =>
      PLATE(
        `${grains(200, 200, 84, 58, '#fef9c3', '#e7d7a8')}<g transform="translate(300 196)"><rect x="-40" y="-26" width="80" height="52" rx="14" fill="#a16207"/><rect x="-30" y="-18" width="60" height="36" rx="10" fill="#ca8a04"/></g>${PEPPER_ONION}`,
      ),
  ],
  [
    /gombo|placali|foutou/,
    () =>
      PLATE(
        `<ellipse cx="180" cy="200" rx="62" ry="46" fill="#fafaf9" stroke="#e7e5e4" stroke-width="3"/>${SAUCE_BOWL(296, 194, '#4d7c0f')}`,
      ),
  ],
  [/attieke/, () => PLATE(`${grains(200, 200, 90, 60, '#fef9c3', '#e7d7a8')}${PEPPER_ONION}`)],
  [/bissap/, () => bottle('#9f1239', '#be123c', '#fecdd3')],
  [/gnamankoudji|gingembre/, () => bottle('#eab308', '#a16207', '#fef9c3')],
  [/baobab|lait concentre|yaourt/, () => can('#fafaf9', '#60a5fa')],
  [
    /ananas/,
    () =>
      box(
        '#facc15',
        '#ca8a04',
        `<ellipse cx="220" cy="225" rx="34" ry="46" fill="#d97706"/><path d="M220 180 l-20 -40 l20 16 l20 -16z" fill="#16a34a"/>`,
      ),
  ],
  [
    /jus/,
    () =>
      `<ellipse cx="240" cy="318" rx="80" ry="12" fill="#000" opacity=".1"/><path d="M176 90 h128 l-16 224 h-96z" fill="#e0f2fe" opacity=".9"/><path d="M182 150 h116 l-11 160 h-94z" fill="#f97316"/><path d="M270 40 l-20 230" stroke="#16a34a" stroke-width="10"/><circle cx="300" cy="100" r="30" fill="#fb923c" stroke="#fff" stroke-width="5"/>`,
  ],
  [
    /sardines/,
    () =>
      `<ellipse cx="240" cy="200" rx="160" ry="100" fill="#94a3b8"/><ellipse cx="240" cy="196" rx="142" ry="84" fill="#cbd5e1"/>${FISH(190, 180, '#64748b')}${FISH(290, 214, '#64748b')}`,
  ],
  [
    /oeufs/,
    () =>
      `<rect x="90" y="110" width="300" height="190" rx="16" fill="#d6d3d1"/>${[0, 1, 2, 3, 4, 0, 1, 2, 3, 4].map((c, i) => `<ellipse cx="${130 + c * 55}" cy="${i < 5 ? 160 : 244}" rx="22" ry="30" fill="#fef3c7" stroke="#e7d7a8" stroke-width="2"/>`).join('')}`,
  ],
  [/\beau\b|javel/, () => bottle('#bae6fd', '#0284c7', '#0ea5e9')],
  [/soda/, () => can('#dc2626', '#fff')],
  [/huile/, () => bottle('#facc15', '#15803d', '#16a34a')],
  [/tomate/, () => can('#dc2626', '#16a34a')],
  [/riz/, () => bag('#fafaf9', '#dc2626')],
  [/sucre/, () => bag('#f5f5f4', '#2563eb')],
  [
    /lessive/,
    () =>
      box(
        '#2563eb',
        '#1d4ed8',
        `<circle cx="200" cy="200" r="22" fill="#fff" opacity=".8"/><circle cx="240" cy="230" r="30" fill="#fff" opacity=".8"/><circle cx="270" cy="185" r="16" fill="#fff" opacity=".8"/>`,
      ),
  ],
  [
    /spaghetti/,
    () =>
      `${Array.from({ length: 14 }, (_, i) => `<rect x="${150 + i * 13}" y="${70 + (i % 3) * 6}" width="6" height="230" rx="3" fill="#facc15" stroke="#ca8a04" stroke-width="1" transform="rotate(${i - 7} 240 180)"/>`).join('')}<rect x="140" y="170" width="200" height="70" rx="10" fill="#1d4ed8"/>`,
  ],
  [
    /pain/,
    () =>
      `<ellipse cx="240" cy="300" rx="150" ry="14" fill="#000" opacity=".1"/><path d="M100 290 v-120 q0 -70 70 -70 h140 q70 0 70 70 v120z" fill="#d97706"/><path d="M116 280 v-104 q0 -56 56 -56 h136 q56 0 56 56 v104z" fill="#fde68a"/>`,
  ],
  [
    /savon/,
    () =>
      `<ellipse cx="240" cy="300" rx="140" ry="16" fill="#000" opacity=".1"/><rect x="120" y="140" width="240" height="150" rx="36" fill="#a3e635"/><rect x="140" y="150" width="200" height="40" rx="18" fill="#fff" opacity=".35"/><circle cx="330" cy="110" r="22" fill="#e0f2fe" stroke="#7dd3fc" stroke-width="3"/><circle cx="370" cy="80" r="13" fill="#e0f2fe" stroke="#7dd3fc" stroke-width="3"/>`,
  ],
  [
    /comprim|parac|ibupro|gelule/,
    () =>
      `<rect x="100" y="90" width="280" height="180" rx="22" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>${[0, 1, 2, 3].flatMap((c) => [0, 1].map((r) => `<ellipse cx="${150 + c * 60}" cy="${140 + r * 80}" rx="22" ry="22" fill="#fff" stroke="#d1d5db" stroke-width="4"/>`)).join('')}<rect x="300" y="240" width="130" height="80" rx="10" fill="#fff" stroke="#16a34a" stroke-width="4"/>${CROSS(365, 280, 0.7)}`,
  ],
  [/sirop/, () => `${bottle('#92400e', '#fff', '#fff')}${CROSS(240, 225, 0.55)}`],
  [
    /moustiquaire/,
    () =>
      `<path d="M90 300 q150 -320 300 0z" fill="#e0f2fe" opacity=".9"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${110 + i * 30} 300 Q240 ${-60 + i * 4} ${140 + i * 30} 300" stroke="#7dd3fc" stroke-width="2" fill="none"/>`).join('')}<path d="M90 300 h300" stroke="#0369a1" stroke-width="6"/><circle cx="240" cy="50" r="10" fill="#0369a1"/>`,
  ],
  [
    /repulsif|spray|gel/,
    () =>
      `<ellipse cx="240" cy="318" rx="70" ry="12" fill="#000" opacity=".1"/><rect x="190" y="120" width="100" height="196" rx="20" fill="#16a34a"/><rect x="214" y="80" width="52" height="44" rx="8" fill="#f5f5f4"/><rect x="262" y="92" width="30" height="12" rx="4" fill="#a8a29e"/><rect x="190" y="190" width="100" height="60" fill="#fff"/>${CROSS(240, 220, 0.5)}`,
  ],
  [
    /sels|sachet/,
    () =>
      `<path d="M150 90 h180 v220 h-180z" fill="#fff" stroke="#fb923c" stroke-width="6"/><path d="M150 90 l15 -12 l15 12 l15 -12 l15 12 l15 -12 l15 12 l15 -12 l15 12 l15 -12 l15 12 l15 -12 l15 12" fill="none" stroke="#fb923c" stroke-width="6"/>${CROSS(240, 200, 0.9, '#fb923c')}`,
  ],
  [
    /test/,
    () =>
      `<rect x="120" y="130" width="240" height="100" rx="20" fill="#fff" stroke="#a8a29e" stroke-width="4"/><rect x="200" y="160" width="90" height="40" rx="8" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="3"/><rect x="224" y="164" width="6" height="32" fill="#dc2626"/><rect x="254" y="164" width="6" height="32" fill="#dc2626" opacity=".4"/><circle cx="156" cy="180" r="14" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="3"/>`,
  ],
  [
    /couches/,
    () =>
      `<path d="M110 110 h260 q-10 110 -80 180 h-100 q-70 -70 -80 -180z" fill="#fff" stroke="#93c5fd" stroke-width="5"/><rect x="110" y="110" width="260" height="30" fill="#bfdbfe"/>`,
  ],
  [/lait infantile|lait/, () => can('#fff', '#93c5fd')],
  [
    /thermometre/,
    () =>
      `<rect x="220" y="60" width="40" height="220" rx="20" fill="#fff" stroke="#a8a29e" stroke-width="4"/><circle cx="240" cy="290" r="32" fill="#dc2626"/><rect x="232" y="140" width="16" height="150" fill="#dc2626"/>`,
  ],
  [
    /chargeur/,
    () =>
      `<rect x="170" y="90" width="110" height="130" rx="18" fill="#fafaf9" stroke="#d6d3d1" stroke-width="4"/><rect x="196" y="60" width="12" height="34" fill="#a8a29e"/><rect x="242" y="60" width="12" height="34" fill="#a8a29e"/><path d="M225 220 q0 70 80 80 q60 6 60 -40" stroke="#fafaf9" stroke-width="12" fill="none"/><path d="M225 220 q0 70 80 80 q60 6 60 -40" stroke="#d6d3d1" stroke-width="3" fill="none"/><rect x="350" y="230" width="30" height="36" rx="6" fill="#78716c"/>`,
  ],
  [
    /ecouteurs/,
    () =>
      `<path d="M180 150 q60 160 120 0" stroke="#1c1917" stroke-width="6" fill="none"/><circle cx="180" cy="130" r="32" fill="#1c1917"/><circle cx="300" cy="130" r="32" fill="#1c1917"/><circle cx="180" cy="130" r="14" fill="#57534e"/><circle cx="300" cy="130" r="14" fill="#57534e"/><path d="M240 230 v70" stroke="#1c1917" stroke-width="6"/><rect x="230" y="290" width="20" height="30" rx="4" fill="#57534e"/>`,
  ],
  [
    /batterie/,
    () =>
      `<rect x="150" y="70" width="180" height="240" rx="28" fill="#1f2937"/><rect x="166" y="86" width="148" height="208" rx="20" fill="#374151"/>${[0, 1, 2, 3].map((i) => `<circle cx="${204 + i * 24}" cy="270" r="6" fill="${i < 3 ? '#22c55e' : '#4b5563'}"/>`).join('')}`,
  ],
  [
    /pagne/,
    () =>
      `<rect x="70" y="90" width="340" height="200" rx="10" fill="#1d4ed8"/>${[0, 1, 2, 3, 4].flatMap((c) => [0, 1, 2].map((r) => `<circle cx="${110 + c * 66}" cy="${130 + r * 62}" r="22" fill="#facc15"/><circle cx="${110 + c * 66}" cy="${130 + r * 62}" r="10" fill="#dc2626"/>`)).join('')}<path d="M70 250 h340 v40 h-340z" fill="#f97316" opacity=".85"/>`,
  ],
  [
    /sandales/,
    () =>
      [170, 310]
        .map(
          (x) =>
            `<ellipse cx="${x}" cy="190" rx="56" ry="120" fill="#92400e"/><ellipse cx="${x}" cy="190" rx="46" ry="108" fill="#b45309"/><path d="M${x - 48} 150 q48 -40 96 0" stroke="#451a03" stroke-width="18" fill="none"/>`,
        )
        .join(''),
  ],
  [
    /tee-shirt|t-shirt/,
    () =>
      `<path d="M170 70 l-90 50 l30 60 l40 -20 v170 h180 v-170 l40 20 l30 -60 l-90 -50 q-70 40 -140 0z" fill="#f97316"/><path d="M200 70 q40 30 80 0" stroke="#c2410c" stroke-width="8" fill="none"/>`,
  ],
  [
    /lampe/,
    () =>
      `<rect x="150" y="50" width="180" height="40" rx="6" fill="#1e3a8a"/><path d="M160 55 h160 M160 70 h160 M200 50 v40 M240 50 v40 M280 50 v40" stroke="#60a5fa" stroke-width="2"/><rect x="190" y="110" width="100" height="170" rx="20" fill="#f5f5f4" stroke="#a8a29e" stroke-width="4"/><rect x="206" y="130" width="68" height="110" rx="12" fill="#fde047"/><path d="M210 110 q30 -40 60 0" stroke="#57534e" stroke-width="8" fill="none"/>`,
  ],
  [
    /ventilateur/,
    () =>
      `<circle cx="240" cy="150" r="100" fill="#e0f2fe" stroke="#94a3b8" stroke-width="6"/>${[0, 120, 240].map((a) => `<ellipse cx="240" cy="100" rx="28" ry="52" fill="#38bdf8" transform="rotate(${a} 240 150)"/>`).join('')}<circle cx="240" cy="150" r="16" fill="#0369a1"/><rect x="232" y="250" width="16" height="60" fill="#64748b"/><ellipse cx="240" cy="314" rx="60" ry="12" fill="#64748b"/>`,
  ],
  [
    /glaciere/,
    () =>
      `<rect x="110" y="130" width="260" height="170" rx="18" fill="#2563eb"/><rect x="100" y="110" width="280" height="44" rx="14" fill="#fff"/><rect x="200" y="84" width="80" height="20" rx="10" fill="none" stroke="#fff" stroke-width="10"/>`,
  ],
];

/** Last resort per type when no word of the name matches. */
const FALLBACK: Record<EntrepriseType, () => string> = {
  RESTAURANT: () =>
    PLATE(`${grains(200, 200, 80, 56, '#fef9c3', '#e7d7a8')}${SAUCE_BOWL(300, 196, '#c2410c')}`),
  PHARMACIE: () => box('#fff', '#d6d3d1', CROSS(220, 215, 1)),
  BOUTIQUE: () => bag('#f97316', '#c2410c'),
  SUPERMARCHE: () => bag('#fef3c7', '#16a34a'),
};
function key(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\u0153/g, 'oe');
}
/** A product as it would be photographed: the dish, the bottle, the box, on a plain backdrop. */
export function productSvg(type: EntrepriseType, name: string, width: number, height: number): string {
  const k = key(name);
  const draw = DRAWINGS.find(([pattern]) => pattern.test(k))?.[1] ?? FALLBACK[type];
  return frame(width, height, BACKDROPS[type], draw());
}
