import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import type { courierFlow } from './helpers/courier-flow.ts';
import { flowWithProof } from './helpers/courier-flow.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder, marketOrder, notCountedToday } from './helpers/orders.ts';

// Issue 8 "Ratings" and the four cards: the client may rate the courier (noteLivreur 1–5) with
// the order; the courier's evaluation is the mean of those ratings, kept with the rating.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

const rate = (m: Market, id: string, payload: unknown, headers: Headers = m.client.headers) =>
  t.app.inject({ method: 'POST', url: `/api/commandes/${id}/avis`, headers, payload: payload as object });
const stats = async (headers: Headers) => {
  const res = await flow.get('/api/livreurs/stats-du-jour', headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ evaluation: number | null }>();
};

describe('POST /api/commandes/{id}/avis with noteLivreur', () => {
  it("makes the courier's evaluation the mean of its courier ratings only", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const [a, b, c] = [await flow.delivered(m), await flow.delivered(m), await flow.delivered(m)];
    expect((await stats(m.courier.headers)).evaluation).toBeNull();

    expect((await rate(m, a, { note: 1, noteLivreur: 4 })).statusCode).toBe(201);
    expect((await stats(m.courier.headers)).evaluation).toBe(4);
    // No courier rating: the order's note does not count for the courier.
    expect((await rate(m, b, { note: 1, commentaire: 'Froid' })).statusCode).toBe(201);
    expect((await stats(m.courier.headers)).evaluation).toBe(4);
    expect((await rate(m, c, { note: 5, noteLivreur: 5, commentaire: null })).statusCode).toBe(201);
    expect((await stats(m.courier.headers)).evaluation).toBe(4.5);

    const rows = await t.database.db
      .selectFrom('avis')
      .select(['commandeId', 'note', 'noteLivreur', 'livreurId'])
      .where('commandeId', 'in', [a, b, c])
      .execute();
    expect(new Map(rows.map((r) => [r.commandeId, [r.note, r.noteLivreur, r.livreurId]]))).toEqual(
      new Map([
        [a, [1, 4, m.courier.id]],
        [b, [1, null, m.courier.id]],
        [c, [5, 5, m.courier.id]],
      ]),
    );
    // The business's rating stays the mean of the order notes.
    const e = await t.database.db
      .selectFrom('entreprises')
      .select('noteMoyenne')
      .where('id', '=', m.entreprise.id)
      .executeTakeFirstOrThrow();
    expect(e.noteMoyenne).toBe(2.3);
  });

  it('rounds the mean to one decimal, and counts ratings given at the same moment', async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const ids = [await flow.delivered(m), await flow.delivered(m), await flow.delivered(m)];
    const answers = await Promise.all(
      ids.map((id, i) => rate(m, id, { note: 4, noteLivreur: [4, 5, 5][i] })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await stats(m.courier.headers)).evaluation).toBe(4.7);
  });

  it.each([0, 6, 3.5, '4', true])(
    'refuses noteLivreur %j with a French 400 and records nothing',
    async (noteLivreur) => {
      const m = await marketplace(t.app, t.database.db);
      await flow.setAvailable(m.courier.headers, { disponible: true });
      const id = await flow.delivered(m);
      const res = await rate(m, id, { note: 4, noteLivreur });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.courierRatingInvalid });
      expect(
        await t.database.db.selectFrom('avis').select('id').where('commandeId', '=', id).execute(),
      ).toEqual([]);
      expect((await rate(m, id, { note: 4, noteLivreur: null })).statusCode).toBe(201);
    },
  );

  it("is the order's client's only, once delivered", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const onTheWay = await flow.pickedUp(m);
    const early = await rate(m, onTheWay, { note: 5, noteLivreur: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: MSG.orderNotDelivered });
    const id = await flow.delivered(m);
    for (const who of [m.owner, m.courier, m.admin]) {
      expect((await rate(m, id, { note: 5, noteLivreur: 5 }, who.headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/commandes/${id}/avis`, payload: { note: 5 } }))
        .statusCode,
    ).toBe(401);
    expect((await stats(m.courier.headers)).evaluation).toBeNull();
  });
});

describe('GET /api/livreurs/stats-du-jour on known data', () => {
  it("counts today's deliveries, 15 % of their totals, their business → client km and the courier rating", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const base = marketOrder(m);
    const now = new Date();
    const today = [
      { total: 4000, distanceKm: 2.35 },
      { total: 2333, distanceKm: 1.1 },
      { total: 10_000, distanceKm: null },
    ];
    const ids: string[] = [];
    for (const o of today) {
      ids.push(
        await insertOrder(t.database.db, {
          ...base,
          ...o,
          statut: 'LIVREE',
          livreurId: m.courier.id,
          livreeAt: now,
        }),
      );
    }
    // Not today (one minute before midnight UTC, Abidjan time), not delivered, not this courier's.
    const other = await flow.newCourier(m);
    await notCountedToday(t.database.db, m, other.id, now);
    await rate(m, ids[0]!, { note: 5, noteLivreur: 3 });
    await rate(m, ids[1]!, { note: 5, noteLivreur: 4 });

    const res = await flow.get('/api/livreurs/stats-du-jour', m.courier.headers);
    expect(res.json()).toEqual({
      livraisonsAujourdHui: 3,
      revenusDuJour: Math.round((4000 + 2333 + 10_000) * 0.15),
      distanceParcourue: 3.5,
      evaluation: 3.5,
      nombreAvis: 2,
    });
    expect((await flow.get('/api/livreurs/stats-du-jour', other.headers)).json()).toEqual({
      livraisonsAujourdHui: 1,
      revenusDuJour: 750,
      distanceParcourue: 0,
      evaluation: null,
      nombreAvis: 0,
    });
  });
});
