import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { RechercheResult } from '@comoe/shared/schemas/recherche';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { createBusiness } from './helpers/business.ts';
import { bearer, createProduit, createUser, createVille, login } from './helpers/factories.ts';

// The city page's dish and product search (issue 11): accents and case ignored, one city only,
// open and listed businesses only, grouped by business with available products first.
let t: TestApp;
let token: string;
let maquis: { id: number };
let boutique: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const bassam = await createVille(db, 'Bassam');
  const adiake = await createVille(db, 'Adiaké');

  maquis = await createBusiness(db, bassam.id, {
    nom: 'Maquis Le Wharf',
  });
  await createProduit(db, maquis.id, { nom: 'Attiéké poisson', prix: 2500 });
  await createProduit(db, maquis.id, { nom: 'Garba', prix: 1000 });
  await createProduit(db, maquis.id, { nom: 'ATTIÉKÉ POULET', prix: 3000, disponible: false });

  boutique = await createBusiness(db, bassam.id, {
    nom: 'Supérette du Port',
    type: 'SUPERMARCHE',
  });
  const sachet = await createProduit(db, boutique.id, { nom: 'Sachet de riz' });
  // A description written after the insert still counts (the database keeps the folded text).
  await db
    .updateTable('produits')
    .set({ description: "Pour l'attiéké maison" })
    .where('id', '=', sachet.id)
    .execute();

  const fermee = await createBusiness(db, bassam.id, {
    nom: 'Maquis Fermé',
  });
  await db.updateTable('entreprises').set({ ouverte: false }).where('id', '=', fermee.id).execute();
  await createProduit(db, fermee.id, { nom: 'Attiéké fermé' });

  const incomplete = await createBusiness(db, bassam.id, {
    nom: 'Sans photo',
    complete: false,
  });
  await createProduit(db, incomplete.id, { nom: 'Attiéké caché' });

  const ailleurs = await createBusiness(db, adiake.id, {
    nom: 'Chez Tantie Adiaké',
  });
  await createProduit(db, ailleurs.id, { nom: 'Attiéké d’Adiaké' });

  token = await login(t.app, await createUser(db, 'CLIENT', { villeId: bassam.id }));
});
afterAll(() => t.close());

const search = (ville: string, q: string, withToken = true) =>
  t.app.inject({
    method: 'GET',
    url: `/api/villes/${encodeURIComponent(ville)}/recherche?q=${encodeURIComponent(q)}`,
    ...(withToken ? { headers: bearer(token) } : {}),
  });

const names = (body: RechercheResult) =>
  body.entreprises.map((e) => [e.nom, e.produits.map((p) => p.nom)] as const);

describe('GET /api/villes/:ville/recherche', () => {
  it.each(['attieke', 'ATTIÉKÉ', 'Attiéké', '  attiéke '])(
    'finds %j whatever its accents and case',
    async (q) => {
      const res = await search('bassam', q);
      expect(res.statusCode).toBe(200);
      const body = res.json<RechercheResult>();
      // Available first: the poulet, out of stock, comes last, flagged.
      expect(names(body)).toEqual([
        ['Maquis Le Wharf', ['Attiéké poisson', 'ATTIÉKÉ POULET']],
        ['Supérette du Port', ['Sachet de riz']],
      ]);
      expect(names(body)).not.toContainEqual(expect.arrayContaining(['Maquis Fermé']));
      const wharf = body.entreprises[0]!;
      expect(wharf.id).toBe(maquis.id);
      expect(wharf.produits.map((p) => p.disponible)).toEqual([true, false]);
      expect(wharf.produits[0]).toMatchObject({ prix: 2500, photo: null, description: null });
      expect(body.total).toBe(3);
    },
  );

  it('orders groups by where their first available product falls', async () => {
    const body = (await search('bassam', 'poulet')).json<RechercheResult>();
    expect(names(body)).toEqual([['Maquis Le Wharf', ['ATTIÉKÉ POULET']]]);
  });

  it('needs every word of the query', async () => {
    expect(names((await search('bassam', 'attieke poisson')).json())).toEqual([
      ['Maquis Le Wharf', ['Attiéké poisson']],
    ]);
    expect((await search('bassam', 'attieke pizza')).json()).toEqual({ total: 0, entreprises: [] });
  });

  it('keeps to the city asked, named with or without accents', async () => {
    const body = (await search('ADIAKÉ', 'attieke')).json<RechercheResult>();
    expect(names(body)).toEqual([['Chez Tantie Adiaké', ['Attiéké d’Adiaké']]]);
  });

  it('treats % and _ as letters', async () => {
    expect((await search('bassam', '%%')).json()).toEqual({ total: 0, entreprises: [] });
    expect((await search('bassam', '__')).json()).toEqual({ total: 0, entreprises: [] });
  });

  it.each([
    ['', MSG.searchTooShort],
    ['a', MSG.searchTooShort],
    ['  é ', MSG.searchTooShort],
    ['x'.repeat(61), MSG.searchTooLong],
  ])('refuses %j in French', async (q, message) => {
    const res = await search('bassam', q);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a request without q', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/villes/bassam/recherche',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.searchTooShort });
  });

  it('answers 404 for an unknown city and 401 without a session', async () => {
    const unknown = await search('Atlantis', 'garba');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.cityUnknown });
    expect((await search('bassam', 'garba', false)).statusCode).toBe(401);
  });

  it('sees a renamed product under its new name', async () => {
    await t.database.db.updateTable('produits').set({ nom: 'Alloco' }).where('nom', '=', 'Garba').execute();
    expect(names((await search('bassam', 'alloco')).json())).toEqual([['Maquis Le Wharf', ['Alloco']]]);
    expect((await search('bassam', 'garba')).json()).toEqual({ total: 0, entreprises: [] });
  });
});
