import { DEACTIVATION_OUTCOME_LABELS, DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import { RetryAlert } from '@/components/retry-alert';
import { SkeletonBars } from '@/components/skeleton-bars';
import { formatFcfa } from '@/lib/format';
import { useDeactivationPreview } from '../../api/get-deactivation-preview';
import { LABELS } from '@/lib/labels';
import { deactivationSummary } from '../../texts';

/**
 * The account's open orders and what deactivating it does to each (issues 20 §1, 34), counted and
 * read when the confirmation opens: the admin sees whom he leaves waiting before he confirms.
 */
export function OpenOrdersList({ utilisateurId }: { utilisateurId: number }) {
  const query = useDeactivationPreview(utilisateurId, true);
  if (query.isPending) return <SkeletonBars bars={['h-4 w-2/3', 'h-4 w-1/2']} className="space-y-2" />;
  if (query.isError) {
    return (
      <RetryAlert title={DESK_MSG.openOrdersLoadFailed} onRetry={() => void query.refetch()}>
        {query.error.message}
      </RetryAlert>
    );
  }
  const orders = query.data.commandes;
  if (orders.length === 0) return <p className="text-sm text-muted-foreground">{LABELS.noOpenOrders}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{deactivationSummary(query.data)}</p>
      <ul
        className="max-h-56 space-y-1 overflow-y-auto rounded-md border p-2 text-sm"
        aria-label="Commandes en cours"
      >
        {orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-mono font-semibold">#{o.reference}</span>
            <span className="text-muted-foreground">
              {STATUS_LABELS[o.statut]} · {formatFcfa(o.total)}
            </span>
            <span className="w-full sm:w-auto">→ {DEACTIVATION_OUTCOME_LABELS[o.suite]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
