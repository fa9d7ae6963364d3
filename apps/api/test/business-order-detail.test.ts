import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { BUSINESS_STATUS_FILTERS } from '@comoe/shared/commandes/statuses';
import { appWith, type TestApp } from './helpers/app.ts';
import { businessOwner } from './helpers/business.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { pngBytes } from './helpers/factories.ts';
import { type Market, marketplace, placeOrder } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// The owner's status filter groups (spec part 2 §4) and the order details dialog with its history.
let t: TestApp;
let m: Market;
let flow: ReturnType<typeof courierFlow>;
let rival: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  flow = courierFlow(t, await pngBytes());
  await flow.setAvailable(m.courier.headers, { disponible: true });
  const owner = await businessOwner(t.app, t.database.db, m.ville.id, { nom: 'Maquis Rival' });
  rival = { id: owner.entreprise.id, headers: owner.headers };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = m.owner.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/entreprises/:id/orders?statut=A,B', () => {
  const byStatus = new Map<string, string>();
  beforeAll(async () => {
    for (const statut of ORDER_STATUSES) {
      byStatus.set(
        statut,
        await insertOrder(t.database.db, {
          entrepriseId: rival.id,
          clientId: m.client.id,
          villeId: m.ville.id,
          statut,
        }),
      );
    }
  });
  const ids = async (statut: string) => {
    const res = await get(`/api/entreprises/${rival.id}/orders?size=100&statut=${statut}`, rival.headers);
    expect(res.statusCode).toBe(200);
    return res
      .json<{ content: Array<{ id: string }> }>()
      .content.map((o) => o.id)
      .sort();
  };

  it.each(Object.entries(BUSINESS_STATUS_FILTERS))(
    'lists the group %s with its statuses',
    async (_, statuts) => {
      expect(await ids(statuts.join(','))).toEqual(statuts.map((s) => byStatus.get(s)!).sort());
    },
  );

  it('takes any list of statuses, with spaces and a trailing comma', async () => {
    expect(await ids('LIVREE,ANNULEE')).toEqual([byStatus.get('LIVREE')!, byStatus.get('ANNULEE')!].sort());
    expect(await ids('LIVREE,%20ANNULEE,')).toEqual(
      [byStatus.get('LIVREE')!, byStatus.get('ANNULEE')!].sort(),
    );
    expect(await ids(ORDER_STATUSES.join(','))).toHaveLength(ORDER_STATUSES.length);
  });

  it('counts a status named twice once', async () => {
    expect(await ids(`${'LIVREE,'.repeat(8)}LIVREE`)).toEqual([byStatus.get('LIVREE')!]);
  });

  it.each(['LIVREE,FOO', 'EN_ATTENTE', 'livree', '', ',,', 'A'.repeat(300)])(
    "refuses statut=%s with 400 'Statut inconnu.'",
    async (statut) => {
      const res = await get(`/api/entreprises/${rival.id}/orders?statut=${statut}`, rival.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Statut inconnu.' });
    },
  );
});

describe('GET /api/entreprises/:id/orders/:orderId', () => {
  const url = (orderId: string, entrepriseId = m.entreprise.id) =>
    `/api/entreprises/${entrepriseId}/orders/${orderId}`;

  it('answers the order with its codes lock, proof and every transition, oldest first', async () => {
    const id = await flow.delivered(m);
    const res = await get(url(id));
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(res.body).not.toContain('codeClient"');
    expect(body).toMatchObject({
      id,
      statut: 'LIVREE',
      entreprise: { id: m.entreprise.id },
      livreur: { id: m.courier.id, telephone: m.courier.telephone },
      client: { id: m.client.id, prenom: 'Aya' },
      codeEntrepriseBloque: false,
      codeClientBloque: false,
      preuveLivraisonUrl: expect.stringMatching(/^\/api\/files\/private\/proof\//) as string,
    });
    expect(body.items).toHaveLength(2);
    const historique = body.historique as Array<{
      deStatut: string | null;
      versStatut: string;
      acteurRole: string;
      date: string;
    }>;
    expect(historique.map((h) => [h.deStatut, h.versStatut, h.acteurRole])).toEqual([
      [null, 'EN_ATTENTE_ENTREPRISE', 'CLIENT'],
      ['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ENTREPRISE'],
      ['EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'LIVREUR'],
      // The courier it went with, named (issue 34 §2): an event, the order stays ACCEPTEE.
      ['ACCEPTEE', 'ACCEPTEE', 'LIVREUR'],
      ['ACCEPTEE', 'PRETE', 'ENTREPRISE'],
      ['PRETE', 'EN_LIVRAISON', 'LIVREUR'],
      ['EN_LIVRAISON', 'LIVREE', 'LIVREUR'],
    ]);
    const dates = historique.map((h) => Date.parse(h.date));
    expect(dates.every((d) => Number.isFinite(d))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('shows a fresh order with its one transition, no proof, and the client code lock', async () => {
    const order = await placeOrder(t.app, m);
    await t.database.db
      .updateTable('commandes')
      .set({ essaisCodeClient: 5 })
      .where('id', '=', order.id)
      .execute();
    const res = await get(url(order.id));
    expect(res.json()).toMatchObject({
      statut: 'EN_ATTENTE_ENTREPRISE',
      preuveLivraisonUrl: null,
      codeClientBloque: true,
      livreur: null,
      historique: [{ deStatut: null, versStatut: 'EN_ATTENTE_ENTREPRISE', acteurRole: 'CLIENT' }],
    });
  });

  it('records a cancellation by an admin in the history', async () => {
    const order = await placeOrder(t.app, m);
    await t.app.inject({ method: 'PUT', url: `${url(order.id)}/annuler`, headers: m.admin.headers });
    const res = await get(url(order.id), m.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ historique: unknown[] }>().historique.at(-1)).toMatchObject({
      deStatut: 'EN_ATTENTE_ENTREPRISE',
      versStatut: 'ANNULEE',
      acteurRole: 'ADMIN',
    });
  });

  it("answers 404 for another business's order through one's own id, 403 through the other's id", async () => {
    const order = await placeOrder(t.app, m);
    const through = await get(url(order.id, rival.id), rival.headers);
    expect(through.statusCode).toBe(404);
    expect(through.json()).toEqual({ message: MSG.orderNotFound });
    const other = await get(url(order.id), rival.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: MSG.forbidden });
    // An admin reaches it only through its own business.
    expect((await get(url(order.id, rival.id), m.admin.headers)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown order or business, 400 for malformed ids', async () => {
    expect((await get(url(randomUUID()))).json()).toEqual({ message: MSG.orderNotFound });
    expect((await get(url(randomUUID(), 999_999))).statusCode).toBe(404);
    for (const bad of ['abc', '123', `${randomUUID()}0`]) {
      const res = await get(url(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    }
    for (const bad of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      const res = await get(`/api/entreprises/${bad}/orders/${randomUUID()}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });

  it('refuses clients and couriers (403), even the order’s own, and anonymous callers (401)', async () => {
    const id = await flow.pickedUp(m);
    for (const who of [m.client, m.courier]) {
      const res = await get(url(id), who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: url(id) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MSG.unauthenticated });
  });
});
