// Web Mercator as the tile servers cut it (OpenStreetMap's slippy map): the world is a 256 px
// square at zoom 0, twice as wide at each level. Pure arithmetic, for tile-view.ts and its tests.

export const TILE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 19;
/** Beyond this latitude the projection runs to infinity; tile servers stop there too. */
const MAX_LAT = 85.0511287798;

export type Pixel = { x: number; y: number };
export type LatLng = { lat: number; lng: number };

export const clampZoom = (z: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** Where a place lies on the world map at zoom `z`, in pixels from its top-left corner. */
export function project({ lat, lng }: LatLng, z: number): Pixel {
  const size = TILE * 2 ** z;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Pixel, z: number): LatLng {
  const size = TILE * 2 ** z;
  return {
    lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI,
    lng: (x / size) * 360 - 180,
  };
}

/** A tile to draw: `x` wrapped into the world (the address), `col` where it is drawn. */
export type TileSpot = { x: number; y: number; col: number };

/**
 * The tiles of level `z` covering a `width`×`height` view centred on `center` (world pixels at
 * `z`), one tile more on each side so that a short drag shows no hole. Rows beyond the poles
 * exist nowhere; columns beyond the date line are the world again.
 */
export function tilesInView(center: Pixel, width: number, height: number, z: number): TileSpot[] {
  const n = 2 ** z;
  const first = (v: number, half: number) => Math.floor((v - half) / TILE) - 1;
  const last = (v: number, half: number) => Math.floor((v + half) / TILE) + 1;
  const spots: TileSpot[] = [];
  for (
    let y = Math.max(0, first(center.y, height / 2));
    y <= Math.min(n - 1, last(center.y, height / 2));
    y++
  )
    for (let col = first(center.x, width / 2); col <= last(center.x, width / 2); col++)
      spots.push({ x: ((col % n) + n) % n, y, col });
  return spots;
}

/**
 * The largest whole zoom (at most `maxZoom`) showing every place inside the view less `padding`
 * on each side, and the centre to show them from (world pixels at zoom 0).
 */
export function fitBounds(
  places: readonly LatLng[],
  width: number,
  height: number,
  padding: number,
  maxZoom: number,
): { zoom: number; center: Pixel } {
  const at0 = places.map((p) => project(p, 0));
  const xs = at0.map((p) => p.x);
  const ys = at0.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Spans of zero fit at any zoom: Infinity, then held at maxZoom. A view smaller than its
  // padding fits nothing: NaN or -Infinity, then held at the smallest zoom.
  const scale = Math.min((width - 2 * padding) / (maxX - minX), (height - 2 * padding) / (maxY - minY));
  const zoom = Math.floor(Math.log2(scale));
  return {
    zoom: Number.isNaN(zoom) ? MIN_ZOOM : clampZoom(Math.min(maxZoom, zoom)),
    center: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 },
  };
}

/**
 * The new centre (world pixels at zoom 0) when the zoom goes from `from` to `to` while the place
 * `offset` screen pixels from the view's centre stays under the finger or the cursor.
 */
export function zoomAround(center: Pixel, from: number, to: number, offset: Pixel): Pixel {
  const k = 1 / 2 ** from - 1 / 2 ** to;
  return { x: center.x + offset.x * k, y: center.y + offset.y * k };
}
