import { beforeAll, describe, expect, it } from 'vitest';
import { courierGains } from '@comoe/shared/admin-finance';
import { INCIDENT_MSG } from '@comoe/shared/commandes/incidents';
import { RESCUE_MSG, RETURN_WAIT_MINUTES } from '@comoe/shared/commandes/rescue';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal } from './helpers/app.ts';
import type { Headers } from './helpers/courier-flow.ts';
import { notificationsOf, orderIn } from './helpers/desk.ts';
import { missionSuite, type MissionSuite } from './helpers/mission-suite.ts';

// Issue 34 §1: after "Signaler un problème" the admins hear of it at once; the courier waits and
// calls the client, then brings the order back to the business, confirmed by its code. The order
// ends cancelled as returned, the client pays nothing, the business is not paid, the courier is.
const suite = missionSuite();
let t: MissionSuite['t'];
let sibling: MissionSuite['sibling'];
let flow: MissionSuite['flow'];
let m: MissionSuite['m'];

beforeAll(() => void ({ t, sibling, flow, m } = suite.get()));

const MOTIF = 'Client absent, téléphone éteint';

const report = (id: string, headers: Headers = m.courier.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/livreurs/missions/${id}/probleme`,
    headers,
    payload: { type: 'CLIENT_ABSENT' },
  });
const bringBack = (id: string, payload: unknown, headers: Headers = m.courier.headers, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/livreurs/missions/${id}/retour`,
    headers,
    payload: payload as never,
  });

/** The report made `minutes` ago: the wait is counted from it. */
const reportedAgo = (id: string, minutes: number) =>
  t.database.db
    .updateTable('incidentsLivraison')
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where('commandeId', '=', id)
    .execute();

/** Picked up, a problem reported, the wait over: ready to be brought back. */
async function waitedFor(): Promise<{ id: string; code: string }> {
  const id = await flow.pickedUp(m);
  expect((await report(id)).statusCode).toBe(200);
  await reportedAgo(id, RETURN_WAIT_MINUTES + 1);
  return { id, code: (await flow.codes(id)).codeEntreprise };
}

const told = async (userId: number, id: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.commandeId === id).map((n) => n.corps);
const gains = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/livreurs/gains', headers: m.courier.headers })).json<{
    du: number;
    especesEncaissees: number;
    missions: { commandeId: string; gain: number; especes: number }[];
  }>();
const todayRevenue = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/livreurs/stats-du-jour', headers: m.courier.headers })
  ).json<{ revenusDuJour: number }>().revenusDuJour;
const reste = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/paiements/reste', headers: m.admin.headers })).json<{
    montant: number;
    nombreCommandes: number;
  }>();

describe('after a problem report', () => {
  it('tells every admin at once, and the client that the courier waits and will call', async () => {
    const id = await flow.pickedUp(m);
    expect((await report(id)).statusCode).toBe(200);
    const [admin] = await told(m.admin.id, id);
    expect(admin).toMatch(/signale un problème en livraison : Client absent/);
    expect((await told(m.client.id, id)).at(-1)).toContain(RESCUE_MSG.courierWaits);
  });
});

describe('POST /api/livreurs/missions/:id/retour', () => {
  it('brings the order back: cancelled as returned, the reason read by the client, the business told', async () => {
    const { id, code } = await waitedFor();
    const res = await bringBack(id, { motif: `  ${MOTIF}  `, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    const row = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'livreurId', 'gainLivreur', 'livreeAt', 'total'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ statut: 'ANNULEE', livreurId: m.courier.id, livreeAt: null });
    expect(row.gainLivreur).toBe(courierGains(Number(row.total)));
    const moves = await t.database.db
      .selectFrom('transitionsCommande')
      .select(['deStatut', 'versStatut', 'acteurId', 'motif', 'mouvement'])
      .where('commandeId', '=', id)
      .where('versStatut', '=', 'ANNULEE')
      .execute();
    expect(moves).toEqual([
      {
        deStatut: 'EN_LIVRAISON',
        versStatut: 'ANNULEE',
        acteurId: m.courier.id,
        motif: MOTIF,
        mouvement: 'rapporter',
      },
    ]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/${id}`,
      headers: m.client.headers,
    });
    expect(seen.json()).toMatchObject({ statut: 'ANNULEE', motifFin: 'RETOURNEE', raisonFin: MOTIF });
    expect((await told(m.client.id, id)).at(-1)).toBe(RESCUE_MSG.returnedClient(MOTIF));
    expect((await told(m.owner.id, id)).at(-1)).toMatch(/rapporte cette commande/);
    const mine = await flow.missions('mes-missions', m.courier.headers);
    expect(mine.list.map((x) => x.id)).not.toContain(id);
  });

  it('refuses before any report, then before the wait is over, saying how many minutes remain', async () => {
    const id = await flow.pickedUp(m);
    const { codeEntreprise: code } = await flow.codes(id);
    expectRefusal(await bringBack(id, { motif: MOTIF, code }), 409, RESCUE_MSG.noProblemYet);
    expect((await report(id)).statusCode).toBe(200);
    expectRefusal(await bringBack(id, { motif: MOTIF, code }), 409, RESCUE_MSG.waitLeft(RETURN_WAIT_MINUTES));
    await reportedAgo(id, 4);
    expectRefusal(
      await bringBack(id, { motif: MOTIF, code }),
      409,
      RESCUE_MSG.waitLeft(RETURN_WAIT_MINUTES - 4),
    );
    // No code try was spent on a refused move.
    expect((await flow.codes(id)).essaisCodeEntreprise).toBe(0);
    await reportedAgo(id, RETURN_WAIT_MINUTES);
    expect((await bringBack(id, { motif: MOTIF, code })).json()).toEqual({ statut: 'ANNULEE' });
  });

  it('counts wrong business codes as at pickup, and locks after too many', async () => {
    const { id, code } = await waitedFor();
    const wrong = code === '0000' ? '1111' : '0000';
    const first = await bringBack(id, { motif: MOTIF, code: wrong });
    expectRefusal(first, 400, `${MSG.codeInvalid} Il vous reste 4 essai(s).`);
    for (let i = 0; i < 4; i += 1) await bringBack(id, { motif: MOTIF, code: wrong });
    expectRefusal(await bringBack(id, { motif: MOTIF, code }), 409, MSG.codeLocked);
    expect((await flow.codes(id)).statut).toBe('EN_LIVRAISON');
  });

  it("answers another courier's order like a missing one, and lets in couriers only", async () => {
    const { id, code } = await waitedFor();
    const other = await flow.newCourier(m);
    expectRefusal(await bringBack(id, { motif: MOTIF, code }, other.headers), 404, MSG.orderNotFound);
    for (const who of [m.client, m.owner, m.admin]) {
      expectRefusal(await bringBack(id, { motif: MOTIF, code }, who.headers), 403, MSG.forbidden);
    }
    expect((await flow.codes(id)).statut).toBe('EN_LIVRAISON');
  });

  it.each(['ACCEPTEE', 'PRETE', 'LIVREE', 'ANNULEE'] as const)('refuses an order %s', async (statut) => {
    const id = await orderIn(t, m, statut, m.courier.id);
    expectRefusal(
      await bringBack(id, { motif: MOTIF, code: '5678' }),
      409,
      MSG.orderTransitionRefused(statut),
    );
  });

  it.each([
    [{ code: '1234' }, INCIDENT_MSG.motifRequired],
    [{ motif: 'ab', code: '1234' }, INCIDENT_MSG.motifRequired],
    [{ motif: MOTIF }, RESCUE_MSG.codeRequired],
    [{ motif: MOTIF, code: '   ' }, RESCUE_MSG.codeRequired],
    [{ motif: MOTIF, code: 1234 }, RESCUE_MSG.codeRequired],
  ])('asks for a reason and the code, in French (%j)', async (payload, message) => {
    const id = await flow.pickedUp(m);
    expectRefusal(await bringBack(id, payload), 400, message);
  });

  it('lets one of a double tap on two instances through, and one of the courier and an admin at once', async () => {
    const { id, code } = await waitedFor();
    const taps = await Promise.all([
      bringBack(id, { motif: MOTIF, code }),
      bringBack(id, { motif: MOTIF, code }, m.courier.headers, sibling),
    ]);
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const second = await waitedFor();
    const [courier, admin] = await Promise.all([
      bringBack(second.id, { motif: MOTIF, code: second.code }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/commandes/${second.id}/cloturer`,
        headers: m.admin.headers,
        payload: { issue: 'LIVREE', motif: 'Client joint au téléphone' },
      }),
    ]);
    expect([courier.statusCode, admin.statusCode].sort()).toEqual([200, 409]);
    const ends = await t.database.db
      .selectFrom('transitionsCommande')
      .select('id')
      .where('commandeId', 'in', [id, second.id])
      .where('versStatut', 'in', ['ANNULEE', 'LIVREE'])
      .execute();
    expect(ends).toHaveLength(2);
  });
});

describe('who is paid for a returned order', () => {
  it("pays the courier's trip once, and not the business", async () => {
    const before = { gains: await gains(), reste: await reste(), jour: await todayRevenue() };
    const { id, code } = await waitedFor();
    expect((await bringBack(id, { motif: MOTIF, code })).statusCode).toBe(200);
    const gain = (
      await t.database.db
        .selectFrom('commandes')
        .select('gainLivreur')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).gainLivreur!;
    const after = await gains();
    expect(after.du - before.gains.du).toBe(gain);
    expect((await todayRevenue()) - before.jour).toBe(gain);
    // A cash order brought back collected no cash.
    expect(after.especesEncaissees).toBe(before.gains.especesEncaissees);
    expect(after.missions.filter((x) => x.commandeId === id)).toEqual([
      expect.objectContaining({ gain, especes: 0 }),
    ]);
    // The business awaits nothing for it, and it cannot be paid to it.
    expect(await reste()).toEqual(before.reste);
    const payout = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${id}/payout`,
      headers: m.admin.headers,
      payload: {},
    });
    expect(payout.statusCode).toBe(409);
    // The courier's payout takes it once.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/livreurs/${m.courier.id}/versement`,
      headers: m.admin.headers,
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ montant: number }>().montant).toBe(after.du);
    const settled = await t.database.db
      .selectFrom('commandes')
      .select('versementLivreurId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(settled.versementLivreurId).not.toBeNull();
    expect((await gains()).du).toBe(0);
  });
});
