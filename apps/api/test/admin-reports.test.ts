import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, abidjanDay } from '@comoe/shared/periods';
import type { OrderStatus } from '@comoe/shared/enums';
import type { DashboardStats, Finances } from '@comoe/shared/schemas/admin';
import type { calls } from './helpers/admin.ts';
import { adminDesk, type SignedIn } from './helpers/admin.ts';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { createEntreprise, createUser } from './helpers/factories.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 9's definitions on a hand-built month: money = orders placed in the range AND LIVREE;
// totalCommandes = orders placed in the range, any status; edges 00:00:00.000 and 23:59:59.999.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const ids: Record<string, string> = {};
const accounts = { CLIENT: 0, ENTREPRISE: 0, LIVREUR: 0 };

const MARCH = 'startDate=2025-03-01&endDate=2025-03-31';

beforeAll(async () => {
  ({
    t,
    w: { api, admin },
  } = await appWith(adminDesk));
  const db = t.database.db;
  const ville = { id: admin.villeId };
  const client = await createUser(db, 'CLIENT', { villeId: ville.id, prenom: 'Aya' });
  const owner = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
  await createUser(db, 'LIVREUR', { villeId: ville.id });
  await createUser(db, 'LIVREUR', { villeId: ville.id });
  Object.assign(accounts, { CLIENT: 1, ENTREPRISE: 1, LIVREUR: 2 });
  const entreprise = await createEntreprise(db, owner, { nom: 'Maquis du Port' });
  const order = async (
    name: string,
    at: string | Date,
    statut: OrderStatus,
    total: number,
    fraisLivraison: number,
  ) => {
    ids[name] = await insertOrder(db, {
      entrepriseId: entreprise.id,
      clientId: client.id,
      villeId: ville.id,
      createdAt: new Date(at),
      statut,
      total,
      fraisLivraison,
    });
  };
  await order('firstInstant', '2025-03-01T00:00:00.000Z', 'LIVREE', 5000, 500);
  await order('middle', '2025-03-15T12:00:00.000Z', 'LIVREE', 10000, 1000);
  await order('cancelled', '2025-03-15T13:00:00.000Z', 'ANNULEE', 7000, 500);
  await order('onTheWay', '2025-03-20T09:00:00.000Z', 'EN_LIVRAISON', 4000, 500);
  await order('lastInstant', '2025-03-31T23:59:59.999Z', 'LIVREE', 3000, 700);
  await order('dayBefore', '2025-02-28T23:59:59.999Z', 'LIVREE', 9000, 900);
  await order('dayAfter', '2025-04-01T00:00:00.000Z', 'LIVREE', 9000, 900);
  // The default range: today and the 29 days before.
  const today = abidjanDay(new Date());
  await order('today', `${today}T00:00:00.000Z`, 'LIVREE', 2000, 500);
  await order('day29', `${addDays(today, -29)}T00:00:00.000Z`, 'LIVREE', 1500, 500);
  await order('day30', `${addDays(today, -30)}T23:59:59.999Z`, 'LIVREE', 99000, 500);
});
afterAll(() => t.close());

const stats = async (query: string) => {
  const res = await api.get(`/api/admin/dashboard/stats${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardStats>();
};

describe(`GET /api/admin/dashboard/stats (${store})`, () => {
  it('counts money of the LIVREE orders placed in the range, both edges in, and every order placed', async () => {
    const s = await stats(`?${MARCH}`);
    expect(s).toMatchObject({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      revenuTotal: 5000 + 10000 + 3000,
      notrePart: 500 + 1000 + 700,
      partEntreprises: 18000 - 2200,
      totalCommandes: 5,
      totalClients: accounts.CLIENT,
      totalEntreprises: accounts.ENTREPRISE,
      totalLivreurs: accounts.LIVREUR,
    });
  });

  it('answers every day of the range, empty ones at zero', async () => {
    const { parJour } = await stats(`?${MARCH}`);
    expect(parJour).toHaveLength(31);
    expect(parJour[0]).toEqual({ date: '2025-03-01', commandes: 1, revenu: 5000 });
    expect(parJour.find((d) => d.date === '2025-03-15')).toEqual({
      date: '2025-03-15',
      commandes: 2,
      revenu: 10000,
    });
    expect(parJour.find((d) => d.date === '2025-03-20')).toEqual({
      date: '2025-03-20',
      commandes: 1,
      revenu: 0,
    });
    expect(parJour[30]).toEqual({ date: '2025-03-31', commandes: 1, revenu: 3000 });
    expect(parJour.filter((d) => d.commandes > 0)).toHaveLength(4);
    expect(parJour.reduce((n, d) => n + d.revenu, 0)).toBe(18000);
  });

  it('lists the newest orders of the range with the client and the business', async () => {
    const { commandesRecentes } = await stats(`?${MARCH}`);
    expect(commandesRecentes.map((c) => c.id)).toEqual([
      ids.lastInstant,
      ids.onTheWay,
      ids.cancelled,
      ids.middle,
      ids.firstInstant,
    ]);
    expect(commandesRecentes[0]).toEqual({
      id: ids.lastInstant,
      clientNomComplet: 'Aya client',
      entrepriseNom: 'Maquis du Port',
      total: 3000,
      statut: 'LIVREE',
      dateCommande: '2025-03-31T23:59:59.999Z',
    });
  });

  it('moves with the range edges to the millisecond', async () => {
    expect((await stats('?startDate=2025-03-02&endDate=2025-03-31')).revenuTotal).toBe(13000);
    expect((await stats('?startDate=2025-03-31&endDate=2025-03-31')).revenuTotal).toBe(3000);
    expect((await stats('?startDate=2025-02-28&endDate=2025-02-28')).totalCommandes).toBe(1);
    expect((await stats('?startDate=2025-04-01&endDate=2025-04-01')).revenuTotal).toBe(9000);
  });

  it('defaults to the last 30 days, today included', async () => {
    const today = abidjanDay(new Date());
    const s = await stats('');
    expect(s).toMatchObject({
      startDate: addDays(today, -29),
      endDate: today,
      revenuTotal: 3500,
      totalCommandes: 2,
    });
    expect(s.parJour).toHaveLength(30);
    const fromEnd = await stats('?endDate=2025-03-31');
    expect([fromEnd.startDate, fromEnd.revenuTotal]).toEqual(['2025-03-02', 13000]);
  });
});

describe(`GET /api/admin/commandes/finances (${store})`, () => {
  const finances = async (query: string) => {
    const res = await api.get(`/api/admin/commandes/finances${query}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Finances>();
  };

  it('sums the LIVREE orders of the range and lists them newest first', async () => {
    const f = await finances(`?${MARCH}`);
    expect(f).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      totalRevenu: 18000,
      nombreCommandes: 3,
      notrePart: 2200,
      partEntreprises: 15800,
      totalElements: 3,
      commandes: [
        expect.objectContaining({ id: ids.lastInstant, total: 3000, fraisLivraison: 700 }),
        expect.objectContaining({ id: ids.middle, total: 10000, fraisLivraison: 1000 }),
        {
          id: ids.firstInstant,
          entrepriseNom: 'Maquis du Port',
          clientNomComplet: 'Aya client',
          total: 5000,
          fraisLivraison: 500,
          dateCommande: '2025-03-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('pages the orders, the sums staying those of the whole range', async () => {
    const f = await finances(`?${MARCH}&page=1&size=2`);
    expect(f.commandes.map((c) => c.id)).toEqual([ids.firstInstant]);
    expect([f.totalRevenu, f.totalElements]).toEqual([18000, 3]);
    expect((await finances(`?${MARCH}&page=5&size=2`)).commandes).toEqual([]);
  });

  it('sorts by a column of the report, and refuses an unknown one in French', async () => {
    const byTotal = await finances(`?${MARCH}&sort=total,asc`);
    expect(byTotal.commandes.map((c) => c.total)).toEqual([3000, 5000, 10000]);
    const byFee = await finances(`?${MARCH}&sort=fraisLivraison,desc`);
    expect(byFee.commandes.map((c) => c.fraisLivraison)).toEqual([1000, 700, 500]);
    const oldest = await finances(`?${MARCH}&sort=dateCommande,asc&page=0&size=1`);
    expect(oldest.commandes.map((c) => c.id)).toEqual([ids.firstInstant]);
    const res = await api.get(`/api/admin/commandes/finances?${MARCH}&sort=client,asc`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Tri invalide/);
  });

  it('defaults to the first of the month through today', async () => {
    const today = abidjanDay(new Date());
    const f = await finances('');
    expect([f.startDate, f.endDate]).toEqual([`${today.slice(0, 8)}01`, today]);
    expect(f.commandes.map((c) => c.id)).toContain(ids.today);
  });
});

describe(`the daily totals behind the reports (${store})`, () => {
  /** The definitions applied straight to the orders, as a check of what the triggers keep. */
  async function fromOrders(from: string, to: string) {
    const rows = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'total', 'fraisLivraison'])
      .where('createdAt', '>=', new Date(`${from}T00:00:00.000Z`))
      .where('createdAt', '<=', new Date(`${to}T23:59:59.999Z`))
      .execute();
    const delivered = rows.filter((r) => r.statut === 'LIVREE');
    return {
      totalCommandes: rows.length,
      revenuTotal: delivered.reduce((n, r) => n + r.total, 0),
      notrePart: delivered.reduce((n, r) => n + r.fraisLivraison, 0),
    };
  }

  it('follow orders cancelled, edited, moved to another day and deleted', async () => {
    const set = (id: string, patch: Record<string, unknown>) =>
      t.database.db.updateTable('commandes').set(patch).where('id', '=', id).execute();
    await set(ids.middle!, { statut: 'ANNULEE' });
    await set(ids.onTheWay!, { statut: 'LIVREE' });
    await set(ids.lastInstant!, { total: 3500 });
    await set(ids.dayBefore!, { createdAt: new Date('2025-03-10T08:00:00.000Z') });
    await t.database.db.deleteFrom('lignesCommande').where('commandeId', '=', ids.firstInstant!).execute();
    await t.database.db.deleteFrom('commandes').where('id', '=', ids.firstInstant!).execute();
    const s = await stats(`?${MARCH}`);
    const expected = await fromOrders('2025-03-01', '2025-03-31');
    expect(expected).toEqual({
      totalCommandes: 5,
      revenuTotal: 4000 + 3500 + 9000,
      notrePart: 500 + 700 + 900,
    });
    expect(s).toMatchObject(expected);
    expect(s.parJour.find((d) => d.date === '2025-03-10')).toEqual({
      date: '2025-03-10',
      commandes: 1,
      revenu: 9000,
    });
    expect((await stats('?startDate=2025-02-28&endDate=2025-02-28')).totalCommandes).toBe(0);
    const f = await api.get(`/api/admin/commandes/finances?${MARCH}`, admin.headers);
    expect(f.json<Finances>()).toMatchObject({
      totalRevenu: 16500,
      notrePart: 2100,
      nombreCommandes: 3,
      totalElements: 3,
    });
  });
});
