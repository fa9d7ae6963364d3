import { describe, expect, it } from 'vitest';
import { fitBounds, MAX_ZOOM, MIN_ZOOM, project, TILE, tilesInView, unproject, zoomAround } from './mercator';

const BASSAM = { lat: 5.2118, lng: -3.7388 };

describe('project', () => {
  it('puts 0°, 0° in the middle of the world', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 0 }, 1)).toEqual({ x: 256, y: 256 });
  });

  it('finds the tile OpenStreetMap serves for Grand-Bassam', () => {
    // z/x/y of Bassam at zoom 15, as any slippy-map calculator gives it.
    const { x, y } = project(BASSAM, 15);
    expect([Math.floor(x / TILE), Math.floor(y / TILE)]).toEqual([16043, 15908]);
  });

  it('stops at the poles of the tiles instead of running to infinity', () => {
    expect(project({ lat: 90, lng: -180 }, 0)).toEqual({ x: 0, y: expect.closeTo(0, 6) as number });
    expect(project({ lat: -90, lng: 180 }, 0).y).toBeCloseTo(256, 6);
  });

  it('is undone by unproject', () => {
    const back = unproject(project(BASSAM, 12), 12);
    expect(back.lat).toBeCloseTo(BASSAM.lat, 9);
    expect(back.lng).toBeCloseTo(BASSAM.lng, 9);
  });
});

describe('tilesInView', () => {
  it('covers the view with one tile more on each side', () => {
    // A 448×192 view centred on the middle of tile (10, 20) sees columns 9–11 and row 20.
    const spots = tilesInView({ x: 10.5 * TILE, y: 20.5 * TILE }, 448, 192, 6);
    expect(new Set(spots.map((s) => s.col))).toEqual(new Set([8, 9, 10, 11, 12]));
    expect(new Set(spots.map((s) => s.y))).toEqual(new Set([19, 20, 21]));
    expect(spots).toHaveLength(15);
  });

  it('skips the rows beyond the poles and wraps the columns around the date line', () => {
    // Zoom 1: a 2×2 world; the view sits on its top-left corner.
    const spots = tilesInView({ x: 0, y: 0 }, 256, 256, 1);
    expect(spots.every((s) => s.y >= 0 && s.y <= 1)).toBe(true);
    expect(spots.find((s) => s.col === -1)).toEqual({ x: 1, y: 0, col: -1 });
    expect(spots.find((s) => s.col === -2)).toEqual({ x: 0, y: 0, col: -2 });
    expect(spots.find((s) => s.col === 1 && s.y === 1)).toEqual({ x: 1, y: 1, col: 1 });
  });
});

describe('fitBounds', () => {
  const places = [
    { lat: 5.2, lng: -3.74 },
    { lat: 5.215, lng: -3.742 },
    { lat: 5.205, lng: -3.735 },
  ];

  it('picks the largest zoom at which every place fits inside the padding', () => {
    const { zoom, center } = fitBounds(places, 360, 224, 28, 18);
    const spans = (z: number) => {
      const pts = places.map((p) => project(p, z));
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
    };
    expect(zoom).toBe(13);
    expect(spans(zoom).w).toBeLessThanOrEqual(360 - 56);
    expect(spans(zoom).h).toBeLessThanOrEqual(224 - 56);
    expect(spans(zoom + 1).h).toBeGreaterThan(224 - 56);
    // Centred on the middle of the places' box.
    const mid = unproject(center, 0);
    expect(mid.lat).toBeCloseTo((5.2 + 5.215) / 2, 4);
    expect(mid.lng).toBeCloseTo((-3.742 + -3.735) / 2, 6);
  });

  it('never goes beyond the zoom it is given, nor the map’s bounds', () => {
    expect(fitBounds(places, 360, 224, 28, 12).zoom).toBe(12);
    // One place twice: no span, any zoom fits.
    expect(fitBounds([BASSAM, BASSAM], 360, 224, 28, 16).zoom).toBe(16);
    // The whole world in a small view.
    const world = [
      { lat: 60, lng: -170 },
      { lat: -60, lng: 170 },
    ];
    expect(fitBounds(world, 360, 224, 28, 16).zoom).toBe(MIN_ZOOM);
    expect(fitBounds(places, 4000, 4000, 0, 30).zoom).toBeLessThanOrEqual(MAX_ZOOM);
  });

  it('holds the smallest zoom when the view is no wider than its padding (a hidden map)', () => {
    expect(fitBounds(places, 0, 0, 28, 16).zoom).toBe(MIN_ZOOM);
    expect(fitBounds([BASSAM, BASSAM], 40, 40, 28, 16).zoom).toBe(MIN_ZOOM);
  });
});

describe('zoomAround', () => {
  it('keeps the place under the cursor where it is', () => {
    const center = project(BASSAM, 0);
    const offset = { x: 100, y: -60 };
    const under = (c: typeof center, z: number) => ({
      x: c.x + offset.x / 2 ** z,
      y: c.y + offset.y / 2 ** z,
    });
    const before = under(center, 13);
    const after = under(zoomAround(center, 13, 15, offset), 15);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('leaves the centre alone when zooming on it', () => {
    const center = { x: 120, y: 130 };
    expect(zoomAround(center, 10, 12, { x: 0, y: 0 })).toEqual(center);
  });
});
