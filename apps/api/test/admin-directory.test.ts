// @files s3: the directory shows the pictures of businesses and couriers it lists
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierGains } from '@comoe/shared/admin-finance';
import type { AdminEntreprise, AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import {
  createCategorieEntreprise,
  createEntreprise,
  createUser,
  createVille,
  pngBytes,
} from './helpers/factories.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// The businesses and couriers tables: server-side filters, whitelisted sorts, pages, and the
// running totals (orders, earnings) the triggers of migration 005 keep.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const e: Record<string, { id: number; ownerId: number }> = {};
const l: Record<string, number> = {};

type Page<T> = { content: T[]; totalElements: number };

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  const db = t.database.db;
  const bassam = await createVille(db, 'Bassam');
  const bonoua = await createVille(db, 'Bonoua');
  admin = await signedIn(t, 'ADMIN', bassam.id);
  const client = await createUser(db, 'CLIENT', { villeId: bassam.id });
  const categorie = await createCategorieEntreprise(db, 'Maquis');
  const business = async (
    name: string,
    nom: string,
    type: 'RESTAURANT' | 'BOUTIQUE' | 'PHARMACIE',
    villeId: number,
    registered: string,
    opts: { statut?: 'INACTIF'; prenom?: string } = {},
  ) => {
    const owner = await createUser(db, 'ENTREPRISE', { villeId, ...opts });
    // Incomplete, as a fresh sign-up: the test completes the one it wants complete.
    const { id } = await createEntreprise(db, owner, { nom, type, complete: false });
    await db
      .updateTable('entreprises')
      .set({ createdAt: new Date(registered) })
      .where('id', '=', id)
      .execute();
    e[name] = { id, ownerId: owner.id };
  };
  await business('alloco', 'Alloco Palace', 'RESTAURANT', bassam.id, '2025-01-10T08:00:00.000Z', {
    prenom: 'Awa',
  });
  await business('zed', 'boutique Zed', 'BOUTIQUE', bonoua.id, '2025-02-10T08:00:00.000Z', {
    statut: 'INACTIF',
  });
  await business('centrale', 'Pharmacie Centrale', 'PHARMACIE', bassam.id, '2025-03-10T23:59:59.999Z');
  await db
    .updateTable('entreprises')
    .set({ telephone: '0701020304', photoFacadeUrl: '/uploads/facade/a.webp', categorieId: categorie.id })
    .where('id', '=', e.alloco!.id)
    .execute();

  const courier = async (
    name: string,
    prenom: string,
    villeId: number,
    registered: string,
    statut?: 'INACTIF',
  ) => {
    const user = await createUser(db, 'LIVREUR', {
      villeId,
      prenom,
      verifie: false,
      ...(statut ? { statut } : {}),
    });
    await db
      .updateTable('livreurs')
      .set({ createdAt: new Date(registered) })
      .where('utilisateurId', '=', user.id)
      .execute();
    l[name] = user.id;
  };
  await courier('koffi', 'Koffi', bassam.id, '2025-01-05T10:00:00.000Z');
  await courier('ange', 'Ange', bonoua.id, '2025-02-05T10:00:00.000Z');
  await courier('yao', 'Yao', bassam.id, '2025-03-05T10:00:00.000Z', 'INACTIF');

  const order = (
    name: string,
    statut: 'LIVREE' | 'ANNULEE',
    total: number,
    frais: number,
    livreurId: number | null,
  ) =>
    insertOrder(db, {
      entrepriseId: e[name]!.id,
      clientId: client.id,
      villeId: bassam.id,
      statut,
      total,
      fraisLivraison: frais,
      livreurId,
    });
  await order('alloco', 'LIVREE', 5000, 500, l.koffi!);
  await order('alloco', 'LIVREE', 3000, 500, l.koffi!);
  await order('alloco', 'ANNULEE', 8000, 500, l.ange!);
  await order('centrale', 'LIVREE', 10000, 1000, l.ange!);
});
afterAll(() => t.close());

const entreprises = async (query = '') => {
  const res = await api.get(`/api/admin/entreprises${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<AdminEntreprise>>();
};
const livreurs = async (query = '') => {
  const res = await api.get(`/api/admin/livreurs${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<AdminLivreur>>();
};
const names = (p: Page<{ nom: string }>) => p.content.map((r) => r.nom);

describe(`GET /api/admin/entreprises (${store})`, () => {
  it('answers the spec’s columns, with totals of all orders and earnings of delivered ones', async () => {
    const page = await entreprises('?sort=nom,asc');
    expect(page.totalElements).toBe(3);
    expect(page.content[0]).toEqual({
      id: e.alloco!.id,
      nom: 'Alloco Palace',
      type: 'RESTAURANT',
      ville: 'Bassam',
      villeId: expect.any(Number) as number,
      telephone: '0701020304',
      utilisateurId: e.alloco!.ownerId,
      proprietaire: 'Awa entreprise',
      commandesTotal: 3,
      gainsTotaux: 4500 + 2500,
      statut: 'ACTIF',
      dateInscription: '2025-01-10T08:00:00.000Z',
      profilComplet: true,
    });
    const zed = page.content.find((r) => r.id === e.zed!.id)!;
    expect(zed).toMatchObject({ commandesTotal: 0, gainsTotaux: 0, statut: 'INACTIF', profilComplet: false });
  });

  it('filters by text, registration days (edges in), status and type', async () => {
    expect(names(await entreprises('?q=palace'))).toEqual(['Alloco Palace']);
    expect(names(await entreprises('?q=awa'))).toEqual(['Alloco Palace']);
    expect(names(await entreprises('?q=0701020304'))).toEqual(['Alloco Palace']);
    expect(names(await entreprises('?from=2025-02-10&to=2025-03-10&sort=dateInscription,asc'))).toEqual([
      'boutique Zed',
      'Pharmacie Centrale',
    ]);
    expect(names(await entreprises('?to=2025-03-09'))).toEqual(['boutique Zed', 'Alloco Palace']);
    expect(names(await entreprises('?statut=INACTIF'))).toEqual(['boutique Zed']);
    expect(names(await entreprises('?type=PHARMACIE&statut=ACTIF'))).toEqual(['Pharmacie Centrale']);
    expect((await entreprises('?q=nobody')).totalElements).toBe(0);
  });

  it('sorts on every whitelisted key, both ways, and pages', async () => {
    expect(names(await entreprises())).toEqual(['Pharmacie Centrale', 'boutique Zed', 'Alloco Palace']);
    expect(names(await entreprises('?sort=nom,asc'))).toEqual([
      'Alloco Palace',
      'boutique Zed',
      'Pharmacie Centrale',
    ]);
    expect(names(await entreprises('?sort=commandesTotal,desc'))).toEqual([
      'Alloco Palace',
      'Pharmacie Centrale',
      'boutique Zed',
    ]);
    expect(names(await entreprises('?sort=gainsTotaux,desc'))).toEqual([
      'Pharmacie Centrale',
      'Alloco Palace',
      'boutique Zed',
    ]);
    expect(names(await entreprises('?sort=ville,desc')).at(0)).toBe('boutique Zed');
    expect(names(await entreprises('?sort=type,asc'))).toEqual([
      'boutique Zed',
      'Pharmacie Centrale',
      'Alloco Palace',
    ]);
    expect(names(await entreprises('?sort=statut,desc')).at(0)).toBe('boutique Zed');
    const second = await entreprises('?sort=nom,asc&page=1&size=2');
    expect([names(second), second.totalElements]).toEqual([['Pharmacie Centrale'], 3]);
  });
});

describe(`GET /api/admin/livreurs (${store})`, () => {
  it('answers the spec’s columns: delivered orders and 15 % of their total', async () => {
    const page = await livreurs('?sort=prenom,asc');
    expect(page.content.map((r) => r.prenom)).toEqual(['Ange', 'Koffi', 'Yao']);
    expect(page.content[1]).toEqual({
      id: l.koffi,
      prenom: 'Koffi',
      nom: 'livreur',
      ville: 'Bassam',
      telephone: expect.any(String) as string,
      matricule: expect.any(String) as string,
      typeTransport: 'MOTO',
      coursesTotal: 2,
      gainsTotaux: courierGains(8000),
      evaluation: null,
      nombreAvis: 0,
      statut: 'ACTIF',
      isVerified: false,
      dateInscription: '2025-01-05T10:00:00.000Z',
    });
    expect(page.content[0]).toMatchObject({ coursesTotal: 1, gainsTotaux: 1500, ville: 'Bonoua' });
  });

  it('filters, sorts and pages on the server', async () => {
    const prenoms = (p: Page<AdminLivreur>) => p.content.map((r) => r.prenom);
    expect(prenoms(await livreurs('?q=koff'))).toEqual(['Koffi']);
    expect(prenoms(await livreurs('?statut=INACTIF'))).toEqual(['Yao']);
    expect(prenoms(await livreurs('?from=2025-02-05&to=2025-02-05'))).toEqual(['Ange']);
    expect(prenoms(await livreurs('?sort=gainsTotaux,desc'))).toEqual(['Ange', 'Koffi', 'Yao']);
    expect(prenoms(await livreurs('?sort=coursesTotal,desc'))).toEqual(['Koffi', 'Ange', 'Yao']);
    expect(prenoms(await livreurs('?sort=ville,asc')).at(-1)).toBe('Ange');
    expect(prenoms(await livreurs('?sort=dateInscription,asc&size=1&page=2'))).toEqual(['Yao']);
  });

  it('verifies a courier, and takes it back', async () => {
    const res = await api.put(`/api/admin/livreurs/${l.ange}/verification`, admin.headers, {
      isVerified: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: l.ange, isVerified: true, coursesTotal: 1 });
    expect((await livreurs('?sort=isVerified,desc')).content[0]!.id).toBe(l.ange);
    const withdrawn = { isVerified: false, motif: 'Permis expiré' };
    const off = await api.put(`/api/admin/livreurs/${l.ange}/verification`, admin.headers, withdrawn);
    expect(off.json()).toMatchObject({ isVerified: false });
    const notCourier = await api.put(`/api/admin/livreurs/${e.alloco!.ownerId}/verification`, admin.headers, {
      isVerified: true,
    });
    expect(notCourier.statusCode).toBe(404);
  });
});

describe(`running totals (${store})`, () => {
  const totals = async () => {
    const [biz, courier] = await Promise.all([entreprises('?q=centrale'), livreurs('?q=ange')]);
    return { ...pick(biz.content[0]!), courses: courier.content[0]!.coursesTotal };
  };
  const pick = (r: AdminEntreprise) => ({ commandes: r.commandesTotal, gains: r.gainsTotaux });

  it('follow an order out of LIVREE, back in, edited, and deleted', async () => {
    const [order] = await t.database.db
      .selectFrom('commandes')
      .select('id')
      .where('entrepriseId', '=', e.centrale!.id)
      .execute();
    const set = (patch: Record<string, unknown>) =>
      t.database.db.updateTable('commandes').set(patch).where('id', '=', order!.id).execute();
    expect(await totals()).toEqual({ commandes: 1, gains: 9000, courses: 1 });
    await set({ statut: 'ANNULEE' });
    expect(await totals()).toEqual({ commandes: 1, gains: 0, courses: 0 });
    await set({ statut: 'LIVREE' });
    await set({ total: 12000 });
    expect(await totals()).toEqual({ commandes: 1, gains: 11000, courses: 1 });
    await set({ essaisCodeClient: 3 });
    expect(await totals()).toEqual({ commandes: 1, gains: 11000, courses: 1 });
    await t.database.db.deleteFrom('lignesCommande').where('commandeId', '=', order!.id).execute();
    await t.database.db.deleteFrom('commandes').where('id', '=', order!.id).execute();
    expect(await totals()).toEqual({ commandes: 0, gains: 0, courses: 0 });
  });

  it('count a delivery made through the API in the transaction that marks it LIVREE', async () => {
    const m = await marketplace(t.app, t.database.db);
    const flow = courierFlow(t, await pngBytes());
    expect((await flow.setAvailable(m.courier.headers, { disponible: true })).statusCode).toBe(200);
    const id = await flow.pickedUp(m);
    const row = async () => ({
      biz: (await entreprises(`?q=${encodeURIComponent('Maquis de test')}`)).content[0]!,
      courier: (await livreurs(`?q=${m.courier.telephone}`)).content[0]!,
    });
    const before = await row();
    expect([before.biz.commandesTotal, before.biz.gainsTotaux, before.courier.coursesTotal]).toEqual([
      1, 0, 0,
    ]);
    expect((await flow.deliver(id, (await flow.codes(id)).codeClient, m.courier.headers)).json()).toEqual({
      statut: 'LIVREE',
    });
    const { total, fraisLivraison } = await t.database.db
      .selectFrom('commandes')
      .select(['total', 'fraisLivraison'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const after = await row();
    expect(after.biz.gainsTotaux).toBe(total - fraisLivraison);
    expect([after.courier.coursesTotal, after.courier.gainsTotaux]).toEqual([1, courierGains(total)]);
  });
});
