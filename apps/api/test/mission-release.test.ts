import { beforeAll, describe, expect, it } from 'vitest';
import { INCIDENT_MSG } from '@comoe/shared/commandes/incidents';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal } from './helpers/app.ts';
import type { Headers } from './helpers/courier-flow.ts';
import { notificationsOf, orderIn, orderState } from './helpers/desk.ts';
import { missionSuite, type MissionSuite } from './helpers/mission-suite.ts';
import { openStream } from './helpers/sse.ts';

// Issue 22 §3: before pickup the courier hands a mission back; it goes back to the couriers of
// the city, the business is told. Only his, only before pickup, once whatever the requests.
const suite = missionSuite();
let t: MissionSuite['t'];
let sibling: MissionSuite['sibling'];
let flow: MissionSuite['flow'];
let m: MissionSuite['m'];

beforeAll(() => void ({ t, sibling, flow, m } = suite.get()));

const release = (id: string, headers: Headers, payload: unknown = { motif: 'Panne de moto' }, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/livreurs/missions/${id}/liberer`,
    headers,
    payload: payload as never,
  });

const pickup = async (id: string, headers: Headers, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-recuperee/${id}?code=${(await flow.codes(id)).codeEntreprise}`,
    headers,
  });

const releases = (id: string) =>
  t.database.db
    .selectFrom('transitionsCommande')
    .select(['deStatut', 'versStatut', 'acteurId', 'acteurRole', 'motif'])
    .where('commandeId', '=', id)
    .where('versStatut', '=', 'EN_ATTENTE_LIVREUR')
    .where('acteurRole', '=', 'LIVREUR')
    .execute();

/** An order taken by the marketplace's courier through the API, then made ready when asked. */
async function taken(ready = false): Promise<string> {
  const id = await flow.waiting(m);
  expect((await flow.accept(id, m.courier.headers)).statusCode).toBe(200);
  if (ready) expect((await flow.business(m, id, 'prete')).statusCode).toBe(200);
  return id;
}

describe('POST /api/livreurs/missions/:id/liberer', () => {
  it.each([
    ['accepted', false],
    ['ready', true],
  ])('gives a mission %s back to the city, tells the business and the client, not him', async (_, ready) => {
    const id = await taken(ready);
    const res = await release(id, m.courier.headers, { motif: '  Panne de moto  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statut: 'EN_ATTENTE_LIVREUR' });
    expect(await orderState(t, id)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
    // Off his list, on the others'.
    expect((await flow.missions('mes-missions', m.courier.headers)).list.map((x) => x.id)).not.toContain(id);
    const other = await flow.newCourier(m);
    expect((await flow.missions('missions-disponibles', other.headers)).list.map((x) => x.id)).toContain(id);
    const owner = (await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id);
    expect(owner.at(-1)?.corps).toMatch(/a rendu la mission.*Motif : Panne de moto$/);
    const client = (await notificationsOf(t, m.client.id)).filter((n) => n.commandeId === id);
    expect(client.at(-1)?.corps).toBe(INCIDENT_MSG.releasedClient);
    const rider = (await notificationsOf(t, m.courier.id)).filter((n) => n.commandeId === id);
    expect(rider).toEqual([]);
    expect(await releases(id)).toEqual([
      {
        deStatut: ready ? 'PRETE' : 'ACCEPTEE',
        versStatut: 'EN_ATTENTE_LIVREUR',
        acteurId: m.courier.id,
        acteurRole: 'LIVREUR',
        motif: 'Panne de moto',
      },
    ]);
    // Another courier takes it at once.
    expect((await flow.accept(id, other.headers)).json()).toEqual({ statut: 'ACCEPTEE' });
  });

  it('streams the mission to the couriers of the city and the change to the business', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('adresse inconnue');
    const base = `http://127.0.0.1:${address.port}`;
    const other = await flow.newCourier(m);
    const id = await taken();
    const courierStream = await openStream(base, other.headers.authorization.replace('Bearer ', ''));
    const ownerStream = await openStream(base, m.owner.token);
    expect((await release(id, m.courier.headers)).statusCode).toBe(200);
    await courierStream.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === id);
    await ownerStream.waitFor(
      (e) => e.type === 'commande.statut' && e.commandeId === id && e.statut === 'EN_ATTENTE_LIVREUR',
    );
    await ownerStream.waitFor((e) => e.type === 'notification' && e.commandeId === id);
    courierStream.close();
    ownerStream.close();
  });

  it('refuses once picked up, with a sentence saying what to do instead', async () => {
    const id = await flow.pickedUp(m);
    expectRefusal(await release(id, m.courier.headers), 409, INCIDENT_MSG.releaseAfterPickup);
    expect(await orderState(t, id)).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: m.courier.id });
    expect(await releases(id)).toEqual([]);
  });

  it.each(['LIVREE', 'ANNULEE'] as const)('refuses a finished order (%s)', async (statut) => {
    const id = await orderIn(t, m, statut, m.courier.id);
    const res = await release(id, m.courier.headers);
    expectRefusal(res, 409, MSG.orderTransitionRefused(statut));
  });

  it("answers another courier's mission, and one nobody holds, like a missing one", async () => {
    const id = await taken();
    const other = await flow.newCourier(m);
    expectRefusal(await release(id, other.headers), 404, MSG.orderNotFound);
    const waiting = await flow.waiting(m);
    expectRefusal(await release(waiting, m.courier.headers), 404, MSG.orderNotFound);
    expect(await orderState(t, id)).toMatchObject({ statut: 'ACCEPTEE', livreurId: m.courier.id });
  });

  it('lets in couriers only', async () => {
    const id = await taken();
    for (const who of [m.client, m.owner, m.admin]) {
      expectRefusal(await release(id, who.headers), 403, MSG.forbidden);
    }
    expect((await release(id, {})).statusCode).toBe(401);
    expect(await orderState(t, id)).toMatchObject({ statut: 'ACCEPTEE', livreurId: m.courier.id });
  });

  it.each([{}, { motif: '' }, { motif: '  ' }, { motif: 'ab' }, { motif: 'x'.repeat(301) }, { motif: 42 }])(
    'asks for a reason of 3 to 300 characters (%j)',
    async (payload) => {
      const id = await taken();
      expectRefusal(await release(id, m.courier.headers, payload), 400, INCIDENT_MSG.motifRequired);
      expect(await orderState(t, id)).toMatchObject({ statut: 'ACCEPTEE', livreurId: m.courier.id });
    },
  );

  it('refuses control characters and a malformed id', async () => {
    const id = await taken();
    const res = await release(id, m.courier.headers, { motif: 'ok\u0007ko' });
    expectRefusal(res, 400, INCIDENT_MSG.textControlChars);
    expectRefusal(await release('pas-un-id', m.courier.headers), 400, MSG.orderNotFound);
  });
});

describe('releases at the same moment', () => {
  it('lets one of 20 simultaneous releases on two instances win, and records it once', async () => {
    const id = await taken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        release(id, m.courier.headers, undefined, i % 2 ? sibling : t.app),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 404 || c === 409)).toBe(true);
    expect(await releases(id)).toHaveLength(1);
    const owner = (await notificationsOf(t, m.owner.id)).filter(
      (n) => n.commandeId === id && n.corps.includes('a rendu la mission'),
    );
    expect(owner).toHaveLength(1);
    expect(await orderState(t, id)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
  });

  it('leaves a release racing the pickup consistent: exactly one of them wins', async () => {
    for (let i = 0; i < 8; i++) {
      const id = await taken(true);
      const [r, p] = await Promise.all([
        release(id, m.courier.headers, undefined, i % 2 ? sibling : t.app),
        pickup(id, m.courier.headers, i % 2 ? t.app : sibling),
      ]);
      expect([r.statusCode, p.statusCode].filter((c) => c === 200)).toHaveLength(1);
      const state = await orderState(t, id);
      if (r.statusCode === 200) {
        // The pickup lost while reading (404: no longer his) or while writing (409).
        expect([404, 409]).toContain(p.statusCode);
        expect(state).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
        expect(await releases(id)).toHaveLength(1);
      } else {
        expect(r.statusCode).toBe(409);
        expect(state).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: m.courier.id });
        expect(await releases(id)).toEqual([]);
        // Keep him under the cap of 3 missions for the next round.
        await t.database.db.updateTable('commandes').set({ statut: 'LIVREE' }).where('id', '=', id).execute();
      }
    }
  });
});
