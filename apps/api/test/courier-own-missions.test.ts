import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import type { courierFlow } from './helpers/courier-flow.ts';
import { flowWithProof } from './helpers/courier-flow.ts';
import { marketplace } from './helpers/marketplace.ts';
import { insertOrder, marketOrder, notCountedToday } from './helpers/orders.ts';

// The courier's area (spec part 2 §2 courier area, §7 courier calls; design §5): its missions,
// the limit of 3, the day's figures and the history. Availability is in courier-availability.test.ts.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

describe('GET /api/livreurs/mes-missions and the limit of 3', () => {
  it("holds this courier's ACCEPTEE, PRETE and EN_LIVRAISON missions only", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    // Not listed: a finished one, a cancelled one, another courier's.
    await flow.delivered(m);
    const cancelled = await flow.waiting(m);
    await flow.accept(cancelled, m.courier.headers);
    await flow.business(m, cancelled, 'annuler');
    const other = await flow.newCourier(m);
    await flow.accept(await flow.waiting(m), other.headers);
    const accepted = await flow.waiting(m);
    await flow.accept(accepted, m.courier.headers);
    const ready = await flow.waiting(m);
    await flow.accept(ready, m.courier.headers);
    await flow.business(m, ready, 'prete');
    const onTheWay = await flow.pickedUp(m);

    const { list, body } = await flow.missions('mes-missions', m.courier.headers);
    expect(list.map((x) => [x.id, x.statut]).sort()).toEqual(
      [
        [accepted, 'ACCEPTEE'],
        [ready, 'PRETE'],
        [onTheWay, 'EN_LIVRAISON'],
      ].sort(),
    );
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
  });

  it('refuses a 4th mission in progress with 409, and takes one again once one is delivered', async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const inProgress = [await flow.pickedUp(m)];
    for (let i = 0; i < 2; i++) {
      const id = await flow.waiting(m);
      expect((await flow.accept(id, m.courier.headers)).statusCode).toBe(200);
      inProgress.push(id);
    }
    const fourth = await flow.waiting(m);
    const res = await flow.accept(fourth, m.courier.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.courierTooManyMissions });
    expect((await flow.codes(fourth)).statut).toBe('EN_ATTENTE_LIVREUR');

    expect(
      (await flow.deliver(inProgress[0]!, (await flow.codes(inProgress[0]!)).codeClient, m.courier.headers))
        .statusCode,
    ).toBe(200);
    expect((await flow.accept(fourth, m.courier.headers)).json()).toEqual({ statut: 'ACCEPTEE' });
  });

  it('keeps the limit when a courier accepts several missions at the same moment', async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    await flow.accept(await flow.waiting(m), m.courier.headers);
    const offered: string[] = [];
    for (let i = 0; i < 6; i++) offered.push(await flow.waiting(m));
    const results = await Promise.all(offered.map((id) => flow.accept(id, m.courier.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ message: MSG.courierTooManyMissions });
    }
    expect((await flow.missions('mes-missions', m.courier.headers)).list).toHaveLength(3);
    const stillWaiting = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'livreurId'])
      .where('id', 'in', offered)
      .where('statut', '=', 'EN_ATTENTE_LIVREUR')
      .execute();
    expect(stillWaiting).toHaveLength(4);
    expect(stillWaiting.every((r) => r.livreurId === null)).toBe(true);
  });
});

describe('GET /api/livreurs/stats-du-jour and /historique', () => {
  it("sums today's deliveries of this courier only: count, 15 % of the totals, distance to 1 decimal", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const empty = await flow.get('/api/livreurs/stats-du-jour', m.courier.headers);
    expect(empty.json()).toEqual({
      livraisonsAujourdHui: 0,
      revenusDuJour: 0,
      distanceParcourue: 0,
      evaluation: null,
      nombreAvis: 0,
    });

    const viaApi = await flow.delivered(m);
    await t.database.db
      .updateTable('commandes')
      .set({ total: 2500, distanceKm: 1.24 })
      .where('id', '=', viaApi)
      .execute();
    const now = new Date();
    await insertOrder(t.database.db, {
      ...marketOrder(m),
      statut: 'LIVREE',
      livreurId: m.courier.id,
      total: 1300,
      distanceKm: 2.38,
      livreeAt: now,
    });
    // Not counted: delivered yesterday, still on the way, another courier's.
    const other = await flow.newCourier(m);
    await notCountedToday(t.database.db, m, other.id, now, { carried: 7, other: 5 });

    const res = await flow.get('/api/livreurs/stats-du-jour', m.courier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      livraisonsAujourdHui: 2,
      revenusDuJour: Math.round((2500 + 1300) * 0.15),
      distanceParcourue: 3.6,
      evaluation: null,
      nombreAvis: 0,
    });
  });

  it("lists only this courier's delivered orders in the history, newest delivery first", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const first = await flow.delivered(m);
    const second = await flow.delivered(m);
    await flow.pickedUp(m);
    const other = await flow.newCourier(m);
    await flow.delivered(m, other.headers);
    const cancelled = await flow.waiting(m);
    await flow.accept(cancelled, m.courier.headers);
    await flow.business(m, cancelled, 'annuler');
    await t.database.db
      .updateTable('commandes')
      .set({ livreeAt: new Date(Date.now() - 3_600_000) })
      .where('id', '=', first)
      .execute();

    const { list, body } = await flow.missions('historique', m.courier.headers);
    expect(list.map((x) => x.id)).toEqual([second, first]);
    expect(list.every((x) => x.statut === 'LIVREE' && typeof x.dateLivraison === 'string')).toBe(true);
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
  });
});
