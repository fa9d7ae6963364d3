import { retryingConflicts } from '../../db/retry-conflicts.ts';
import { isDelivered } from '@comoe/shared/commandes/statuses';
import type { FastifyInstance } from 'fastify';
import { partEntreprise } from '@comoe/shared/admin-finance';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { PayoutStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { AdminCommande, BulkPayoutResult, ResteAVerser } from '@comoe/shared/schemas/admin';
import type { AppError } from '../../lib/app-error.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { businessOwners } from '../entreprises/entreprises.repository.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import {
  adminOrderById,
  countAdminOrders,
  listAdminOrders,
  payOrders,
  payoutGroups,
  payoutGroupTotals,
  payoutStates,
  unpaidTotals,
  type AdminOrderRow,
  type AdminOrdersFilter,
} from './admin-payouts.repository.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import type { AuthUser } from '../../types.ts';

const num = (v: number | string | null | undefined) => Number(v ?? 0);

function toAdminCommande(r: AdminOrderRow): AdminCommande {
  return {
    id: r.id,
    statut: r.statut,
    statutPaiementEntreprise: r.statutPaiementEntreprise,
    total: r.total,
    fraisLivraison: r.fraisLivraison,
    entrepriseId: r.entrepriseId,
    entrepriseNom: r.entrepriseNom,
    entreprisePayoutNumber: r.paymentNumber,
    entreprisePayoutMethod:
      r.statutPaiementEntreprise === 'PAYE' ? r.methodePaiementEntreprise : (r.paymentMethod ?? null),
    dateCommande: r.createdAt.toISOString(),
    datePaiement: r.payeAt ? r.payeAt.toISOString() : null,
    referencePaiement: r.referencePaiement,
  };
}

/** Why an order was not paid, from where it stands now. */
function refusal(state: Awaited<ReturnType<typeof payoutStates>>[number] | undefined): AppError {
  if (!state) return notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  if (!isDelivered(state.statut))
    return conflict(ADMIN_MSG.payoutNotDelivered(state.statut), 'NOT_DELIVERED');
  if (state.compte === null) return conflict(ADMIN_MSG.payoutNoAccount, 'NO_PAYOUT_ACCOUNT');
  return conflict(ADMIN_MSG.payoutAlreadyPaid, 'ALREADY_PAID');
}

/** Design §12: a payout is recorded once per delivered order, with an optional reference. */
export function createAdminPayoutsService(app: FastifyInstance) {
  async function list(f: AdminOrdersFilter & { page: number; size: number }) {
    const [rows, totalElements] = await Promise.all([
      listAdminOrders(app.db, f, paging(f)),
      countAdminOrders(app.db, f),
    ]);
    return { content: rows.map(toAdminCommande), totalElements };
  }

  async function groups(f: AdminOrdersFilter & { statutPaiement: PayoutStatus; page: number; size: number }) {
    const [rows, totals] = await Promise.all([
      payoutGroups(app.db, f, paging(f)),
      payoutGroupTotals(app.db, f),
    ]);
    return {
      content: rows.map((r) => ({
        entrepriseId: r.entrepriseId,
        entrepriseNom: r.entrepriseNom,
        entreprisePayoutNumber: r.paymentNumber,
        entreprisePayoutMethod: r.paymentMethod,
        nombreCommandes: num(r.n),
        montant: num(r.montant),
      })),
      totalElements: num(totals.entreprises),
      montantTotal: num(totals.montant),
    };
  }

  /** 'Reste à verser': every debt to the businesses, whatever the range the screen shows. */
  async function reste(): Promise<ResteAVerser> {
    const { oldestAt, ...totals } = await unpaidTotals(app.db);
    return { ...totals, plusAncienneCommande: oldestAt ? oldestAt.toISOString() : null };
  }

  /** After commit: each paid business's owner sees his payments list change live. */
  async function publishPayouts(paid: ReadonlyArray<{ entrepriseId: number }>): Promise<void> {
    const entrepriseIds = [...new Set(paid.map((p) => p.entrepriseId))];
    if (entrepriseIds.length === 0) return;
    const owners = await businessOwners(app.db, entrepriseIds);
    const at = new Date().toISOString();
    for (const [entrepriseId, owner] of owners) {
      await app.events
        .publish({
          audience: { users: [owner.utilisateurId] },
          data: { type: 'versement.entreprise', entrepriseId, at },
        })
        .catch((err: unknown) => app.log.error({ err }, 'publication'));
    }
  }

  /**
   * Pays what can be paid among `ids` in one transaction with one notification per business
   * ('Virement reçu'), stored with the payout and pushed once committed.
   */
  async function pay(admin: AuthUser, ids: readonly string[], reference: string | null) {
    const { paid, notices } = await retryingConflicts(() =>
      app.db.transaction().execute(async (trx) => {
        const paid = await payOrders(trx, ids, reference, new Date());
        const owners = await businessOwners(
          trx,
          paid.map((p) => p.entrepriseId),
        );
        const notices: NewNotification[] = [];
        for (const [entrepriseId, owner] of owners) {
          const orders = paid.filter((p) => p.entrepriseId === entrepriseId);
          notices.push({
            utilisateurId: owner.utilisateurId,
            titre: ADMIN_MSG.payoutNoticeTitle,
            corps: ADMIN_MSG.payoutNotice(
              orders.reduce((sum, o) => sum + partEntreprise(o), 0),
              orders.length,
              reference,
            ),
            commandeId: orders.length === 1 ? orders[0]!.id : null,
          });
          await appendJournal(trx, {
            adminId: admin.id,
            type: 'versement.entreprise',
            cibleType: 'entreprise',
            cibleId: entrepriseId,
            resume: ADMIN_MSG.payoutNotice(
              orders.reduce((sum, o) => sum + partEntreprise(o), 0),
              orders.length,
              reference,
            ),
          });
        }
        await app.notifier.store(trx, notices);
        return { paid, notices };
      }),
    );
    await app.notifier.deliver(notices);
    await publishPayouts(paid);
    return paid;
  }

  async function payOne(admin: AuthUser, id: string, reference: string | null): Promise<AdminCommande> {
    const paid = await pay(admin, [id], reference);
    if (paid.length === 0) throw refusal((await payoutStates(app.db, [id]))[0]);
    const row = await adminOrderById(app.db, id);
    if (!row) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return toAdminCommande(row);
  }

  async function payMany(
    admin: AuthUser,
    ids: readonly string[],
    reference: string | null,
  ): Promise<BulkPayoutResult> {
    const paid = await pay(admin, ids, reference);
    const paidIds = new Set(paid.map((p) => p.id));
    const others = ids.filter((id) => !paidIds.has(id));
    const states = new Map((await payoutStates(app.db, others)).map((s) => [s.id, s]));
    return {
      payees: paid.map((p) => p.id),
      refusees: others.map((id) => ({ id, message: refusal(states.get(id)).message })),
      montantTotal: paid.reduce((sum, o) => sum + partEntreprise(o), 0),
    };
  }

  return { list, groups, reste, payOne, payMany };
}
