import { FINISHED_STATUSES } from '@comoe/shared/commandes/statuses';
import { MSG } from '@comoe/shared/messages';
import { History, Star } from 'lucide-react';
import { useState } from 'react';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { Pagination } from '@/components/pagination';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { useOrders } from '../api/get-orders';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { LazyOrderDetailsDialog as OrderDetailsDialog } from '../components/order-details/lazy-order-details-dialog';
import { SectionHeader } from '@/components/section-header';
import { OrderEnd } from '../components/orders/order-end';
import type { SectionProps } from './section-props';
import { BUSINESS_TAB_LABELS } from '../tabs';

const HISTORY_PAGE_SIZE = 20;

/** Orders that are over (LIVREE, ANNULEE), newest first; a row opens the details. */
export function OrderHistorySection({ entreprise }: SectionProps) {
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = useOrders(entreprise.id, {
    statut: FINISHED_STATUSES.join(','),
    page,
    size: HISTORY_PAGE_SIZE,
  });

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={BUSINESS_TAB_LABELS['order-history']} />
      {orders.isPending ? (
        <ListSkeleton className="h-24 rounded-xl" />
      ) : orders.isError && !orders.data ? (
        <ErrorState message={MSG.ordersLoadFailed} onRetry={() => void orders.refetch()} />
      ) : orders.data.content.length === 0 ? (
        <EmptyState icon={History} title="Aucune commande passée" />
      ) : (
        <div className={cn('flex flex-col gap-3', orders.isPlaceholderData && 'opacity-60')}>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-white">
            {orders.data.content.map((order) => (
              <li key={order.id}>
                <button
                  type="button"
                  data-testid="history-row"
                  onClick={() => setOpenId(order.id)}
                  className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-orange-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="font-mono font-bold text-orange-800">#{orderRef(order.id)}</span>{' '}
                    <span className="font-medium text-stone-900">
                      {order.client.prenom} {order.client.nom}
                    </span>
                    <span className="block text-xs text-stone-600">{formatDateTime(order.dateCommande)}</span>
                    <OrderEnd order={order} />
                  </span>
                  <span className="flex flex-col items-end gap-1">
                    <span className="font-bold tabular-nums">{formatFcfa(order.total)}</span>
                    <span className="flex items-center gap-1">
                      {order.noteClient !== null && (
                        <span className="flex items-center gap-0.5 text-xs font-semibold text-yellow-800">
                          <Star className="size-3.5 fill-current" aria-hidden="true" />
                          {order.noteClient}
                          <span className="sr-only"> sur 5</span>
                        </span>
                      )}
                      <BusinessStatusBadge statut={order.statut} />
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={orders.data.number}
            totalPages={orders.data.totalPages}
            onPageChange={setPage}
            disabled={orders.isFetching}
          />
        </div>
      )}
      <OrderDetailsDialog entrepriseId={entreprise.id} orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
