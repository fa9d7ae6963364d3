import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { businessOwner } from './helpers/business.ts';
import { createUser, type TestUser } from './helpers/factories.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Spec part 2 §9 and the dashboard cards: figures over a hand-built data set whose sums are known,
// with orders on the very edges of the range (00:00:00.000 and 23:59:59.999 UTC).
let t: TestApp;
let m: Market;
let business: { id: number; headers: Record<string, string> };
let clients: TestUser[];

const MIN = 60_000;
const at = (iso: string) => new Date(iso);

async function order(o: {
  createdAt: string;
  statut: OrderStatus;
  total: number;
  fraisLivraison?: number;
  client: number;
  quantites?: number[];
  deliveredAfterMin?: number;
  note?: number;
}) {
  const createdAt = at(o.createdAt);
  const id = await insertOrder(t.database.db, {
    entrepriseId: business.id,
    clientId: clients[o.client]!.id,
    villeId: m.ville.id,
    createdAt,
    statut: o.statut,
    total: o.total,
    fraisLivraison: o.fraisLivraison ?? 500,
    quantites: o.quantites ?? [1],
    livreeAt:
      o.deliveredAfterMin === undefined ? null : new Date(createdAt.getTime() + o.deliveredAfterMin * MIN),
  });
  if (o.note !== undefined) {
    await t.database.db
      .insertInto('avis')
      .values({
        commandeId: id,
        clientId: clients[o.client]!.id,
        entrepriseId: business.id,
        livreurId: null,
        note: o.note,
        noteLivreur: null,
        commentaire: null,
        createdAt: new Date(),
      })
      .execute();
  }
  return id;
}

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  const owner = await businessOwner(t.app, t.database.db, m.ville.id, { nom: 'Maquis des chiffres' });
  business = { id: owner.entreprise.id, headers: owner.headers };
  clients = await Promise.all(
    [0, 1, 2].map(() => createUser(t.database.db, 'CLIENT', { villeId: m.ville.id })),
  );
  // In the range 2025-03-10 … 2025-03-12:
  await order({
    createdAt: '2025-03-10T00:00:00.000Z',
    statut: 'LIVREE',
    total: 3500,
    client: 0,
    quantites: [2, 1],
    deliveredAfterMin: 30,
    note: 4,
  });
  await order({ createdAt: '2025-03-10T12:00:00.000Z', statut: 'ANNULEE', total: 2000, client: 1 });
  await order({
    createdAt: '2025-03-11T08:00:00.000Z',
    statut: 'EN_ATTENTE_ENTREPRISE',
    total: 1500,
    client: 0,
  });
  await order({ createdAt: '2025-03-11T09:00:00.000Z', statut: 'EN_LIVRAISON', total: 2500, client: 2 });
  await order({ createdAt: '2025-03-12T10:00:00.000Z', statut: 'ACCEPTEE', total: 1800, client: 0 });
  await order({
    createdAt: '2025-03-12T23:59:59.999Z',
    statut: 'LIVREE',
    total: 5500,
    fraisLivraison: 700,
    client: 1,
    quantites: [3],
    deliveredAfterMin: 50,
    note: 5,
  });
  // Just outside it:
  await order({
    createdAt: '2025-03-09T23:59:59.999Z',
    statut: 'LIVREE',
    total: 10_500,
    client: 2,
    quantites: [4],
    deliveredAfterMin: 10,
    note: 1,
  });
  await order({
    createdAt: '2025-03-13T00:00:00.000Z',
    statut: 'LIVREE',
    total: 9500,
    client: 2,
    quantites: [5],
    deliveredAfterMin: 25,
  });
  // Today, whatever the range:
  await insertOrder(t.database.db, {
    entrepriseId: business.id,
    clientId: clients[0]!.id,
    villeId: m.ville.id,
  });
});
afterAll(() => t.close());

const get = (query = '', headers = business.headers, id: number | string = business.id) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${id}/stats${query}`, headers });
const stats = async (query = '', headers = business.headers, id = business.id) => {
  const res = await get(query, headers, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusinessStats>();
};

describe('GET /api/entreprises/:id/stats', () => {
  it('counts the orders placed in the range, edges included, and money of delivered ones only', async () => {
    expect(await stats('?from=2025-03-10&to=2025-03-12')).toEqual({
      commandes: 6,
      chiffreAffaires: 3000 + 4800,
      panierMoyen: 3900,
      articlesVendus: 3 + 3,
      enAttente: 2,
      enLivraison: 1,
      livrees: 2,
      annulees: 1,
      clientsUniques: 3,
      tempsMoyenMinutes: 40,
      evaluation: 4.5,
      nombreAvis: 2,
      commandesAujourdhui: 1,
      parJour: [
        { date: '2025-03-10', commandes: 2, revenu: 3000 },
        { date: '2025-03-11', commandes: 2, revenu: 0 },
        { date: '2025-03-12', commandes: 2, revenu: 4800 },
      ],
    });
  });

  it('gives every day of the range, empty days at 0', async () => {
    const s = await stats('?from=2025-03-08&to=2025-03-10');
    expect(s.parJour).toEqual([
      { date: '2025-03-08', commandes: 0, revenu: 0 },
      { date: '2025-03-09', commandes: 1, revenu: 10_000 },
      { date: '2025-03-10', commandes: 2, revenu: 3000 },
    ]);
    expect(s).toMatchObject({
      commandes: 3,
      chiffreAffaires: 13_000,
      livrees: 2,
      panierMoyen: 6500,
      articlesVendus: 7,
    });
    expect(s).toMatchObject({ evaluation: 2.5, nombreAvis: 2, tempsMoyenMinutes: 20, clientsUniques: 3 });
  });

  it('covers all time without a range, with no daily chart', async () => {
    expect(await stats()).toEqual({
      commandes: 9,
      chiffreAffaires: 3000 + 4800 + 10_000 + 9000,
      panierMoyen: Math.round(26_800 / 4),
      articlesVendus: 3 + 3 + 4 + 5,
      enAttente: 3,
      enLivraison: 1,
      livrees: 4,
      annulees: 1,
      clientsUniques: 3,
      // (30 + 50 + 10 + 25) / 4 = 28.75
      tempsMoyenMinutes: 29,
      // (4 + 5 + 1) / 3 = 3.33…
      evaluation: 3.3,
      nombreAvis: 3,
      commandesAujourdhui: 1,
      parJour: [],
    });
    expect((await stats('?from=2025-03-12')).parJour).toEqual([]);
    expect((await stats('?to=2025-03-12')).commandes).toBe(7);
  });

  it('answers zeros and nulls for a range without orders, and one day for from = to', async () => {
    expect(await stats('?from=2024-01-01&to=2024-01-01')).toEqual({
      commandes: 0,
      chiffreAffaires: 0,
      panierMoyen: 0,
      articlesVendus: 0,
      enAttente: 0,
      enLivraison: 0,
      livrees: 0,
      annulees: 0,
      clientsUniques: 0,
      tempsMoyenMinutes: null,
      evaluation: null,
      nombreAvis: 0,
      commandesAujourdhui: 1,
      parJour: [{ date: '2024-01-01', commandes: 0, revenu: 0 }],
    });
  });

  it('draws no chart past 366 days, and crosses a leap day', async () => {
    expect((await stats('?from=2023-03-01&to=2025-03-12')).parJour).toEqual([]);
    const leap = await stats('?from=2024-02-28&to=2024-03-01');
    expect(leap.parJour.map((d) => d.date)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('is the business’s own: another business 403, clients and couriers 403, anonymous 401; admins read it', async () => {
    for (const who of [m.owner, m.client, m.courier]) {
      expectRefusal(await get('', who.headers), 403, MSG.forbidden);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/entreprises/${business.id}/stats` });
    expect(anonymous.statusCode).toBe(401);
    expect((await stats('?from=2025-03-10&to=2025-03-12', m.admin.headers)).chiffreAffaires).toBe(7800);
    expectRefusal(await get('', m.admin.headers, 999999), 404, MSG.entrepriseNotFound);
  });

  it.each([
    ['from=2025-13-01', 'La date de début est invalide (aaaa-mm-jj).'],
    ['from=2025-02-30', 'La date de début est invalide (aaaa-mm-jj).'],
    ['from=1999-12-31', 'La date de début est invalide (aaaa-mm-jj).'],
    ['to=10/03/2025', 'La date de fin est invalide (aaaa-mm-jj).'],
    ['to=3000-01-01', 'La date de fin est invalide (aaaa-mm-jj).'],
    ['from=2025-03-12&to=2025-03-10', 'La date de début doit précéder la date de fin.'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    expectRefusal(await get(`?${query}`), 400, message);
  });

  it('refuses malformed and huge business ids with 400', async () => {
    for (const id of ['abc', '0', '99999999999999999999']) {
      expectRefusal(await get('', business.headers, id), 400, MSG.notFound);
    }
  });
});
