// @files s3: a city's photo is stored, replaced and deleted with the city
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { villeSchema } from '@comoe/shared/schemas/catalog';
import type { VilleDetail } from '@comoe/shared/schemas/villes';
import type { FastifyInstance } from 'fastify';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { storedFiles } from './helpers/stored-files.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createEntreprise, createUser, createVille } from './helpers/factories.ts';
import { multipart, pngImage, isWebp, noisyJpeg, type Part } from './helpers/multipart.ts';
import { insertOrder } from './helpers/orders.ts';

// Cities (issue 9): multipart create and edit with a photo judged by its bytes, names unique
// whatever their case and accents, deletion refused while in use; the cached list follows.
const TTL = 400;
let t: TestApp;
let sibling: FastifyInstance;
let api: ReturnType<typeof calls>;
let admin: SignedIn;

const send = (method: 'POST' | 'PUT', url: string, parts: Part[], app = t.app) => {
  const body = multipart(parts);
  return app.inject({ method, url, headers: { ...admin.headers, ...body.headers }, payload: body.payload });
};
const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, data]) => ({ name, data }));
const photo = async (): Promise<Part> => ({
  name: 'photo',
  data: await pngImage(),
  filename: 'ville.png',
  contentType: 'image/png',
});
const list = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/villes' })).json<VilleDetail[]>();
const files = () => storedFiles(t);

beforeAll(async () => {
  t = await buildTestApp({ villesCacheMs: TTL });
  sibling = await buildSibling(t);
  api = calls(t.app);
  const bassam = await createVille(t.database.db, 'Bassam');
  admin = await signedIn(t, 'ADMIN', bassam.id);
});
afterAll(async () => {
  await sibling.close();
  await t.close();
});

describe(`POST /api/villes (${store})`, () => {
  it('creates a city with its photo stored as WebP, shown at once in GET /api/villes', async () => {
    expect((await list()).map((v) => v.nom)).toEqual(['Bassam']);
    const res = await send('POST', '/api/villes', [
      ...fields({ nom: '  Grand-Bassam Plage ', fraisBase: '750' }),
      await photo(),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const ville = res.json<VilleDetail>();
    expect(ville).toMatchObject({
      nom: 'Grand-Bassam Plage',
      fraisBase: 750,
      latitude: 5.3367,
      longitude: -4.0083,
    });
    expect(ville.photoUrl).toMatch(/^\/uploads\/villes\/[\w-]+\.webp$/);
    expect(isWebp((await files().read(ville.photoUrl!))!)).toBe(true);
    const now = await list();
    expect(now.find((v) => v.id === ville.id)).toEqual(ville);
    // What the public pages parse still parses.
    expect(villeSchema.array().parse(now)).toHaveLength(2);
  });

  it('takes the defaults: no photo, 500 FCFA, the default position; given coordinates are kept', async () => {
    const res = await send('POST', '/api/villes', [
      ...fields({ nom: 'Noé', fraisBase: '', latitude: '5.12', longitude: '-2.9' }),
      { name: 'photo', data: '', filename: '', contentType: 'application/octet-stream' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nom: 'Noé',
      photoUrl: null,
      fraisBase: 500,
      latitude: 5.12,
      longitude: -2.9,
    });
  });

  it('refuses a name taken whatever its case, accents and spaces, also two at once', async () => {
    for (const nom of ['BASSAM', 'noe', ' Grand-bassam   plage']) {
      const res = await send('POST', '/api/villes', fields({ nom }));
      expect([res.statusCode, res.json()], nom).toEqual([409, { message: ADMIN_MSG.villeNomTaken }]);
    }
    const both = await Promise.all([
      send('POST', '/api/villes', fields({ nom: 'Adiaké' })),
      send('POST', '/api/villes', fields({ nom: 'ADIAKE' })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad input in French: no name, bad fee or coordinates, NUL, not an image, too big, not multipart', async () => {
    const bad = async (parts: Part[], message: string, status = 400) => {
      const res = await send('POST', '/api/villes', parts);
      expect([res.statusCode, res.json()], JSON.stringify(parts.map((p) => p.name))).toEqual([
        status,
        { message },
      ]);
    };
    await bad(fields({ fraisBase: '500' }), ADMIN_MSG.villeNomRequired);
    await bad(fields({ nom: '   ' }), ADMIN_MSG.villeNomRequired);
    await bad(fields({ nom: 'Ville\u0000' }), ADMIN_MSG.textControlChars);
    for (const fraisBase of ['-1', '12.5', 'cinq cents', '1000000']) {
      await bad(fields({ nom: 'Samo', fraisBase }), ADMIN_MSG.villeFraisInvalid);
    }
    await bad(fields({ nom: 'Samo', latitude: '91' }), MSG.latitudeInvalid);
    await bad(fields({ nom: 'Samo', longitude: 'est' }), MSG.longitudeInvalid);
    await bad(
      [
        ...fields({ nom: 'Samo' }),
        { name: 'photo', data: 'pas une image', filename: 'x.png', contentType: 'image/png' },
      ],
      MSG.fileNotImage,
    );
    const huge = await noisyJpeg(2600, 2600);
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    await bad(
      [
        ...fields({ nom: 'Samo' }),
        { name: 'photo', data: huge, filename: 'x.jpg', contentType: 'image/jpeg' },
      ],
      MSG.payloadTooLarge,
      413,
    );
    const json = await api.post('/api/villes', admin.headers, { nom: 'Samo' });
    expect([json.statusCode, json.json()]).toEqual([400, { message: ADMIN_MSG.villeFormMultipart }]);
    expect((await list()).some((v) => v.nom === 'Samo')).toBe(false);
  });
});

describe(`PUT and DELETE /api/villes/{id} (${store})`, () => {
  it('edits the given fields only and replaces the photo, deleting the old file', async () => {
    const created = (
      await send('POST', '/api/villes', [...fields({ nom: 'Ayamé' }), await photo()])
    ).json<VilleDetail>();
    const res = await send('PUT', `/api/villes/${created.id}`, [
      ...fields({ nom: '', fraisBase: '900' }),
      await photo(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<VilleDetail>();
    expect(edited).toMatchObject({ id: created.id, nom: 'Ayamé', fraisBase: 900 });
    expect(edited.photoUrl).not.toBe(created.photoUrl);
    expect(await files().exists(created.photoUrl!)).toBe(false);
    expect(await files().exists(edited.photoUrl!)).toBe(true);
    const renamed = await send('PUT', `/api/villes/${created.id}`, fields({ nom: 'Ayamé Barrage' }));
    expect(renamed.json()).toMatchObject({ nom: 'Ayamé Barrage', fraisBase: 900, photoUrl: edited.photoUrl });
    // Its own name, written differently, is not a duplicate; another city's is.
    expect(
      (await send('PUT', `/api/villes/${created.id}`, fields({ nom: 'AYAME barrage' }))).statusCode,
    ).toBe(200);
    expect((await send('PUT', `/api/villes/${created.id}`, fields({ nom: 'bassam' }))).statusCode).toBe(409);
    expect((await send('PUT', '/api/villes/999999', fields({ fraisBase: '1' }))).json()).toEqual({
      message: MSG.villeNotFound,
    });
  });

  it('deletes an unused city (204) with its photo', async () => {
    const created = (
      await send('POST', '/api/villes', [...fields({ nom: 'Éphémère' }), await photo()])
    ).json<VilleDetail>();
    const res = await api.del(`/api/villes/${created.id}`, admin.headers);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await list()).some((v) => v.id === created.id)).toBe(false);
    expect(await files().exists(created.photoUrl!)).toBe(false);
    expect((await api.del(`/api/villes/${created.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses to delete a city still in use, saying how many', async () => {
    const ville = await createVille(t.database.db, 'Aboisso');
    const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId: ville.id });
    const client = await createUser(t.database.db, 'CLIENT', { villeId: ville.id });
    const e = await createEntreprise(t.database.db, owner);
    await insertOrder(t.database.db, { entrepriseId: e.id, clientId: client.id, villeId: ville.id });
    const res = await api.del(`/api/villes/${ville.id}`, admin.headers);
    expect([res.statusCode, res.json()]).toEqual([409, { message: ADMIN_MSG.villeInUse(1, 2, 1) }]);
    const still = await t.database.db.selectFrom('villes').select('id').where('id', '=', ville.id).execute();
    expect(still).toHaveLength(1);
  });
});

describe(`the cities cache with two processes (${store})`, () => {
  it('shows a write at once on its process and within the cache’s lifetime on the other', async () => {
    const before = (await list(sibling)).length;
    const res = await send('POST', '/api/villes', fields({ nom: 'Mafia' }));
    expect(res.statusCode).toBe(201);
    expect((await list()).length).toBe(before + 1);
    expect((await list(sibling)).length).toBe(before);
    await new Promise((r) => setTimeout(r, TTL + 50));
    expect((await list(sibling)).length).toBe(before + 1);
  });
});
