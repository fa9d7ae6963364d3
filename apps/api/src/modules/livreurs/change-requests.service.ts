import type { FastifyInstance } from 'fastify';
import type { Transport } from '@comoe/shared/enums';
import {
  CHANGE_REQUEST_MSG as M,
  type AdminChangeRequest,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@comoe/shared/schemas/courier-change-requests';
import { MSG } from '@comoe/shared/messages';
import { appendJournal } from '../../db/admin-journal.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import {
  applyChange,
  courierSetup,
  decideRequest,
  findRequest,
  insertRequest,
  requestsByStatus,
  requestsOf,
  villeExists,
  type ChangeRequestRow,
} from './change-requests.repository.ts';

const COURIER_LIMIT = 20;
const ADMIN_LIMIT = 200;

function toChangeRequest(r: ChangeRequestRow): ChangeRequest {
  return {
    id: r.id,
    typeTransport: r.typeTransport,
    villeId: r.villeId,
    villeNom: r.villeNom,
    ancienTypeTransport: r.ancienTypeTransport,
    ancienneVilleNom: r.ancienneVilleNom,
    motif: r.motif,
    statut: r.statut,
    motifRefus: r.motifRefus,
    createdAt: r.createdAt.toISOString(),
    decideeAt: r.decideeAt?.toISOString() ?? null,
  };
}

function toAdminChangeRequest(r: ChangeRequestRow): AdminChangeRequest {
  return {
    ...toChangeRequest(r),
    livreurId: r.livreurId,
    livreurNom: `${r.prenom} ${r.nom}`.trim(),
    telephone: r.telephone,
    matricule: r.matricule,
  };
}

/**
 * Issue 22 §4: the courier asks to change vehicle or city, with a reason; an admin approves (his
 * profile changes, and his available missions are his new city's) or refuses with a reason he
 * reads. One pending request per courier, held by the store (migration 017's partial index).
 */
export function createChangeRequestsService(app: FastifyInstance) {
  async function mine(user: AuthUser): Promise<ChangeRequest[]> {
    return (await requestsOf(app.db, user.id, COURIER_LIMIT)).map(toChangeRequest);
  }

  async function ask(
    user: AuthUser,
    input: { typeTransport: Transport | null; villeId: number | null; motif: string },
  ): Promise<ChangeRequest> {
    const now = await courierSetup(app.db, user.id);
    if (!now) throw notFound(MSG.uploadNeedsLivreur, 'NO_LIVREUR');
    // What he already has is no change: only what differs is asked.
    const typeTransport = input.typeTransport === now.typeTransport ? null : input.typeTransport;
    const villeId = input.villeId === now.villeId ? null : input.villeId;
    if (typeTransport === null && villeId === null) throw badRequest(M.nothingNew, 'NOTHING_NEW');
    if (villeId !== null && !(await villeExists(app.db, villeId)))
      throw badRequest(M.villeInvalid, 'VILLE_INVALID');
    let id: number;
    try {
      id = await insertRequest(app.db, {
        livreurId: user.id,
        typeTransport,
        villeId,
        ancienTypeTransport: now.typeTransport,
        ancienneVilleId: now.villeId,
        motif: input.motif,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.alreadyPending, 'CHANGE_PENDING');
      throw err;
    }
    const row = await findRequest(app.db, id);
    if (!row) throw notFound(M.notFound, 'CHANGE_NOT_FOUND');
    // The admins' queue follows without a reload.
    await app.events
      .publish({
        audience: { admins: true },
        data: { type: 'livreur.verification', livreurId: user.id, at: new Date().toISOString() },
      })
      .catch((err: unknown) => app.log.error({ err }, 'publication'));
    return toChangeRequest(row);
  }

  async function list(statut: ChangeRequestStatus): Promise<AdminChangeRequest[]> {
    return (await requestsByStatus(app.db, statut, ADMIN_LIMIT)).map(toAdminChangeRequest);
  }

  /** Approve (the change is applied in the same transaction) or refuse; the courier is notified. */
  async function decide(
    me: AuthUser,
    id: number,
    input: { decision: 'APPROUVEE' | 'REFUSEE'; motif: string | null },
  ): Promise<AdminChangeRequest> {
    const request = await findRequest(app.db, id);
    if (!request) throw notFound(M.notFound, 'CHANGE_NOT_FOUND');
    const approved = input.decision === 'APPROUVEE';
    const notice = {
      utilisateurId: request.livreurId,
      titre: M.noticeTitle,
      corps: approved ? M.approvedNotice : M.refusedNotice(input.motif ?? ''),
      commandeId: null,
    };
    const done = await app.db.transaction().execute(async (trx) => {
      const decided = await decideRequest(trx, id, {
        statut: input.decision,
        motifRefus: approved ? null : input.motif,
        adminId: me.id,
      });
      if (!decided) return false;
      if (approved) await applyChange(trx, request.livreurId, request);
      await appendJournal(trx, {
        adminId: me.id,
        type: 'livreur.changement',
        cibleType: 'utilisateur',
        cibleId: request.livreurId,
        resume: approved
          ? 'Demande de changement du livreur approuvée.'
          : 'Demande de changement du livreur refusée.',
        motif: approved ? null : input.motif,
      });
      await app.notifier.store(trx, [notice]);
      return true;
    });
    if (!done) throw conflict(M.alreadyDecided, 'CHANGE_DECIDED');
    await app.notifier.deliver([notice]);
    // His dashboard (profile, available missions) and the admins' lists follow without a reload.
    await app.events
      .publish({
        audience: { users: [request.livreurId], admins: true },
        data: { type: 'livreur.verification', livreurId: request.livreurId, at: new Date().toISOString() },
      })
      .catch((err: unknown) => app.log.error({ err }, 'publication'));
    const row = await findRequest(app.db, id);
    if (!row) throw notFound(M.notFound, 'CHANGE_NOT_FOUND');
    return toAdminChangeRequest(row);
  }

  return { mine, ask, list, decide };
}
