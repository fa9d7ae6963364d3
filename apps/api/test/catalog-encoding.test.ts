// @stores sqlite: compression and ETags of answers: the HTTP layer
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { createBusiness } from './helpers/business.ts';
import { bearer, createProduit, createUser, createVille, login } from './helpers/factories.ts';

// The catalog reads a phone on 3G makes on every visit: compressed as it asks, and not sent
// again at all when its copy is still right.
let t: TestApp;
let token: string;
let businessId: number;
let ownerToken: string;
let firstProduitId: number;

beforeAll(async () => {
  t = await buildTestApp({ menuCacheMs: 60_000, villesCacheMs: 60_000 });
  const ville = await createVille(t.database.db, 'Grand-Bassam');
  const business = await createBusiness(t.database.db, ville.id);
  businessId = business.id;
  // Enough products for a menu worth compressing.
  for (let i = 0; i < 30; i++) {
    const p = await createProduit(t.database.db, businessId, {
      nom: `Plat du jour numéro ${i}`,
      prix: 1000 + i,
    });
    firstProduitId ??= p.id;
  }
  ownerToken = await login(t.app, business.owner);
  token = await login(t.app, await createUser(t.database.db, 'CLIENT', { villeId: ville.id }));
});
afterAll(() => t.close());

const reads = () => [
  { url: '/api/villes', auth: {} },
  { url: '/api/entreprises/ville/grand-bassam', auth: bearer(token) },
  { url: `/api/produits/entreprise_prod_cate/${businessId}`, auth: bearer(token) },
];

describe('catalog reads', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('with Accept-Encoding "%s" come as %s and decode to the same JSON', async (accept, expected) => {
    const menu = reads()[2]!;
    const plain = await t.app.inject({ method: 'GET', url: menu.url, headers: menu.auth });
    // The first read makes the encoding; the next ones, from a warm cache, send what was made.
    for (let round = 0; round < 3; round++) {
      const res = await t.app.inject({
        method: 'GET',
        url: menu.url,
        headers: { ...menu.auth, 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const body =
        expected === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : expected === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
      if (expected) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('answer 304 without a body to a client whose copy is current, and 200 once it changed', async () => {
    for (const { url, auth } of reads()) {
      const first = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toMatch(/max-age|no-cache/);
      const again = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      const weak = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...auth, 'if-none-match': `W/${etag}` },
      });
      expect(weak.statusCode, url).toBe(304);
      const other = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...auth, 'if-none-match': '"autre"' },
      });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it('give a changed menu a new ETag at once', async () => {
    const { url, auth } = reads()[2]!;
    const before = await t.app.inject({ method: 'GET', url, headers: auth });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/produits/${firstProduitId}`,
      headers: bearer(ownerToken),
      payload: { disponible: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      after.json<Array<{ id: number; disponible: boolean }>>().find((p) => p.id === firstProduitId),
    ).toMatchObject({
      disponible: false,
    });
  });

  it('from warm caches name a city however the path writes it, and still refuse what is unknown', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const expected = (await get('/api/entreprises/ville/grand-bassam')).json<unknown[]>();
    expect(expected.length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) {
      for (const name of [
        'Grand-Bassam',
        'GRAND-BASSAM',
        ' grand-bassam ',
        encodeURIComponent('Grand-Bassam'),
      ]) {
        const res = await get(`/api/entreprises/ville/${name}`);
        expect(res.statusCode, name).toBe(200);
        expect(res.json(), name).toEqual(expected);
      }
      expect((await get('/api/entreprises/ville/atlantis')).statusCode).toBe(404);
      expect((await get('/api/produits/entreprise_prod_cate/999999')).statusCode).toBe(404);
    }
    // Without a session, the warm path answers nothing either.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/entreprises/ville/grand-bassam' });
    expect(anonymous.statusCode).toBe(401);
  });
});
