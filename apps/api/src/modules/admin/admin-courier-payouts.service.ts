import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { formatFcfa } from '@comoe/shared/money';
import {
  COURIER_DEBTS_CSV_HEADER,
  type CourierDebt,
  type CourierDebtSortKey,
} from '@comoe/shared/schemas/courier-gains';
import { appendJournal } from '../../db/admin-journal.ts';
import { csvLine, CSV_BOM, frenchDateTime } from '../../lib/csv.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageOf, paging, type PageRequest } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { courierDebts, payCourier } from '../livreurs/gains.repository.ts';
import { findCourier } from '../livreurs/livreurs.repository.ts';

type DebtSort = { key: CourierDebtSortKey; desc: boolean };
type DebtRow = Awaited<ReturnType<typeof courierDebts>>['rows'][number];
/** Couriers read per query of the CSV export. */
const CSV_CHUNK = 500;

function toDebt(r: DebtRow): CourierDebt {
  return {
    livreurId: r.id,
    nom: `${r.prenom} ${r.nom}`,
    telephone: r.telephone,
    ville: r.ville,
    du: Number(r.du ?? 0),
    commandes: Number(r.n),
    especesEncaissees: Number(r.especes ?? 0),
    plusAncienne: r.plusAncienne ? new Date(r.plusAncienne).toISOString() : null,
  };
}

function csvRow(d: CourierDebt): string {
  return csvLine([
    d.nom,
    d.telephone,
    d.ville ?? '',
    d.commandes,
    d.du,
    d.especesEncaissees,
    d.plusAncienne ? frenchDateTime(new Date(d.plusAncienne)) : '',
  ]);
}

/** Issue 20 §2: what the couriers are owed, and paying one everything owed up to now, once. */
export function createAdminCourierPayoutsService(app: FastifyInstance) {
  async function debts(q: PageRequest & { sort: DebtSort; livreurId?: number | undefined }) {
    const { rows, couriers, totalDu } = await courierDebts(app.db, paging(q), q.sort, q.livreurId);
    return { ...pageOf(rows.map(toDebt), couriers, q), totalDu };
  }

  /** Every courier owed something, in the list's order, as the finance report's CSV is written. */
  async function debtsCsv(sort: DebtSort): Promise<string> {
    let out = CSV_BOM + csvLine([...COURIER_DEBTS_CSV_HEADER]);
    for (let offset = 0; ; offset += CSV_CHUNK) {
      const { rows } = await courierDebts(app.db, { limit: CSV_CHUNK, offset }, sort);
      out += rows.map((r) => csvRow(toDebt(r))).join('');
      if (rows.length < CSV_CHUNK) return out;
    }
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

  return { debts, debtsCsv, pay };
}
