import { partEntreprise } from '@comoe/shared/admin-finance';
import type { AdminCommande } from '@comoe/shared/schemas/admin';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { usePayoutOrders } from '../../api/get-payout-orders';
import type { PayoutOrdersFilter } from '../../api/query-keys';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { TEXT } from '../../texts';

type PayoutOrdersProps = {
  filter: PayoutOrdersFilter;
  /** Null when the business cannot be paid yet (no payout account). */
  onPay: ((order: AdminCommande) => void) | null;
};

/** A business's orders in the group: each one's amount, and 'Marquer comme payé' or when and how it was paid. */
export function PayoutOrders({ filter, onPay }: PayoutOrdersProps) {
  const orders = usePayoutOrders(filter, true);
  if (orders.isPending) return <ListSkeleton rows={2} className="h-12 rounded-xl" />;
  if (orders.isError) {
    return <ErrorState message={ADMIN_MSG.commandesLoadFailed} onRetry={() => void orders.refetch()} />;
  }
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {orders.data.map((order) => (
        <li
          key={order.id}
          data-testid="payout-order"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            <p className="font-mono text-sm font-semibold text-stone-900">#{orderRef(order.id)}</p>
            <p className="text-xs text-stone-600">{formatDateTime(order.dateCommande)}</p>
          </div>
          <p className="text-right text-sm tabular-nums">
            <span className="font-semibold text-stone-900">{formatFcfa(partEntreprise(order))}</span>
            <span className="block text-xs text-stone-600">sur {formatFcfa(order.total)}</span>
          </p>
          {order.statutPaiementEntreprise === 'PAYE' ? (
            <p className="w-full text-xs text-green-800 sm:w-auto">
              Payé{order.datePaiement && ` le ${formatDateTime(order.datePaiement)}`}
              {order.referencePaiement && ` · réf. ${order.referencePaiement}`}
            </p>
          ) : (
            onPay && (
              <Button size="sm" variant="outline" onClick={() => onPay(order)}>
                {TEXT.markPaid}
              </Button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
