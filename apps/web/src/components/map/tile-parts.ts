import { escapeHtml } from '@/lib/escape-html';
import { MAP_POINT_LOOK, type MapPoint } from './map-points';
import type { Pixel } from './mercator';

// The pieces of the tile map (tile-view.ts) that hold no state: its tiles and markers, their
// markup and addresses, and the keys it answers.

export type Tile = {
  img: HTMLImageElement;
  z: number;
  col: number;
  y: number;
  state: 'loading' | 'loaded' | 'failed';
};
export type Marker = { el: HTMLElement; point: MapPoint; at: Pixel };

export function add<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  parent: HTMLElement,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  parent.append(el);
  return el;
}

export function markerHtml({ id, kind }: MapPoint): string {
  const look = MAP_POINT_LOOK[kind];
  return `<span data-marker="${kind}" data-marker-id="${escapeHtml(id)}" style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:9999px;border:2px solid #fff;background:${look.color};color:#fff;font:700 13px/1 system-ui,sans-serif;box-shadow:0 1px 4px rgb(0 0 0/.4)">${look.letter}</span>`;
}

/** A tile's address: `{s}` spreads the requests over a, b and c as the providers ask. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  const values: Record<string, string | number | undefined> = { z, x, y, s: 'abc'[(x + y) % 3], r: '' };
  return template.replace(/\{([a-z])\}/g, (all, key: string) => String(values[key] ?? all));
}

/** Keys of the focused map: [right, down, zoom]. */
export const KEYS: Record<string, [number, number, number]> = {
  ArrowLeft: [-1, 0, 0],
  ArrowRight: [1, 0, 0],
  ArrowUp: [0, -1, 0],
  ArrowDown: [0, 1, 0],
  '+': [0, 0, 1],
  '=': [0, 0, 1],
  '-': [0, 0, -1],
};
