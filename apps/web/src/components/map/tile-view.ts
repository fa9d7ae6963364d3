import type { CarteConfig } from '@comoe/shared/schemas/suivi';
import type { MapPoint } from './map-points';
import { listenToGestures, type MapView } from './tile-gestures';
import { add, markerHtml, tileUrl, type Marker, type Tile } from './tile-parts';
import {
  clampZoom,
  fitBounds,
  MAX_ZOOM,
  MIN_ZOOM,
  project,
  TILE,
  tilesInView,
  zoomAround,
  type Pixel,
} from './mercator';

export { tileUrl };

// Our own small tile map (issue 22): Leaflet cost 43 KB of the courier's 140 KB budget for a few
// markers on a raster background. Loaded only by the maps (live-map.tsx's dynamic import): never
// in the pages that show none (bench:web checks it). Positions are kept in world pixels at zoom
// 0, the zoom may be fractional during a pinch and snaps to a whole level when it ends.

/** Where a map with nothing to show opens: Grand-Bassam. */
const DEFAULT_CENTER = project({ lat: 5.2118, lng: -3.7388 }, 0);

export type TileView = {
  show(points: readonly MapPoint[]): void;
  destroy(): void;
};

/**
 * A map in `container`. `onTiles(false)` when tiles fail and none ever loaded (offline, blocked,
 * server errors): the page then says why the map is empty.
 */
export function createTileView(
  container: HTMLElement,
  config: CarteConfig,
  onTiles: (ok: boolean) => void,
): TileView {
  // touch-none: the page neither scrolls nor zooms under the fingers, the map does.
  const map = add(
    'div',
    'absolute inset-0 cursor-grab touch-none select-none overflow-hidden outline-none after:pointer-events-none after:absolute after:inset-0 after:z-[4] focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-blue-700 active:cursor-grabbing',
    container,
  );
  // Focusable as Leaflet's was: the arrow keys move the map, + and − zoom. Its focus ring is drawn
  // over the tiles (::after), which would hide a ring of its own.
  map.tabIndex = 0;
  // The current level's tiles over the previous ones (kept while the new ones load). Adjacent
  // tiles add up at their shared edge: no hairline between them on a phone's fractional pixel
  // ratio (Chromium bug 600120, Leaflet's fix); isolated, so they never add onto the level below.
  const tilePane = add('div', 'pointer-events-none absolute inset-0 z-0', map);
  const front = add('div', 'absolute inset-0 z-[1] *:mix-blend-plus-lighter', tilePane);
  const markerPane = add('div', 'absolute inset-0 z-[1]', map);
  // The label beside a hovered or tapped marker; screen readers have it as the marker's name.
  const tip = add(
    'div',
    'pointer-events-none absolute z-[2] -translate-x-1/2 -translate-y-full whitespace-nowrap rounded bg-white px-2 py-1 text-xs text-stone-900 shadow',
    map,
  );
  tip.setAttribute('aria-hidden', 'true');
  const bar = add(
    'div',
    'absolute left-2 top-2 z-[3] flex flex-col rounded-md border-2 border-black/20 bg-white',
    map,
  );
  const credit = add('div', 'absolute bottom-0 right-0 z-[3] bg-white/80 px-1.5 text-xs text-stone-800', map);
  credit.textContent = config.attribution;

  const view: MapView = { center: DEFAULT_CENTER, zoom: 13, width: 0, height: 0 };
  let loaded = false;
  let framed = '';
  let toFrame = false;
  let tipFor: string | null = null;
  const showTip = (id: string | null) => {
    tipFor = id;
    render();
  };
  const tiles = new Map<string, Tile>();
  const markers = new Map<string, Marker>();

  function control(text: string, name: string, step: number): HTMLButtonElement {
    // 44 px under a finger, Leaflet's 32 px under a mouse on a wide screen.
    const b = add(
      'button',
      'flex size-11 items-center justify-center text-xl font-bold leading-none text-stone-900 first:border-b first:border-black/20 hover:bg-stone-100 aria-disabled:cursor-default aria-disabled:text-stone-400 sm:pointer-fine:size-8',
      bar,
    );
    b.type = 'button';
    b.textContent = text;
    b.title = name;
    b.setAttribute('aria-label', name);
    b.onclick = () => zoomTo(view.zoom + step);
    return b;
  }
  const zoomIn = control('+', 'Zoom avant', 1);
  const zoomOut = control('−', 'Zoom arrière', -1);

  function newTile(z: number, x: number, y: number, col: number): Tile {
    const img = add('img', 'absolute max-w-none', front);
    const tile: Tile = { img, z, col, y, state: 'loading' };
    img.alt = '';
    img.draggable = false;
    // The pages send no Referer (security.ts); OpenStreetMap's tile policy wants one. The origin
    // alone: never the page's address, which names an order.
    img.setAttribute('referrerpolicy', 'strict-origin');
    img.onload = () => {
      tile.state = 'loaded';
      img.classList.add('map-tile-loaded');
      if (!loaded) onTiles(true);
      loaded = true;
      render();
    };
    img.onerror = () => {
      tile.state = 'failed';
      if (!loaded) onTiles(false);
      render();
    };
    img.src = tileUrl(config.tuileUrl, z, x, y);
    return tile;
  }

  function render(): void {
    if (!view.width || !view.height) return;
    const scale = 2 ** view.zoom;
    const level = clampZoom(Math.round(view.zoom));
    const toScreen = (x: number, y: number): Pixel => ({
      x: Math.round((x - view.center.x) * scale + view.width / 2),
      y: Math.round((y - view.center.y) * scale + view.height / 2),
    });
    const shown = new Set<string>();
    const k = 2 ** (level - view.zoom);
    for (const { x, y, col } of tilesInView(
      { x: view.center.x * 2 ** level, y: view.center.y * 2 ** level },
      view.width * k,
      view.height * k,
      level,
    )) {
      const key = `${level}/${col}/${y}`;
      shown.add(key);
      if (!tiles.has(key)) tiles.set(key, newTile(level, x, y, col));
    }
    // As Leaflet does, the previous level's drawn tiles stay under the new ones until those come:
    // a zoom never blanks the map on a slow network.
    const waiting = [...shown].some((key) => tiles.get(key)?.state === 'loading');
    for (const [key, tile] of tiles) {
      if (!shown.has(key) && (tile.z === level || !waiting || tile.state !== 'loaded')) {
        tile.img.remove();
        tiles.delete(key);
        continue;
      }
      const size = TILE / 2 ** tile.z;
      const from = toScreen(tile.col * size, tile.y * size);
      const to = toScreen((tile.col + 1) * size, (tile.y + 1) * size);
      const layer = tile.z === level ? front : tilePane;
      if (tile.img.parentElement !== layer) layer.append(tile.img);
      tile.img.style.cssText = `left:${from.x}px;top:${from.y}px;width:${to.x - from.x}px;height:${to.y - from.y}px;visibility:${tile.state === 'loaded' ? 'visible' : 'hidden'}`;
    }
    for (const { el, at } of markers.values()) {
      const p = toScreen(at.x, at.y);
      // The southern markers over the northern ones, as on a paper map.
      el.style.cssText = `left:${p.x - 14}px;top:${p.y - 14}px;z-index:${p.y}`;
    }
    const tipped = tipFor === null ? undefined : markers.get(tipFor);
    tip.hidden = !tipped;
    if (tipped) {
      const p = toScreen(tipped.at.x, tipped.at.y);
      tip.style.left = `${p.x}px`;
      tip.style.top = `${p.y - 18}px`;
      tip.textContent = tipped.point.label;
    }
    zoomIn.setAttribute('aria-disabled', String(view.zoom >= MAX_ZOOM));
    zoomOut.setAttribute('aria-disabled', String(view.zoom <= MIN_ZOOM));
  }

  /** To whole level `z`, the place at `p` (the view's centre unless said) staying where it is. */
  function zoomTo(z: number, p: Pixel = { x: view.width / 2, y: view.height / 2 }): void {
    const to = clampZoom(Math.round(z));
    view.center = zoomAround(view.center, view.zoom, to, {
      x: p.x - view.width / 2,
      y: p.y - view.height / 2,
    });
    view.zoom = to;
    render();
  }

  function frame(): void {
    if (!view.width || !view.height) return;
    toFrame = false;
    const points = [...markers.values()].map((m) => m.point);
    if (points.length === 1) {
      view.center = project(points[0]!, 0);
      view.zoom = 15;
    } else if (points.length > 1)
      ({ center: view.center, zoom: view.zoom } = fitBounds(points, view.width, view.height, 28, 16));
  }

  function measure(): void {
    view.width = map.clientWidth;
    view.height = map.clientHeight;
    if (toFrame) frame();
    render();
  }

  // Tiles that failed offline are asked again once the network is back.
  function onOnline(): void {
    for (const [key, tile] of tiles)
      if (tile.state === 'failed') {
        tile.img.remove();
        tiles.delete(key);
      }
    render();
  }

  const listening = new AbortController();
  const { signal } = listening;
  listenToGestures(map, view, { render, zoomTo, showTip }, signal);
  window.addEventListener('online', onOnline, { signal });
  const resizes = new ResizeObserver(measure);
  resizes.observe(map);
  measure();

  function show(points: readonly MapPoint[]): void {
    const seen = new Set<string>();
    for (const point of points) {
      seen.add(point.id);
      let marker = markers.get(point.id);
      if (!marker) {
        const el = add('div', 'absolute', markerPane);
        el.setAttribute('role', 'img');
        marker = { el, point, at: DEFAULT_CENTER };
        markers.set(point.id, marker);
        el.innerHTML = markerHtml(point);
      } else if (marker.point.kind !== point.kind) marker.el.innerHTML = markerHtml(point);
      marker.point = point;
      marker.at = project(point, 0);
      marker.el.title = point.label;
      marker.el.setAttribute('aria-label', point.label);
    }
    for (const [id, marker] of markers)
      if (!seen.has(id)) {
        marker.el.remove();
        markers.delete(id);
      }
    // Framed again only when what is shown changes, not at each move: he may be looking around.
    const key = [...seen].sort().join('|');
    if (key !== framed) {
      framed = key;
      toFrame = true;
      frame();
    }
    render();
  }

  function destroy(): void {
    resizes.disconnect();
    listening.abort();
    for (const { img } of tiles.values()) img.onload = img.onerror = null;
    map.remove();
  }

  return { show, destroy };
}
