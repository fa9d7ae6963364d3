import { lockCourier } from '../../db/row-locks.ts';
import { courierGains } from '@comoe/shared/admin-finance';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { COURIER_POSITION_MAX_AGE_MS, MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import type { Point } from '@comoe/shared/livraison';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { CourierStats } from '@comoe/shared/schemas/livreurs';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../types.ts';
import { applyTransition, assertMove, loadOrder } from '../commandes/order-transitions.ts';
import { latestProblems, toMission } from '../commandes/order-views.ts';
import {
  availableMissions,
  countInProgress,
  deliveredMissions,
  deliveredSince,
  findCourier,
  missionsInProgress,
  setAvailability as saveAvailability,
} from './livreurs.repository.ts';
import { checkHandoverCode } from './handover-codes.ts';
import { returnedCreditSince } from './gains.repository.ts';
import { createProofUploads, type ProofGiven } from './proof-uploads.service.ts';

/** Stores the handover's answer in the transaction that applies the move: both happen, or neither. */
export type SaveAnswer = (trx: Transaction<DB>, statut: OrderStatus) => Promise<void>;

/** The available list is the nearest 100 (or the oldest 100 without a position). */
const AVAILABLE_LIMIT = 100;
const HISTORY_LIMIT = 100;

/** Abidjan is on UTC all year: "today" starts at 00:00 UTC. */
function startOfToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

type Courier = NonNullable<Awaited<ReturnType<typeof findCourier>>>;

/** Where the courier is, if the app said so recently enough to be true. */
function currentPosition(c: Courier, now = Date.now()): Point | null {
  if (c.latitude === null || c.longitude === null || c.positionAt === null) return null;
  if (now - c.positionAt.getTime() > COURIER_POSITION_MAX_AGE_MS) return null;
  return { latitude: c.latitude, longitude: c.longitude };
}

export function createLivreursService(app: FastifyInstance) {
  const proofs = createProofUploads(app);

  async function courier(user: AuthUser): Promise<Courier> {
    const row = await findCourier(app.db, user.id);
    if (!row) throw notFound(MSG.uploadNeedsLivreur, 'NO_LIVREUR');
    return row;
  }

  async function setAvailability(
    user: AuthUser,
    input: { disponible: boolean; latitude?: number | null; longitude?: number | null },
  ) {
    const me = await courier(user);
    if (input.disponible && !me.verifie) throw forbidden(MSG.courierNotVerified, 'NOT_VERIFIED');
    const at =
      input.latitude != null && input.longitude != null
        ? { latitude: input.latitude, longitude: input.longitude }
        : null;
    await saveAvailability(app.db, user.id, input.disponible, at);
    return { disponible: input.disponible };
  }

  /** Orders waiting for a courier in the courier's city, nearest business first when the position is known. */
  async function available(user: AuthUser): Promise<Mission[]> {
    const me = await courier(user);
    // Read here, not from the session cache, which may not have heard of a deactivation yet.
    if (me.statut !== 'ACTIF' || !me.disponible || !me.verifie || me.villeId === null) return [];
    const from = currentPosition(me);
    const rows = await availableMissions(app.db, me.villeId, from, AVAILABLE_LIMIT);
    return rows.map((r) => toMission(r, from));
  }

  async function mine(user: AuthUser): Promise<Mission[]> {
    const from = currentPosition(await courier(user));
    const rows = await missionsInProgress(app.db, user.id);
    // What he reported on his way stays on his card (issue 22 §3).
    const problems = await latestProblems(
      app.db,
      rows.filter((r) => r.statut === 'EN_LIVRAISON').map((r) => r.id),
    );
    return rows.map((r) => ({ ...toMission(r, from), probleme: problems.get(r.id) ?? null }));
  }

  async function history(user: AuthUser): Promise<Mission[]> {
    await courier(user);
    return (await deliveredMissions(app.db, user.id, HISTORY_LIMIT)).map((r) => toMission(r));
  }

  /** Issue 8's four cards: today's deliveries, 15 % of their totals, their km, the mean rating. */
  async function todayStats(user: AuthUser): Promise<CourierStats> {
    const me = await courier(user);
    const [today, returned] = await Promise.all([
      deliveredSince(app.db, user.id, startOfToday()),
      returnedCreditSince(app.db, user.id, startOfToday()),
    ]);
    return {
      livraisonsAujourdHui: today.n,
      // A trip he brought back to the business is paid too (issue 34 §1).
      revenusDuJour: courierGains(today.total) + returned,
      distanceParcourue: Math.round(today.km * 10) / 10,
      evaluation: me.noteMoyenne,
      nombreAvis: me.nombreAvis,
    };
  }

  /** The courier as the order machine's guard reads him: city, availability, verification. */
  const actorOf = (user: AuthUser, c: Courier) => ({
    ...user,
    villeId: c.villeId,
    disponible: c.disponible,
    verifie: c.verifie,
  });

  async function acceptMission(user: AuthUser, id: string): Promise<OrderStatus> {
    const me = await courier(user);
    const order = await loadOrder(app, id);
    assertMove(order, actorOf(user, me), 'accepterMission');
    if ((await countInProgress(app.db, user.id)) >= MAX_MISSIONS_IN_PROGRESS) {
      throw conflict(MSG.courierTooManyMissions, 'TOO_MANY');
    }
    return applyTransition(app, {
      order,
      action: 'accepterMission',
      actor: actorOf(user, me),
      set: { livreurId: user.id },
      lostMessage: MSG.missionTaken,
      // What was read above may be old by now: the courier went off duty meanwhile, or an admin
      // deactivated him through another process whose notice has not reached this one's session
      // cache yet. With his row locked (his availability and his deactivation wait for this move,
      // or it for them), the machine decides again on what is committed, and his missions are
      // counted again: accepts at the same moment all passed the count above, only 3 may stay.
      after: async (trx) => {
        await lockCourier(trx, app.dialect, user.id);
        const now = await findCourier(trx, user.id);
        if (now?.statut !== 'ACTIF') throw forbidden(MSG.accountDisabled, 'ACCOUNT_DISABLED');
        assertMove(order, actorOf(user, now), 'accepterMission');
        if ((await countInProgress(trx, user.id)) > MAX_MISSIONS_IN_PROGRESS) {
          throw conflict(MSG.courierTooManyMissions, 'TOO_MANY');
        }
      },
    });
  }

  /**
   * Pickup with the business's code. `saveAnswer`, given when the request holds an
   * Idempotency-Key (plugins/idempotency.ts), stores the answer in the move's transaction.
   */
  async function markPickedUp(
    user: AuthUser,
    id: string,
    code: string,
    saveAnswer?: SaveAnswer,
  ): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const to = assertMove(order, user, 'marquerRecuperee');
    await checkHandoverCode(app, order, 'entreprise', code);
    return applyTransition(app, {
      order,
      action: 'marquerRecuperee',
      actor: user,
      where: { livreurId: user.id },
      ...(saveAnswer ? { after: (trx) => saveAnswer(trx, to) } : {}),
    });
  }

  /** Delivery with the client's code and a proof photo; keyed like the pickup. */
  async function markDelivered(
    user: AuthUser,
    id: string,
    code: string,
    proof: ProofGiven,
    saveAnswer?: SaveAnswer,
  ): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const to = assertMove(order, user, 'marquerLivree');
    await proofs.check(user, id, proof);
    await checkHandoverCode(app, order, 'client', code);
    // The photo uploaded once (issue 22 §2), or the one sent with this try.
    const preuveLivraisonUrl = await proofs.resolve(user, id, proof);
    return applyTransition(app, {
      order,
      action: 'marquerLivree',
      actor: user,
      where: { livreurId: user.id },
      set: {
        preuveLivraisonUrl,
        livreeAt: new Date(),
        gainLivreur: courierGains(order.total),
      },
      ...(saveAnswer ? { after: (trx) => saveAnswer(trx, to) } : {}),
    });
  }

  return {
    setAvailability,
    available,
    mine,
    history,
    todayStats,
    acceptMission,
    markPickedUp,
    markDelivered,
  };
}
