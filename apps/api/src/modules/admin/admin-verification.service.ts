import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import {
  verificationState,
  type VerificationQueuePage,
  type VerificationQueueQuery,
} from '@comoe/shared/schemas/courier-verification';
import { appendJournal } from '../../db/admin-journal.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { paging, type PageRequest } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import { findLivreur } from './admin-directory.repository.ts';
import { toAdminLivreur } from './admin-directory.service.ts';
import {
  countQueue,
  findCourierPapers,
  listQueue,
  setVerification,
} from './admin-verification.repository.ts';

/** Couriers verified from their papers (issue 20 §2): the admin's queue and his decision. */
export function createAdminVerificationService(app: FastifyInstance) {
  async function queue(
    q: PageRequest & { etat: NonNullable<VerificationQueueQuery['etat']> },
  ): Promise<VerificationQueuePage> {
    // The waiting count is the sidebar's badge: counted once when it is the list asked.
    const [rows, totalElements, enAttente] = await Promise.all([
      listQueue(app.db, q.etat, paging(q)),
      countQueue(app.db, q.etat),
      q.etat === 'EN_ATTENTE' ? null : countQueue(app.db, 'EN_ATTENTE'),
    ]);
    return {
      content: rows.map((r) => ({
        id: r.id,
        prenom: r.prenom,
        nom: r.nom,
        telephone: r.telephone,
        matricule: r.matricule,
        ville: r.ville,
        typeTransport: r.typeTransport,
        statut: r.statut,
        urlPhoto: r.photoProfilUrl,
        dateInscription: r.createdAt.toISOString(),
        etat: verificationState(r),
        motif: r.verificationMotif,
        cniPhotoUrl: r.cniPhotoUrl,
        permisPhotoUrl: r.permisPhotoUrl,
        documentsAt: r.documentsAt?.toISOString() ?? null,
      })),
      totalElements,
      enAttente: enAttente ?? totalElements,
    };
  }

  /**
   * Verify (only with his ID card and licence photos: nobody rides on papers never seen) or
   * refuse with a reason the courier reads and answers by sending new photos. The courier is
   * notified; the journal keeps it.
   */
  async function verify(
    me: AuthUser,
    id: number,
    isVerified: boolean,
    motif?: string,
  ): Promise<AdminLivreur> {
    const notice = {
      utilisateurId: id,
      titre: ADMIN_MSG.verifiedNoticeTitle,
      corps: isVerified ? ADMIN_MSG.verifiedNotice : ADMIN_MSG.unverifiedNotice(motif),
      commandeId: null,
    };
    const outcome = await app.db.transaction().execute(async (trx) => {
      const change = isVerified
        ? ({ verifie: true } as const)
        : ({ verifie: false, motif: motif ?? null } as const);
      if (!(await setVerification(trx, id, change))) {
        return (await findCourierPapers(trx, id)) ? 'NO_PAPERS' : 'NOT_FOUND';
      }
      await appendJournal(trx, {
        adminId: me.id,
        type: 'livreur.verification',
        cibleType: 'utilisateur',
        cibleId: id,
        resume: isVerified
          ? 'Livreur vérifié.'
          : motif
            ? 'Documents du livreur refusés.'
            : 'Vérification du livreur retirée.',
        motif: motif ?? null,
      });
      await app.notifier.store(trx, [notice]);
      return 'DONE';
    });
    if (outcome === 'NOT_FOUND') throw notFound(ADMIN_MSG.livreurNotFound, 'LIVREUR_NOT_FOUND');
    if (outcome === 'NO_PAPERS') throw conflict(ADMIN_MSG.verificationNeedsDocuments, 'DOCUMENTS_MISSING');
    await app.notifier.deliver([notice]);
    // His dashboard and the admins' queue follow without a reload.
    await app.events
      .publish({
        audience: { users: [id], admins: true },
        data: { type: 'livreur.verification', livreurId: id, at: new Date().toISOString() },
      })
      .catch((err: unknown) => app.log.error({ err }, 'publication'));
    const row = await findLivreur(app.db, id);
    if (!row) throw notFound(ADMIN_MSG.livreurNotFound, 'LIVREUR_NOT_FOUND');
    return toAdminLivreur(row);
  }

  return { queue, verify };
}
