import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

// Issue 22 §1 (design §13): the map the client follows his courier on (commandes/suivi.test.ts):
// its tiles, their attribution, and the pages' CSP that lets them load.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/carte/config and the pages’ CSP', () => {
  it('names OpenStreetMap’s tiles and their attribution by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carte/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ tuileUrl: string; attribution: string }>();
    expect(body.tuileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(body.attribution).toContain('OpenStreetMap');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    );
  });

  it('refuses a MAP_TILE_URL that is not an http(s) tile template', () => {
    for (const url of [
      'javascript:alert(1)//{z}{x}{y}',
      'https://tiles.example/carte.png',
      'data:image/png,{z}{x}{y}',
    ]) {
      expect(
        () => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, MAP_TILE_URL: url }),
        url,
      ).toThrow(/MAP_TILE_URL/);
    }
    const ok = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
    });
    expect(ok.mapTiles.url).toBe('https://{s}.tiles.example/{z}/{x}/{y}.png');
  });

  it('follows MAP_TILE_URL, whose origin alone the pages may load pictures from', async () => {
    const other = await buildTestApp({
      mapTiles: { url: 'http://127.0.0.1:4999/tuiles/{z}/{x}/{y}.png', attribution: 'Tuiles de test' },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/carte/config' });
      expect(res.json()).toEqual({
        tuileUrl: 'http://127.0.0.1:4999/tuiles/{z}/{x}/{y}.png',
        attribution: 'Tuiles de test',
      });
      const csp = (await other.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
      expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:4999/);
      expect(csp).not.toContain('openstreetmap');
      // API answers keep their closed policy.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await other.close();
    }
  });
});
