import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { appWith, store, type Headers, type TestApp } from './helpers/app.ts';
import { orderIn, orderState, readyCourier } from './helpers/desk.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 34: a deactivation and the account's own move at the same moment. Whichever commits first,
// every order ends where someone can still move it or where it is finished, never stranded.
let t: TestApp;
beforeAll(async () => ({ t } = await appWith(() => null)));
afterAll(() => t.close());

const ROUNDS = 3;
const deactivate = (m: Market, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/utilisateurs/${id}/statut`,
    headers: m.admin.headers,
    payload: { statut: 'INACTIF', motif: 'Fraude constatée' },
  });
const accept = (m: Market, id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${id}/accepter`,
    headers: m.owner.headers,
  });
/** Inserted orders carry the business's code 5678. */
const pickUp = (id: string, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/livreurs/marquer-recuperee/${id}?code=5678`, headers });

/** The statuses of these orders once everything settled. */
const statuses = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await orderState(t, id)).statut));

describe(`deactivating while the account acts (${store})`, () => {
  it('a business accepting its orders as it is deactivated: every one ends cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await marketplace(t.app, t.database.db);
      const ids = [
        await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE'),
        await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE'),
      ];
      const [off, ...accepts] = await Promise.all([
        deactivate(m, m.owner.id),
        ...ids.map((id) => accept(m, id)),
      ]);
      expect(off.statusCode).toBe(200);
      // An accept that came first was cancelled just after; a later one lost or found the session ended.
      for (const res of accepts) expect([200, 401, 403, 409]).toContain(res.statusCode);
      expect(await statuses(ids)).toEqual(['ANNULEE', 'ANNULEE']);
    }
  });

  it('a courier picking up as the business is deactivated: on its way it goes on, else it is cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await marketplace(t.app, t.database.db);
      const rider = await readyCourier(t, m.ville.id);
      const ids = [await orderIn(t, m, 'PRETE', rider.id), await orderIn(t, m, 'PRETE', rider.id)];
      const [off, ...pickups] = await Promise.all([
        deactivate(m, m.owner.id),
        ...ids.map((id) => pickUp(id, rider.headers)),
      ]);
      expect(off.statusCode).toBe(200);
      const now = await statuses(ids);
      pickups.forEach((res, i) => {
        const expected: OrderStatus = res.statusCode === 200 ? 'EN_LIVRAISON' : 'ANNULEE';
        expect([res.statusCode, now[i]]).toEqual([res.statusCode === 200 ? 200 : 409, expected]);
      });
    }
  });

  it('a courier picking up as he is deactivated: on its way it stays his, else it goes back to the city', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await marketplace(t.app, t.database.db);
      const rider = await readyCourier(t, m.ville.id);
      const ids = [await orderIn(t, m, 'PRETE', rider.id), await orderIn(t, m, 'PRETE', rider.id)];
      const [off, ...pickups] = await Promise.all([
        deactivate(m, rider.id),
        ...ids.map((id) => pickUp(id, rider.headers)),
      ]);
      expect(off.statusCode).toBe(200);
      for (const [i, res] of pickups.entries()) {
        const state = await orderState(t, ids[i]!);
        if (res.statusCode === 200) {
          expect(state).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: rider.id });
        } else {
          expect([401, 403, 404, 409]).toContain(res.statusCode);
          expect(state).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
        }
      }
    }
  });

  it('a client deactivated as the business accepts: cancelled whichever came first', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = await marketplace(t.app, t.database.db);
      const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
      const [off, accepted] = await Promise.all([deactivate(m, m.client.id), accept(m, id)]);
      expect(off.statusCode).toBe(200);
      expect([200, 409]).toContain(accepted.statusCode);
      expect((await orderState(t, id)).statut).toBe('ANNULEE');
    }
  });
});
