import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { PaiementsPage } from '@comoe/shared/schemas/entreprise-reports';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { businessOwner } from './helpers/business.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Payment history and earnings (design §9): each delivered order as the money the business is owed.
let t: TestApp;
let m: Market;
let business: { id: number; headers: Record<string, string> };
const ids: Record<string, string> = {};

const PAID_AT = new Date('2025-04-20T15:30:00.000Z');

async function order(
  name: string,
  createdAt: string,
  statut: OrderStatus,
  total: number,
  paid?: { methode: 'WAVE' | 'CASH'; reference: string | null },
) {
  ids[name] = await insertOrder(t.database.db, {
    entrepriseId: business.id,
    clientId: m.client.id,
    villeId: m.ville.id,
    createdAt: new Date(createdAt),
    statut,
    total,
    fraisLivraison: 600,
    extra: paid
      ? {
          statutPaiementEntreprise: 'PAYE',
          methodePaiementEntreprise: paid.methode,
          referencePaiement: paid.reference,
          payeAt: PAID_AT,
        }
      : {},
  });
}

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  const owner = await businessOwner(t.app, t.database.db, m.ville.id, { nom: 'Maquis des comptes' });
  business = { id: owner.entreprise.id, headers: owner.headers };
  await order('firstInstant', '2025-04-01T00:00:00.000Z', 'LIVREE', 2600, {
    methode: 'WAVE',
    reference: 'WV-123',
  });
  await order('middle', '2025-04-10T12:00:00.000Z', 'LIVREE', 5600);
  await order('paidCash', '2025-04-15T09:00:00.000Z', 'LIVREE', 1600, { methode: 'CASH', reference: null });
  await order('lastInstant', '2025-04-30T23:59:59.999Z', 'LIVREE', 3600);
  await order('cancelled', '2025-04-12T10:00:00.000Z', 'ANNULEE', 9600);
  await order('onTheWay', '2025-04-13T10:00:00.000Z', 'EN_LIVRAISON', 9600);
  await order('before', '2025-03-31T23:59:59.999Z', 'LIVREE', 10_600);
  await order('after', '2025-05-01T00:00:00.000Z', 'LIVREE', 20_600);
});
afterAll(() => t.close());

const get = (query: string, headers = business.headers, id: number | string = business.id) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${id}/paiements${query}`, headers });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaiementsPage>();
};

describe('GET /api/entreprises/:id/paiements', () => {
  it('lists each delivered order of the range, newest first, with what is owed and how it was paid', async () => {
    const p = await page('?from=2025-04-01&to=2025-04-30');
    expect(p).toMatchObject({
      totalElements: 4,
      totalDu: 2000 + 5000 + 1000 + 3000,
      totalPaye: 3000,
      totalEnAttente: 8000,
    });
    expect(p.content).toEqual([
      {
        commandeId: ids.lastInstant,
        montant: 3000,
        methode: null,
        statut: 'EN_ATTENTE',
        dateCommande: '2025-04-30T23:59:59.999Z',
        datePaiement: null,
        reference: null,
      },
      {
        commandeId: ids.paidCash,
        montant: 1000,
        methode: 'CASH',
        statut: 'PAYE',
        dateCommande: '2025-04-15T09:00:00.000Z',
        datePaiement: PAID_AT.toISOString(),
        reference: null,
      },
      {
        commandeId: ids.middle,
        montant: 5000,
        methode: null,
        statut: 'EN_ATTENTE',
        dateCommande: '2025-04-10T12:00:00.000Z',
        datePaiement: null,
        reference: null,
      },
      {
        commandeId: ids.firstInstant,
        montant: 2000,
        methode: 'WAVE',
        statut: 'PAYE',
        dateCommande: '2025-04-01T00:00:00.000Z',
        datePaiement: PAID_AT.toISOString(),
        reference: 'WV-123',
      },
    ]);
  });

  it('shows where a waiting payout will go once a payout account exists; paid ones keep their method', async () => {
    await t.database.db
      .insertInto('comptesVersement')
      .values({
        entrepriseId: business.id,
        paymentMethod: 'ORANGE_MONEY',
        paymentNumber: '0700000000',
        accountName: null,
        updatedAt: new Date(),
      })
      .execute();
    const p = await page('?from=2025-04-01&to=2025-04-30');
    expect(p.content.map((r) => [r.commandeId, r.methode])).toEqual([
      [ids.lastInstant, 'ORANGE_MONEY'],
      [ids.paidCash, 'CASH'],
      [ids.middle, 'ORANGE_MONEY'],
      [ids.firstInstant, 'WAVE'],
    ]);
    await t.database.db.deleteFrom('comptesVersement').where('entrepriseId', '=', business.id).execute();
  });

  it('sums the whole range whatever the page', async () => {
    const second = await page('?from=2025-04-01&to=2025-04-30&page=1&size=3');
    expect(second.content.map((r) => r.commandeId)).toEqual([ids.firstInstant]);
    expect(second).toMatchObject({
      totalElements: 4,
      totalDu: 11_000,
      totalPaye: 3000,
      totalEnAttente: 8000,
    });
    const beyond = await page('?from=2025-04-01&to=2025-04-30&page=5&size=3');
    expect(beyond).toMatchObject({ content: [], totalElements: 4, totalDu: 11_000 });
  });

  it('covers all time without a range, one side with one bound', async () => {
    expect(await page('')).toMatchObject({
      totalElements: 6,
      totalDu: 11_000 + 10_000 + 20_000,
      totalPaye: 3000,
    });
    expect((await page('?from=2025-05-01')).content.map((r) => r.commandeId)).toEqual([ids.after]);
    expect((await page('?to=2025-03-31')).content.map((r) => r.commandeId)).toEqual([ids.before]);
    expect(await page('?from=2024-01-01&to=2024-12-31')).toEqual({
      content: [],
      totalElements: 0,
      totalDu: 0,
      totalPaye: 0,
      totalEnAttente: 0,
    });
  });

  it('is the business’s own: another business 403, clients and couriers 403, anonymous 401; admins read it', async () => {
    for (const who of [m.owner, m.client, m.courier]) {
      const res = await get('', who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/entreprises/${business.id}/paiements` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MSG.unauthenticated });
    expect((await get('?from=2025-04-01&to=2025-04-30', m.admin.headers)).json()).toMatchObject({
      totalDu: 11_000,
    });
    expectRefusal(await get('', m.admin.headers, 999_999), 404, MSG.entrepriseNotFound);
  });

  it.each([
    ['from=2025-04-31', 'La date de début est invalide (aaaa-mm-jj).'],
    ['from=hier', 'La date de début est invalide (aaaa-mm-jj).'],
    ['to=2025-4-1', 'La date de fin est invalide (aaaa-mm-jj).'],
    ['from=2025-05-01&to=2025-04-01', 'La date de début doit précéder la date de fin.'],
    ['size=0', 'La taille de page doit être comprise entre 1 et 100.'],
    ['size=1000', 'La taille de page doit être comprise entre 1 et 100.'],
    ['page=-1', 'Le numéro de page est invalide.'],
    ['page=1e9', 'Le numéro de page est invalide.'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    expectRefusal(await get(`?${query}`), 400, message);
  });

  it('refuses malformed and huge business ids with 400', async () => {
    for (const id of ['abc', '-3', '1e30'])
      expectRefusal(await get('', business.headers, id), 400, MSG.notFound);
  });
});
