import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { CLIENT_SORT_KEYS, type AdminClient } from '@comoe/shared/schemas/admin-clients';
import { buildTestApp, expectRefusal, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createEntreprise, createUser, createVille } from './helpers/factories.ts';
import { insertOrder } from './helpers/orders.ts';

// The clients table (issue 20 §3): orders, spend (delivered only) and last order kept by the
// triggers of migration 010, the folded search, whitelisted sorts, and the account status.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const c: Record<'eleonore' | 'therese' | 'zoe', number> = { eleonore: 0, therese: 0, zoe: 0 };
let bonouaId = 0;
let cancelledId = '';

type Page = { content: AdminClient[]; totalElements: number };

async function rename(
  id: number,
  prenom: string,
  nom: string,
  telephone: string,
  email: string | null = null,
) {
  await t.database.db
    .updateTable('utilisateurs')
    .set({ prenom, nom, telephone, email })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  const db = t.database.db;
  const bassam = await createVille(db, 'Bassam');
  const bonoua = await createVille(db, 'Bonoua');
  bonouaId = bonoua.id;
  admin = await signedIn(t, 'ADMIN', bassam.id);
  const owner = await createUser(db, 'ENTREPRISE', { villeId: bassam.id });
  const shop = await createEntreprise(db, owner);
  const client = async (villeId: number, registered: string, statut?: 'INACTIF') => {
    const u = await createUser(db, 'CLIENT', { villeId, ...(statut ? { statut } : {}) });
    await db
      .updateTable('utilisateurs')
      .set({ createdAt: new Date(registered) })
      .where('id', '=', u.id)
      .execute();
    return u.id;
  };
  c.eleonore = await client(bassam.id, '2025-01-10T08:00:00.000Z');
  c.therese = await client(bonoua.id, '2025-02-10T08:00:00.000Z');
  c.zoe = await client(bassam.id, '2025-03-10T08:00:00.000Z', 'INACTIF');
  await rename(c.eleonore, 'Éléonore', 'Kouassi', '0722000001', 'eleonore.k@example.ci');
  await rename(c.therese, 'Thérèse', 'Yao', '0722000002');
  await rename(c.zoe, 'Zoé', 'Bamba', '0722000003');

  const order = (
    clientId: number,
    statut: 'LIVREE' | 'ANNULEE' | 'EN_ATTENTE_ENTREPRISE',
    total: number,
    at: string,
  ) =>
    insertOrder(db, {
      entrepriseId: shop.id,
      clientId,
      villeId: bassam.id,
      statut,
      total,
      createdAt: new Date(at),
    });
  await order(c.eleonore, 'LIVREE', 3000, '2026-10-01T10:00:00.000Z');
  await order(c.eleonore, 'LIVREE', 5500, '2026-10-05T10:00:00.000Z');
  cancelledId = await order(c.eleonore, 'ANNULEE', 2000, '2026-10-09T10:00:00.000Z');
  await order(c.therese, 'EN_ATTENTE_ENTREPRISE', 4000, '2026-09-01T10:00:00.000Z');
});

afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const res = await api.get(`/api/admin/clients${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const ids = (page: Page) => page.content.map((r) => r.id);

describe(`GET /api/admin/clients (${store})`, () => {
  it('lists clients only, newest first, with orders, delivered spend and last order', async () => {
    const page = await list();
    expect(ids(page)).toEqual([c.zoe, c.therese, c.eleonore]);
    expect(page.totalElements).toBe(3);
    const eleonore = page.content.find((r) => r.id === c.eleonore);
    expect(eleonore).toMatchObject({
      prenom: 'Éléonore',
      nom: 'Kouassi',
      telephone: '0722000001',
      email: 'eleonore.k@example.ci',
      ville: 'Bassam',
      statut: 'ACTIF',
      commandesTotal: 3,
      // Delivered orders only: the cancelled 2,000 is not spent.
      depenseTotale: 8500,
      derniereCommande: '2026-10-09T10:00:00.000Z',
      dateInscription: '2025-01-10T08:00:00.000Z',
    });
    expect(page.content.find((r) => r.id === c.therese)).toMatchObject({
      commandesTotal: 1,
      depenseTotale: 0,
    });
    expect(page.content.find((r) => r.id === c.zoe)).toMatchObject({
      commandesTotal: 0,
      depenseTotale: 0,
      derniereCommande: null,
      statut: 'INACTIF',
    });
  });

  it('keeps the figures as orders move and go', async () => {
    const db = t.database.db;
    await db.updateTable('commandes').set({ statut: 'LIVREE' }).where('id', '=', cancelledId).execute();
    let row = (await list()).content.find((r) => r.id === c.eleonore);
    expect(row).toMatchObject({ commandesTotal: 3, depenseTotale: 10_500 });
    await db.updateTable('commandes').set({ statut: 'ANNULEE' }).where('id', '=', cancelledId).execute();
    await db.deleteFrom('lignesCommande').where('commandeId', '=', cancelledId).execute();
    await db.deleteFrom('commandes').where('id', '=', cancelledId).execute();
    row = (await list()).content.find((r) => r.id === c.eleonore);
    expect(row).toMatchObject({
      commandesTotal: 2,
      depenseTotale: 8500,
      derniereCommande: '2026-10-05T10:00:00.000Z',
    });
  });

  it('filters by status and city, and pages', async () => {
    expect(ids(await list('?statut=INACTIF'))).toEqual([c.zoe]);
    expect(ids(await list(`?villeId=${bonouaId}`))).toEqual([c.therese]);
    const second = await list('?size=1&page=1');
    expect(ids(second)).toEqual([c.therese]);
    expect(second.totalElements).toBe(3);
  });

  it('finds a client whatever the case, the accents and the spaces of a phone', async () => {
    expect(ids(await list('?q=eleonore'))).toEqual([c.eleonore]);
    expect(ids(await list(`?q=${encodeURIComponent('ÉLÉONORE')}`))).toEqual([c.eleonore]);
    expect(ids(await list('?q=therese'))).toEqual([c.therese]);
    expect(ids(await list(`?q=${encodeURIComponent('07 22 00 00 01')}`))).toEqual([c.eleonore]);
    expect(ids(await list(`?q=${encodeURIComponent('yao thérèse')}`))).toEqual([c.therese]);
    expect(ids(await list('?q=example.ci'))).toEqual([c.eleonore]);
    expect(ids(await list('?q=0722'))).toHaveLength(3);
    expect((await list('?q=%25')).totalElements).toBe(0);
  });

  it('sorts by each column, both ways', async () => {
    // Ties go by id, in the same direction.
    expect(ids(await list('?sort=depenseTotale,desc'))).toEqual([c.eleonore, c.zoe, c.therese]);
    expect(ids(await list('?sort=commandesTotal,asc'))).toEqual([c.zoe, c.therese, c.eleonore]);
    expect(ids(await list('?sort=nom,asc'))).toEqual([c.zoe, c.eleonore, c.therese]);
    expect(ids(await list('?sort=prenom,desc'))).toEqual([c.zoe, c.therese, c.eleonore]);
    // Never ordered: last whichever way, on both stores.
    expect(ids(await list('?sort=derniereCommande,asc'))).toEqual([c.therese, c.eleonore, c.zoe]);
    expect(ids(await list('?sort=derniereCommande,desc'))).toEqual([c.eleonore, c.therese, c.zoe]);
    expect(ids(await list('?sort=ville,asc'))).toEqual([c.eleonore, c.zoe, c.therese]);
    expect(ids(await list('?sort=statut,desc'))[0]).toBe(c.zoe);
    expect(ids(await list('?sort=dateInscription,asc'))).toEqual([c.eleonore, c.therese, c.zoe]);
  });

  it('answers 400 in French to a bad sort, status, city or search', async () => {
    const sortMsg = ADMIN_MSG.sortInvalid(CLIENT_SORT_KEYS);
    expectRefusal(await api.get('/api/admin/clients?sort=motDePasseHash,asc', admin.headers), 400, sortMsg);
    expectRefusal(await api.get('/api/admin/clients?sort=nom,up', admin.headers), 400, sortMsg);
    expectRefusal(
      await api.get('/api/admin/clients?statut=BANNI', admin.headers),
      400,
      ADMIN_MSG.statutInvalid,
    );
    expectRefusal(
      await api.get('/api/admin/clients?villeId=abc', admin.headers),
      400,
      ADMIN_MSG.villeIdInvalid,
    );
    expectRefusal(
      await api.get('/api/admin/clients?villeId=-1', admin.headers),
      400,
      ADMIN_MSG.villeIdInvalid,
    );
    expectRefusal(
      await api.get(`/api/admin/clients?q=${'a'.repeat(101)}`, admin.headers),
      400,
      ADMIN_MSG.searchInvalid,
    );
  });

  it('deactivates and reactivates a client through the account status', async () => {
    const off = await api.put(`/api/admin/utilisateurs/${c.therese}/statut`, admin.headers, {
      statut: 'INACTIF',
      motif: 'Fraude constatée',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await list(`?villeId=${bonouaId}`)).content[0]?.statut).toBe('INACTIF');
    const on = await api.put(`/api/admin/utilisateurs/${c.therese}/statut`, admin.headers, {
      statut: 'ACTIF',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await list(`?villeId=${bonouaId}`)).content[0]?.statut).toBe('ACTIF');
  });

  it('answers 401 without a session and 403 to every other role (last: it adds a client)', async () => {
    expect((await api.get('/api/admin/clients')).statusCode).toBe(401);
    const ville = await createVille(t.database.db);
    for (const role of ['CLIENT', 'ENTREPRISE', 'LIVREUR'] as const) {
      const other = await signedIn(t, role, ville.id);
      expect((await api.get('/api/admin/clients', other.headers)).statusCode).toBe(403);
    }
  });
});
