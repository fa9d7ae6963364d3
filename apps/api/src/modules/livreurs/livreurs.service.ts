import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { distanceKm } from '@comoe/shared/delivery';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../types.ts';
import { MAX_CODE_TRIES } from '../commandes/order-codes.ts';
import { applyTransition, loadOrder, type OrderWithOwner } from '../commandes/order-transitions.ts';
import { COURIER_SHARE, missionQuery, toMission } from '../commandes/order-views.ts';

export const MAX_MISSIONS_IN_PROGRESS = 3;
const IN_PROGRESS: OrderStatus[] = ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'];

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Abidjan is on UTC all year: "today" starts at 00:00 UTC. */
function startOfToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function createLivreursService(app: FastifyInstance) {
  async function courier(user: AuthUser) {
    const row = await app.db
      .selectFrom('livreurs as l')
      .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
      .select(['l.utilisateurId', 'l.disponible', 'l.latitude', 'l.longitude', 'l.noteMoyenne', 'u.villeId'])
      .where('l.utilisateurId', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound(MSG.uploadNeedsLivreur, 'NO_LIVREUR');
    return row;
  }

  async function setAvailability(user: AuthUser, input: { disponible: boolean; latitude?: number | null; longitude?: number | null }) {
    await courier(user);
    const hasPosition = input.latitude != null && input.longitude != null;
    await app.db
      .updateTable('livreurs')
      .set({
        disponible: input.disponible,
        ...(hasPosition ? { latitude: input.latitude, longitude: input.longitude, positionAt: new Date() } : {}),
      })
      .where('utilisateurId', '=', user.id)
      .execute();
    return { disponible: input.disponible };
  }

  /** Orders waiting for a courier in the courier's city, nearest business first when the position is known. */
  async function available(user: AuthUser): Promise<Mission[]> {
    const me = await courier(user);
    if (!me.disponible || me.villeId === null) return [];
    const rows = await missionQuery(app.db)
      .where('c.villeId', '=', me.villeId)
      .where('c.statut', '=', 'EN_ATTENTE_LIVREUR')
      .orderBy('c.createdAt')
      .limit(100)
      .execute();
    const missions = rows.map(toMission);
    if (me.latitude === null || me.longitude === null) return missions;
    const from = { latitude: me.latitude, longitude: me.longitude };
    const away = (m: Mission) =>
      m.latitudeEntreprise === null || m.longitudeEntreprise === null
        ? Number.POSITIVE_INFINITY
        : distanceKm(from, { latitude: m.latitudeEntreprise, longitude: m.longitudeEntreprise });
    return missions.sort((a, b) => away(a) - away(b));
  }

  async function mine(user: AuthUser): Promise<Mission[]> {
    const rows = await missionQuery(app.db)
      .where('c.livreurId', '=', user.id)
      .where('c.statut', 'in', IN_PROGRESS)
      .orderBy('c.createdAt')
      .execute();
    return rows.map(toMission);
  }

  async function history(user: AuthUser): Promise<Mission[]> {
    const rows = await missionQuery(app.db)
      .where('c.livreurId', '=', user.id)
      .where('c.statut', '=', 'LIVREE')
      .orderBy('c.livreeAt', 'desc')
      .limit(100)
      .execute();
    return rows.map(toMission);
  }

  async function todayStats(user: AuthUser) {
    const me = await courier(user);
    const row = await app.db
      .selectFrom('commandes')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'),
        eb.fn.coalesce(eb.fn.sum<number>('distanceKm'), eb.lit(0)).as('km'),
      ])
      .where('livreurId', '=', user.id)
      .where('statut', '=', 'LIVREE')
      .where('livreeAt', '>=', startOfToday())
      .executeTakeFirstOrThrow();
    return {
      livraisonsAujourdHui: Number(row.n),
      revenusDuJour: Math.round(Number(row.total) * COURIER_SHARE),
      distanceParcourue: Math.round(Number(row.km) * 10) / 10,
      evaluation: me.noteMoyenne,
    };
  }

  async function missionsInProgress(db: Database | Transaction<DB>, livreurId: number): Promise<number> {
    const row = await db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('livreurId', '=', livreurId)
      .where('statut', 'in', IN_PROGRESS)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function acceptMission(user: AuthUser, id: string): Promise<OrderStatus> {
    const me = await courier(user);
    const order = await loadOrder(app, id);
    if (order.villeId !== me.villeId) throw forbidden(MSG.courierOtherCity, 'OTHER_CITY');
    if (!me.disponible) throw conflict(MSG.courierUnavailable, 'UNAVAILABLE');
    if (order.statut !== 'EN_ATTENTE_LIVREUR') throw conflict(MSG.missionTaken, 'MISSION_TAKEN');
    if ((await missionsInProgress(app.db, user.id)) >= MAX_MISSIONS_IN_PROGRESS) {
      throw conflict(MSG.courierTooManyMissions, 'TOO_MANY');
    }
    return applyTransition(app, {
      order,
      action: 'accepterMission',
      actor: user,
      set: { livreurId: user.id },
      lostMessage: MSG.missionTaken,
      // Counted again inside the move with the courier's row locked: missions accepted at the
      // same moment all passed the count above, only the first 3 may stay.
      after: async (trx) => {
        await trx
          .selectFrom('livreurs')
          .select('utilisateurId')
          .where('utilisateurId', '=', user.id)
          .$if(app.dialect === 'postgres', (qb) => qb.forUpdate())
          .execute();
        if ((await missionsInProgress(trx, user.id)) > MAX_MISSIONS_IN_PROGRESS) {
          throw conflict(MSG.courierTooManyMissions, 'TOO_MANY');
        }
      },
    });
  }

  async function assignedOrder(user: AuthUser, id: string): Promise<OrderWithOwner> {
    const order = await loadOrder(app, id);
    // Another courier's mission answers like a missing one.
    if (order.livreurId !== user.id) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return order;
  }

  /** Counts a wrong code atomically; the fifth locks the step. */
  async function checkCode(order: OrderWithOwner, which: 'client' | 'entreprise', given: string): Promise<void> {
    const tries = which === 'client' ? order.essaisCodeClient : order.essaisCodeEntreprise;
    if (tries >= MAX_CODE_TRIES) throw conflict(MSG.codeLocked, 'CODE_LOCKED');
    const expected = which === 'client' ? order.codeClient : order.codeEntreprise;
    if (sameCode(expected, given)) return;
    const column = which === 'client' ? 'essaisCodeClient' : 'essaisCodeEntreprise';
    const row = await app.db
      .updateTable('commandes')
      .set((eb) => ({ [column]: eb(column, '+', 1) }))
      .where('id', '=', order.id)
      .returning(column)
      .executeTakeFirstOrThrow();
    const used = (row as Record<string, number>)[column] ?? MAX_CODE_TRIES;
    if (used >= MAX_CODE_TRIES) throw conflict(MSG.codeLocked, 'CODE_LOCKED');
    throw badRequest(`${MSG.codeInvalid} Il vous reste ${MAX_CODE_TRIES - used} essai(s).`, 'CODE_INVALID');
  }

  async function markPickedUp(user: AuthUser, id: string, code: string): Promise<OrderStatus> {
    const order = await assignedOrder(user, id);
    if (order.statut !== 'PRETE') throw conflict(MSG.orderTransitionRefused(order.statut), 'BAD_TRANSITION');
    await checkCode(order, 'entreprise', code);
    return applyTransition(app, { order, action: 'marquerRecuperee', actor: user, where: { livreurId: user.id } });
  }

  async function markDelivered(user: AuthUser, id: string, code: string, proof: Buffer | null): Promise<OrderStatus> {
    const order = await assignedOrder(user, id);
    if (order.statut !== 'EN_LIVRAISON') throw conflict(MSG.orderTransitionRefused(order.statut), 'BAD_TRANSITION');
    if (!proof || proof.length === 0) throw badRequest(MSG.proofRequired, 'PROOF_REQUIRED');
    await checkCode(order, 'client', code);
    const name = await storeImage(proof, `${app.config.dataDir}/private/proof`);
    return applyTransition(app, {
      order,
      action: 'marquerLivree',
      actor: user,
      where: { livreurId: user.id },
      set: { preuveLivraisonUrl: `/api/files/private/proof/${name}`, livreeAt: new Date() },
    });
  }

  return { setAvailability, available, mine, history, todayStats, acceptMission, markPickedUp, markDelivered };
}
