import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { formatFcfa } from '@comoe/shared/money';
import { appendJournal } from '../../db/admin-journal.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { paging, type PageRequest } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { courierDebts, payCourier } from '../livreurs/gains.repository.ts';
import { findCourier } from '../livreurs/livreurs.repository.ts';

/** Issue 20 §2: what the couriers are owed, and paying one everything owed up to now, once. */
export function createAdminCourierPayoutsService(app: FastifyInstance) {
  async function debts(q: PageRequest) {
    const { rows, couriers, totalDu } = await courierDebts(app.db, paging(q));
    return {
      content: rows.map((r) => ({
        livreurId: r.id,
        nom: `${r.prenom} ${r.nom}`,
        telephone: r.telephone,
        ville: r.ville,
        du: Number(r.du ?? 0),
        commandes: Number(r.n),
        especesEncaissees: Number(r.especes ?? 0),
        plusAncienne: r.plusAncienne ? new Date(r.plusAncienne).toISOString() : null,
      })),
      totalElements: couriers,
      totalPages: Math.ceil(couriers / q.size),
      number: q.page,
      size: q.size,
      totalDu,
    };
  }

  async function pay(admin: AuthUser, livreurId: number, reference: string | null) {
    if (!(await findCourier(app.db, livreurId)))
      throw notFound(ADMIN_MSG.livreurNotFound, 'LIVREUR_NOT_FOUND');
    const done = await app.db.transaction().execute(async (trx) => {
      const paid = await payCourier(trx, { livreurId, adminId: admin.id, reference });
      // Nothing left: another payout took it first (or nothing was owed); this one leaves no row.
      if (!paid) throw conflict(MSG.courierNothingOwed, 'NOTHING_OWED');
      const notice: NewNotification = {
        utilisateurId: livreurId,
        titre: MSG.courierPayoutTitle,
        corps: MSG.courierPayoutNotice(formatFcfa(paid.montant), paid.commandes, reference),
        commandeId: null,
      };
      await app.notifier.store(trx, [notice]);
      await appendJournal(trx, {
        adminId: admin.id,
        type: 'versement.livreur',
        cibleType: 'utilisateur',
        cibleId: livreurId,
        resume: notice.corps,
      });
      return { paid, notice };
    });
    await app.notifier.deliver([done.notice]);
    return { montant: done.paid.montant, commandes: done.paid.commandes, reference };
  }

  return { debts, pay };
}
