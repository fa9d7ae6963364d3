import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { Livraison } from '@comoe/shared/schemas/entreprise-reports';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { businessOwner } from './helpers/business.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// The deliveries tab (spec part 2 §3): orders once a courier took them, under way or over.
let t: TestApp;
let m: Market;
let business: { id: number; headers: Record<string, string> };
const ids: Record<string, string> = {};

const base = Date.UTC(2025, 4, 1, 8, 0, 0);
async function order(name: string, statut: OrderStatus, hour: number, withCourier = true) {
  const createdAt = new Date(base + hour * 3_600_000);
  ids[name] = await insertOrder(t.database.db, {
    entrepriseId: business.id,
    clientId: m.client.id,
    villeId: m.ville.id,
    createdAt,
    statut,
    livreurId: withCourier ? m.courier.id : null,
    livreeAt: statut === 'LIVREE' ? new Date(createdAt.getTime() + 40 * 60_000) : null,
    extra: { latitude: 5.2, longitude: -3.74, infoSupplementaire: 'Portail bleu' },
  });
}

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  const owner = await businessOwner(t.app, t.database.db, m.ville.id, { nom: 'Maquis des livraisons' });
  business = { id: owner.entreprise.id, headers: owner.headers };
  await order('waitingBusiness', 'EN_ATTENTE_ENTREPRISE', 0, false);
  await order('waitingCourier', 'EN_ATTENTE_LIVREUR', 1, false);
  await order('accepted', 'ACCEPTEE', 2);
  await order('ready', 'PRETE', 3);
  await order('onTheWay', 'EN_LIVRAISON', 4);
  await order('delivered', 'LIVREE', 5);
  await order('deliveredEarlier', 'LIVREE', -20);
  await order('cancelledAfterCourier', 'ANNULEE', 6);
  await order('cancelledBeforeCourier', 'ANNULEE', 7, false);
  await t.database.db
    .insertInto('avis')
    .values({
      commandeId: ids.delivered!,
      clientId: m.client.id,
      entrepriseId: business.id,
      livreurId: m.courier.id,
      note: 5,
      noteLivreur: 4,
      commentaire: 'Rapide',
      createdAt: new Date(),
    })
    .execute();
});
afterAll(() => t.close());

const get = (query: string, headers = business.headers, id: number | string = business.id) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${id}/livraisons${query}`, headers });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Livraison[]; totalElements: number }>();
};

describe('GET /api/entreprises/:id/livraisons', () => {
  it('lists deliveries under way (a courier took them), newest first, by default', async () => {
    const p = await page('');
    expect(p.totalElements).toBe(3);
    expect(p.content.map((l) => l.id)).toEqual([ids.onTheWay, ids.ready, ids.accepted]);
    expect(p.content.every((l) => l.statutLivraison === 'EN_COURS')).toBe(true);
    expect((await page('?etat=en-cours')).content.map((l) => l.id)).toEqual(p.content.map((l) => l.id));
  });

  it('gives each delivery its order, courier, address and map position', async () => {
    const [first] = (await page('?etat=en-cours&size=1')).content;
    expect(first).toMatchObject({
      id: ids.onTheWay,
      commande: {
        id: ids.onTheWay,
        statut: 'EN_LIVRAISON',
        entreprise: { id: business.id },
        client: { id: m.client.id, telephone: m.client.telephone },
      },
      livreur: { id: m.courier.id, telephone: m.courier.telephone, nom: 'livreur', prenom: 'Test' },
      statutLivraison: 'EN_COURS',
      localisation: {
        adresse: 'Quartier France',
        latitude: 5.2,
        longitude: -3.74,
        infoSupplementaire: 'Portail bleu',
      },
      dateLivraison: null,
      noteLivreur: null,
    });
    expect(first!.commande.livreur).toEqual(first!.livreur);
  });

  it('lists the history: delivered, and cancelled after a courier took them, with the courier’s rating', async () => {
    const p = await page('?etat=historique');
    expect(p.totalElements).toBe(3);
    expect(p.content.map((l) => [l.id, l.statutLivraison])).toEqual([
      [ids.cancelledAfterCourier, 'ANNULEE'],
      [ids.delivered, 'LIVREE'],
      [ids.deliveredEarlier, 'LIVREE'],
    ]);
    const delivered = p.content[1]!;
    expect(delivered).toMatchObject({
      noteLivreur: 4,
      commande: { noteClient: 5, commentaireClient: 'Rapide' },
    });
    expect(delivered.dateLivraison).toBe(new Date(base + 5 * 3_600_000 + 40 * 60_000).toISOString());
    expect(p.content[0]!.dateLivraison).toBeNull();
  });

  it('pages, counting over every page', async () => {
    const first = await page('?etat=historique&page=0&size=2');
    const second = await page('?etat=historique&page=1&size=2');
    expect(first.totalElements).toBe(3);
    expect([...first.content, ...second.content].map((l) => l.id)).toEqual([
      ids.cancelledAfterCourier,
      ids.delivered,
      ids.deliveredEarlier,
    ]);
    expect((await page('?etat=historique&page=9')).content).toEqual([]);
  });

  it('is the business’s own: another business 403, clients and couriers 403, anonymous 401; admins read it', async () => {
    for (const who of [m.owner, m.client, m.courier]) {
      const res = await get('', who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/entreprises/${business.id}/livraisons` })).statusCode,
    ).toBe(401);
    const admin = await get('?etat=historique', m.admin.headers);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<{ totalElements: number }>().totalElements).toBe(3);
    expect((await get('', m.admin.headers, 999_999)).json()).toEqual({ message: MSG.entrepriseNotFound });
  });

  it.each([
    ['etat=livree', 'État inconnu (en-cours ou historique).'],
    ['etat=', 'État inconnu (en-cours ou historique).'],
    ['size=0', 'La taille de page doit être comprise entre 1 et 100.'],
    ['size=101', 'La taille de page doit être comprise entre 1 et 100.'],
    ['page=-1', 'Le numéro de page est invalide.'],
    ['page=100001', 'Le numéro de page est invalide.'],
    ['page=abc', 'Le numéro de page est invalide.'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    expectRefusal(await get(`?${query}`), 400, message);
  });

  it('refuses malformed and huge business ids with 400', async () => {
    for (const id of ['abc', '0', '99999999999999999999'])
      expectRefusal(await get('', business.headers, id), 400, MSG.notFound);
  });
});
