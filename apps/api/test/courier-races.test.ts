import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { pngBytes } from './helpers/factories.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Design §3 and §5 under load: at most 3 missions in progress per courier, and one courier per
// mission, whatever the number of requests at once and of app instances sharing the database.
let t: TestApp;
let sibling: FastifyInstance;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => {
  t = await buildTestApp();
  sibling = await buildSibling(t);
  flow = courierFlow(t, await pngBytes());
});
afterAll(async () => {
  await sibling.close();
  await t.close();
});

type Headers = Record<string, string>;

async function openMissions(m: Market, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await insertOrder(t.database.db, {
        entrepriseId: m.entreprise.id,
        clientId: m.client.id,
        villeId: m.ville.id,
        statut: 'EN_ATTENTE_LIVREUR',
      }),
    );
  }
  return ids;
}

const acceptOn = (app: FastifyInstance, id: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/livreurs/accepter-mission/${id}`, headers });

async function held(courierId: number) {
  return t.database.db
    .selectFrom('commandes')
    .select(['id', 'statut'])
    .where('livreurId', '=', courierId)
    .execute();
}

async function transitionsTo(ids: string[], statut: 'ACCEPTEE') {
  return t.database.db
    .selectFrom('transitionsCommande')
    .select(['commandeId', 'acteurId'])
    .where('commandeId', 'in', ids)
    .where('versStatut', '=', statut)
    .execute();
}

describe('the limit of 3 missions in progress', () => {
  it.each([
    ['one instance', () => [t.app]],
    ['two instances on one database', () => [t.app, sibling]],
  ])('lets exactly 3 of 210 simultaneous accepts by one courier win (%s)', async (_, apps) => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const ids = await openMissions(m, 210);
    const instances = apps();
    const answers = await Promise.all(
      ids.map((id, i) => acceptOn(instances[i % instances.length]!, id, m.courier.headers)),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(MAX_MISSIONS_IN_PROGRESS);
    for (const a of won) expect(a.json()).toEqual({ statut: 'ACCEPTEE' });
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json()).toEqual({ message: MSG.courierTooManyMissions });
    }
    const rows = await held(m.courier.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.statut === 'ACCEPTEE')).toBe(true);
    // Only the winners left a trace: the others' moves were rolled back whole.
    const moves = await transitionsTo(ids, 'ACCEPTEE');
    expect(moves.map((x) => x.commandeId).sort()).toEqual(rows.map((r) => r.id).sort());
    const waiting = await t.database.db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .where('statut', '=', 'EN_ATTENTE_LIVREUR')
      .where('livreurId', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(waiting.n)).toBe(207);
    expect((await flow.missions('mes-missions', m.courier.headers)).list).toHaveLength(3);
  });
});

describe('one courier per mission', () => {
  it('gives each of 20 missions to exactly one of two couriers racing on two instances', async () => {
    const m = await marketplace(t.app, t.database.db);
    const a = await flow.newCourier(m);
    const b = await flow.newCourier(m);
    const ids = await openMissions(m, 20);
    const winners = new Map<number, number>([
      [a.id, 0],
      [b.id, 0],
    ]);
    for (const id of ids) {
      // Each courier may hold 3: free them between rounds so that only the race decides.
      await t.database.db
        .updateTable('commandes')
        .set({ statut: 'LIVREE' })
        .where('livreurId', 'in', [a.id, b.id])
        .where('statut', '=', 'ACCEPTEE')
        .execute();
      const [ra, rb] = await Promise.all([acceptOn(t.app, id, a.headers), acceptOn(sibling, id, b.headers)]);
      const statuses = [ra.statusCode, rb.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = ra.statusCode === 409 ? ra : rb;
      expect(loser.json()).toEqual({ message: MSG.missionTaken });
      const winner = ra.statusCode === 200 ? a.id : b.id;
      winners.set(winner, (winners.get(winner) ?? 0) + 1);
      const row = await t.database.db
        .selectFrom('commandes')
        .select(['livreurId', 'statut'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ livreurId: winner, statut: 'ACCEPTEE' });
    }
    const moves = await transitionsTo(ids, 'ACCEPTEE');
    expect(moves).toHaveLength(20);
    expect([...winners.values()].reduce((x, y) => x + y, 0)).toBe(20);
  });

  it('refuses a mission of another city with 403, and a taken one with 409', async () => {
    const m = await marketplace(t.app, t.database.db);
    const elsewhere = await marketplace(t.app, t.database.db);
    await flow.setAvailable(elsewhere.courier.headers, { disponible: true });
    const [id] = await openMissions(m, 1);
    const other = await acceptOn(t.app, id!, elsewhere.courier.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: MSG.courierOtherCity });
    const taker = await flow.newCourier(m);
    expect((await acceptOn(sibling, id!, taker.headers)).statusCode).toBe(200);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const late = await acceptOn(t.app, id!, m.courier.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MSG.missionTaken });
  });
});
