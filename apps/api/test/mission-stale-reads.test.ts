import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, expectRefusal, store, type TestApp } from './helpers/app.ts';
import { courierFlow, type Headers } from './helpers/courier-flow.ts';
import { pngBytes } from './helpers/factories.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import {
  busOverrides,
  holdAccountNotices,
  nthRead,
  pausedSibling,
  readsAvailability,
  waitingOnCourierRow,
} from './helpers/stale-reads.ts';

// Issue 23, two API processes on one database: a courier who has just gone off duty, or been
// deactivated, through one process gets no mission through the other, whatever that other one
// read or cached before. Each moment the other process may act on an old read is held open on
// purpose (helpers/stale-reads.ts), so the outcome does not depend on load.

const bus = busOverrides();
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => {
  t = await buildTestApp(bus);
  flow = courierFlow(t, await pngBytes());
});
afterAll(() => t.close());

/** A marketplace whose courier is available, and one of its orders waiting for a courier. */
async function waitingMission(): Promise<{ m: Market; id: string }> {
  const m = await marketplace(t.app, t.database.db);
  expect((await flow.setAvailable(m.courier.headers, { disponible: true })).statusCode).toBe(200);
  return { m, id: await flow.waiting(m) };
}

const deactivate = (m: Market) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/utilisateurs/${m.courier.id}/statut`,
    headers: m.admin.headers,
    payload: { statut: 'INACTIF', motif: 'Fraude constatée' },
  });

const get = (app: FastifyInstance, path: string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/livreurs/${path}`, headers });
const accept = (app: FastifyInstance, id: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/livreurs/accepter-mission/${id}`, headers });
const assign = (app: FastifyInstance, m: Market, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/commandes/${id}/assigner`,
    headers: m.admin.headers,
    payload: { livreurId: m.courier.id },
  });

/** The order waits for a courier, and was accepted this many times (none by default). */
async function expectStillWaiting(id: string, { accepted = 0 } = {}): Promise<void> {
  const row = await t.database.db
    .selectFrom('commandes')
    .select(['statut', 'livreurId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
  const moves = await t.database.db
    .selectFrom('transitionsCommande')
    .select('versStatut')
    .where('commandeId', '=', id)
    .where('versStatut', '=', 'ACCEPTEE')
    .execute();
  expect(moves).toHaveLength(accepted);
}

describe(`a courier deactivated through one process (${store}, ${bus.redisUrl ? 'Redis' : 'no shared bus'})`, () => {
  it('is offered and given nothing through another whose session cache has not heard of it', async () => {
    const { m, id } = await waitingMission();
    const other = await buildSibling(t, bus);
    try {
      const notices = holdAccountNotices(other);
      // Read once on the other process: from now on its session check answers from memory.
      expect((await get(other, 'missions-disponibles', m.courier.headers)).json()).toEqual([
        expect.objectContaining({ id }),
      ]);
      expect((await deactivate(m)).statusCode).toBe(200);
      // With Redis the notice did reach the other process, which holds it back; without a shared
      // bus it never comes (until the cache's lifetime ends).
      if (bus.redisUrl) await notices.heard(m.courier.id);
      expect((await get(t.app, 'mes-missions', m.courier.headers)).statusCode).toBe(401);
      expect((await get(other, 'mes-missions', m.courier.headers)).statusCode).toBe(200);

      expect((await get(other, 'missions-disponibles', m.courier.headers)).json()).toEqual([]);
      expectRefusal(await accept(other, id, m.courier.headers), 403, MSG.accountDisabled);
      await expectStillWaiting(id);

      notices.release();
      if (bus.redisUrl) expect((await get(other, 'mes-missions', m.courier.headers)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

const meanwhile = [
  {
    what: 'goes off duty',
    change: (m: Market) => flow.setAvailable(m.courier.headers, { disponible: false }),
    courier: [409, MSG.courierUnavailable],
    desk: DESK_MSG.courierUnavailable,
  },
  {
    what: 'is deactivated',
    change: deactivate,
    courier: [403, MSG.accountDisabled],
    desk: DESK_MSG.courierInactive,
  },
] as const;

describe(`a courier who changes while another process has read him (${store})`, () => {
  it.each(meanwhile)('$what: his own accept on that process gets no mission', async (c) => {
    const { m, id } = await waitingMission();
    const other = await pausedSibling(t, readsAvailability, bus);
    try {
      const answer = accept(other.app, id, m.courier.headers);
      // The other process read him available and active, and has not moved the order yet.
      await other.paused;
      expect((await c.change(m)).statusCode).toBe(200);
      other.resume();
      expectRefusal(await answer, c.courier[0], c.courier[1]);
      await expectStillWaiting(id);
    } finally {
      await other.close();
    }
  });

  it.each(meanwhile)('$what: the desk on that process does not give him the mission', async (c) => {
    const { m, id } = await waitingMission();
    const other = await pausedSibling(t, readsAvailability, bus);
    try {
      const answer = assign(other.app, m, id);
      await other.paused;
      expect((await c.change(m)).statusCode).toBe(200);
      other.resume();
      expectRefusal(await answer, 409, c.desk);
      await expectStillWaiting(id);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(store !== 'postgres')('a deactivation while an accept is inside its move (postgres)', () => {
  it('waits for the move, then gives the mission back to the city', async () => {
    const { m, id } = await waitingMission();
    // Paused on its second read of the courier: inside the move, his row locked, read as active.
    const other = await pausedSibling(t, nthRead(2, readsAvailability), bus);
    try {
      const answer = accept(other.app, id, m.courier.headers);
      await other.paused;
      const deactivation = deactivate(m);
      // Waits for the courier's row; done already, it would have settled his missions too early.
      await Promise.race([deactivation, waitingOnCourierRow(t)]);
      other.resume();
      expect((await answer).statusCode).toBe(200);
      expect((await deactivation).statusCode).toBe(200);
      // Accepted before the deactivation committed, so settled by it: no inactive account holds it.
      await expectStillWaiting(id, { accepted: 1 });
    } finally {
      await other.close();
    }
  });
});
