import type { FastifyInstance } from 'fastify';
import { courierGains } from '@comoe/shared/admin-finance';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AccountStatus, EntrepriseType } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type {
  AdminEntreprise,
  AdminLivreur,
  EntrepriseSortKey,
  LivreurSortKey,
} from '@comoe/shared/schemas/admin-accounts';
import { isProfileComplete } from '@comoe/shared/schemas/entreprise-profile';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  countEntreprises,
  countLivreurs,
  entrepriseOfOwner,
  listEntreprises,
  listLivreurs,
  type DirectoryFilter,
  type LivreurRow,
} from './admin-directory.repository.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import { lockCourier } from '../../db/row-locks.ts';
import { retryingConflicts } from '../../db/retry-conflicts.ts';
import { createAdminDeactivationService } from './admin-deactivation.service.ts';
import { actorLabel } from '@comoe/shared/role-names';
import { lockAdmins, setAccountStatut } from './admin-users.repository.ts';

type Paged<S> = DirectoryFilter & { page: number; size: number; sort: S };

export function toAdminLivreur(r: LivreurRow): AdminLivreur {
  return {
    id: r.id,
    prenom: r.prenom,
    nom: r.nom,
    ville: r.ville,
    telephone: r.telephone,
    matricule: r.matricule,
    typeTransport: r.typeTransport,
    coursesTotal: Number(r.coursesTotal),
    gainsTotaux: courierGains(Number(r.montantLivre)),
    evaluation: r.noteMoyenne === null ? null : Number(r.noteMoyenne),
    nombreAvis: Number(r.nombreAvis),
    statut: r.statut,
    isVerified: r.verifie,
    dateInscription: r.createdAt.toISOString(),
  };
}

/** The businesses and couriers tables, account status and courier verification (issue 9). */
export function createAdminDirectoryService(app: FastifyInstance) {
  const deactivation = createAdminDeactivationService(app);
  async function entreprises(
    q: Paged<{ key: EntrepriseSortKey; desc: boolean }> & { type?: EntrepriseType | undefined },
  ): Promise<{ content: AdminEntreprise[]; totalElements: number }> {
    const [rows, totalElements] = await Promise.all([
      listEntreprises(app.db, q, q.sort, paging(q)),
      countEntreprises(app.db, q),
    ]);
    return {
      content: rows.map((r) => ({
        id: r.id,
        nom: r.nom,
        type: r.type,
        ville: r.ville,
        villeId: r.villeId,
        telephone: r.telephone || r.ownerTelephone,
        utilisateurId: r.utilisateurId,
        proprietaire: `${r.prenom} ${r.ownerNom}`.trim(),
        commandesTotal: Number(r.commandesTotal),
        gainsTotaux: Number(r.gainsTotaux),
        statut: r.statut,
        dateInscription: r.createdAt.toISOString(),
        profilComplet: isProfileComplete(r),
      })),
      totalElements,
    };
  }

  async function livreurs(q: Paged<{ key: LivreurSortKey; desc: boolean }>) {
    const [rows, totalElements] = await Promise.all([
      listLivreurs(app.db, q, q.sort, paging(q)),
      countLivreurs(app.db, q),
    ]);
    return { content: rows.map(toAdminLivreur), totalElements };
  }

  /**
   * Deactivating ends the account's sessions at once (token version: its next call is a 401),
   * closes its live streams, refuses its login with the reason (modules/auth) and hides its
   * business from clients (the listing rule reads the owner's status). Its open orders are settled
   * in the same transaction (issue 34), so none is left where nobody can move it. Never oneself;
   * never the last active admin.
   */
  async function setStatut(me: AuthUser, id: number, statut: AccountStatus, motif?: string) {
    if (id === me.id && statut === 'INACTIF')
      throw forbidden(ADMIN_MSG.adminSelfDeactivate, 'SELF_DEACTIVATE');
    const target = await findUserById(app.db, id);
    if (!target) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    const notice = {
      utilisateurId: id,
      titre: ADMIN_MSG.deactivatedNoticeTitle,
      corps: ADMIN_MSG.deactivatedNotice(motif ?? ''),
      commandeId: null,
    };
    const { changed, publishers } = await retryingConflicts(() =>
      app.db.transaction().execute(async (trx) => {
        if (target.role === 'ADMIN') await lockAdmins(trx, app.dialect);
        // A mission accepted or assigned at this moment either commits first, and is given back to
        // the city just below, or waits for this change and reads the account as inactive.
        if (target.role === 'LIVREUR') await lockCourier(trx, app.dialect, id);
        const done = await setAccountStatut(trx, id, statut);
        if (!done) return { changed: done, publishers: [] };
        const verb = statut === 'INACTIF' ? 'désactivé' : 'réactivé';
        await appendJournal(trx, {
          adminId: me.id,
          type: 'compte.statut',
          cibleType: 'utilisateur',
          cibleId: String(id),
          resume: `Compte de ${target.prenom} ${target.nom} (${actorLabel(target.role).toLowerCase()}) ${verb}.`,
          motif: statut === 'INACTIF' ? (motif ?? null) : null,
        });
        if (statut === 'ACTIF') return { changed: done, publishers: [] };
        await app.notifier.store(trx, [notice]);
        return { changed: done, publishers: await deactivation.settleIn(trx, me, target) };
      }),
    );
    if (!changed) {
      const now = await findUserById(app.db, id);
      if (!now) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
      // Already inactive: nothing to do. Still active: it was the last active admin.
      if (now.statut === 'ACTIF') throw conflict(ADMIN_MSG.adminLastOne, 'LAST_ADMIN');
      return { id, role: now.role, statut: now.statut };
    }
    await app.accountChanged(id);
    for (const publish of publishers) await publish();
    if (statut === 'INACTIF') {
      await app.events
        .publish({ audience: { users: [id] }, data: { type: 'session.fin', at: new Date().toISOString() } })
        .catch((err: unknown) => app.log.error({ err }, 'publication'));
      // After the stream's end: a push reaches the phone, the stored notice waits for a reactivation.
      await app.notifier.deliver([notice]);
    }
    if (target.role === 'ENTREPRISE') {
      const entreprise = await entrepriseOfOwner(app.db, id);
      if (entreprise) app.menus.clear(entreprise.id);
    }
    return changed;
  }

  return { entreprises, livreurs, setStatut };
}
