import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@comoe/shared/livraison';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import type { courierFlow } from './helpers/courier-flow.ts';
import { flowWithProof, type Mission } from './helpers/courier-flow.ts';
import { createEntreprise, createUser } from './helpers/factories.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Design §5: available missions come nearest first when the courier's position is known, and
// each says how far its pickup is (issue 8). Sorted by the database, before the limit of 100.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

const round1 = (km: number) => Math.round(km * 10) / 10;

async function businessAt(m: Market, latitude: number | null, longitude: number | null) {
  const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
  const e = await createEntreprise(t.database.db, owner, { nom: `Maquis ${latitude ?? 'sans position'}` });
  await t.database.db
    .updateTable('entreprises')
    .set({ latitude, longitude })
    .where('id', '=', e.id)
    .execute();
  return { id: e.id, latitude, longitude };
}

const report = (headers: Headers, latitude: number, longitude: number) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/position', headers, payload: { latitude, longitude } });

describe('GET /api/livreurs/missions-disponibles, nearest first', () => {
  let m: Market;
  let far: { id: number };
  let ids: { near: string[]; mid: string[]; far: string[]; nowhere: string[] };
  const here = { latitude: 5.2, longitude: -3.74 };

  beforeAll(async () => {
    m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const near = await businessAt(m, 5.205, -3.741); // ~0.6 km
    const mid = await businessAt(m, 5.23, -3.7); // ~5.5 km
    far = await businessAt(m, 5.3, -3.6); // ~19 km
    const nowhere = await businessAt(m, null, null);
    const base = { clientId: m.client.id, villeId: m.ville.id, statut: 'EN_ATTENTE_LIVREUR' as const };
    const start = Date.now() - 3_600_000;
    let n = 0;
    const open = async (entrepriseId: number, count: number) => {
      const out: string[] = [];
      for (let i = 0; i < count; i++) {
        out.push(
          await insertOrder(t.database.db, {
            ...base,
            entrepriseId,
            createdAt: new Date(start + n++ * 1000),
          }),
        );
      }
      return out;
    };
    // The farthest and the ones without a position are the oldest: a list by date would start with them.
    const farIds = await open(far.id, 30);
    const nowhereIds = await open(nowhere.id, 5);
    const midIds = await open(mid.id, 40);
    const nearIds = await open(near.id, 50);
    ids = { near: nearIds, mid: midIds, far: farIds, nowhere: nowhereIds };
  });

  it('keeps the nearest 100, sorted by distance from the courier to the pickup', async () => {
    expect((await report(m.courier.headers, here.latitude, here.longitude)).statusCode).toBe(200);
    const { list } = await flow.missions('missions-disponibles', m.courier.headers);
    expect(list).toHaveLength(100);
    // Same distance: oldest first.
    expect(list.map((x) => x.id)).toEqual([...ids.near, ...ids.mid, ...ids.far.slice(0, 10)]);
    const first = list[0]!;
    expect(first.distanceKm).toBe(
      round1(
        distanceKm(here, {
          latitude: first.latitudeEntreprise as number,
          longitude: first.longitudeEntreprise as number,
        }),
      ),
    );
    const kms = list.map((x) => x.distanceKm as number);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(kms[0]).toBeCloseTo(0.6, 0);
    expect(kms[99]).toBeGreaterThan(15);
  });

  it('reorders when the courier moves, and puts businesses without a position last', async () => {
    await report(m.courier.headers, 5.31, -3.59);
    const { list } = await flow.missions('missions-disponibles', m.courier.headers);
    expect(list.slice(0, 30).map((x) => x.id)).toEqual(ids.far);
    // Dropping the nearest-to-old-position tail shows the missions without position close the list.
    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'ANNULEE' })
      .where('id', 'in', ids.near)
      .execute();
    const after = await flow.missions('missions-disponibles', m.courier.headers);
    expect(after.list.map((x) => x.id)).toEqual([...ids.far, ...ids.mid, ...ids.nowhere]);
    expect(after.list.slice(-5).every((x) => x.distanceKm === null)).toBe(true);
    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'EN_ATTENTE_LIVREUR' })
      .where('id', 'in', ids.near)
      .execute();
  });

  it('lists by date without distances when the position is unknown or stale', async () => {
    const other = await flow.newCourier(m);
    const unknown = await flow.missions('missions-disponibles', other.headers);
    expect(unknown.list.map((x) => x.id)).toEqual(
      [...ids.far, ...ids.nowhere, ...ids.mid, ...ids.near].slice(0, 100),
    );
    expect(unknown.list.every((x) => x.distanceKm === null)).toBe(true);

    await report(other.headers, here.latitude, here.longitude);
    await t.database.db
      .updateTable('livreurs')
      .set({ positionAt: new Date(Date.now() - 3 * 3_600_000) })
      .where('utilisateurId', '=', other.id)
      .execute();
    const stale = await flow.missions('missions-disponibles', other.headers);
    expect(stale.list[0]!.id).toBe(ids.far[0]);
    expect(stale.list.every((x) => x.distanceKm === null)).toBe(true);
  });
});

describe('distances on the other lists', () => {
  it("keeps the checkout's business → client distance as distanceLivraisonKm, and gives the next stop's distance", async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const waiting = await flow.waiting(m);
    const { distanceKm: charged } = await t.database.db
      .selectFrom('commandes')
      .select('distanceKm')
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(charged).toBeGreaterThan(1);

    const beforePosition = (await flow.missions('missions-disponibles', m.courier.headers)).list[0]!;
    expect(beforePosition).toMatchObject({ id: waiting, distanceKm: null, distanceLivraisonKm: charged });

    // The courier stands 2.2 km north of the business (5.21, -3.74); the client is at (5.2, -3.74).
    const at = { latitude: 5.23, longitude: -3.74 };
    await report(m.courier.headers, at.latitude, at.longitude);
    const toBusiness = round1(distanceKm(at, { latitude: 5.21, longitude: -3.74 }));
    const toClient = round1(distanceKm(at, { latitude: 5.2, longitude: -3.74 }));
    const offered = (await flow.missions('missions-disponibles', m.courier.headers)).list[0]!;
    expect(offered).toMatchObject({ distanceKm: toBusiness, distanceLivraisonKm: charged });

    await flow.accept(waiting, m.courier.headers);
    const onTheWay = await flow.pickedUp(m);
    const mine = (await flow.missions('mes-missions', m.courier.headers)).list;
    const byId = new Map(mine.map((x: Mission) => [x.id, x]));
    expect(byId.get(waiting)).toMatchObject({ statut: 'ACCEPTEE', distanceKm: toBusiness });
    expect(byId.get(onTheWay)).toMatchObject({ statut: 'EN_LIVRAISON', distanceKm: toClient });

    await flow.deliver(onTheWay, (await flow.codes(onTheWay)).codeClient, m.courier.headers);
    const done = (await flow.missions('historique', m.courier.headers)).list[0]!;
    expect(done).toMatchObject({ id: onTheWay, distanceKm: null, distanceLivraisonKm: charged });
  });
});
