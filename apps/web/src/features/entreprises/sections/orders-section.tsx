import { MSG } from '@comoe/shared/messages';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { usePrepaintHandOff } from '@/lib/prepaint/hand-off';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { useWaitingOrders } from '../api/get-waiting-orders';
import { useStats } from '../api/get-stats';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { LazyOrderDetailsDialog as OrderDetailsDialog } from '../components/order-details/lazy-order-details-dialog';
import { OrdersSummary } from '../components/orders/orders-summary';
import { OrdersTable } from '../components/orders/orders-table';
import { StatusFilter } from '../components/orders/status-filter';
import { statutParam, type StatusGroup } from '../components/orders/status-groups';
import { PeriodFilter } from '../components/period-filter';
import { SectionHeader } from '@/components/section-header';
import { usePeriod } from '../use-period';
import type { SectionProps } from './section-props';
import { LABELS } from '@/lib/labels';

/** The recent orders (`LABELS.recentOrders`): the day's work, filtered by period and status, 50 a page. */
export function OrdersSection({ entreprise }: SectionProps) {
  const period = usePeriod('all');
  const [group, setGroup] = useState<StatusGroup | ''>('');
  const [page, setPage] = useState(0);
  const valid = period.error === null;
  const filter = { ...period.range, statut: statutParam(group), page, size: ORDERS_PAGE_SIZE };
  const orders = useOrders(entreprise.id, filter, valid);
  const stats = useStats(entreprise.id, period.range, valid);
  const [openId, setOpenId] = useState<string | null>(null);
  // The list and the pinned orders drawn before the app (features/entreprises/prepaint) give way
  // once both are the app's to show.
  const waiting = useWaitingOrders(entreprise.id);
  usePrepaintHandOff(!orders.isPending && !waiting.isPending);

  // A new filter starts again from the first page.
  const rangeKey = `${period.range.from ?? ''}|${period.range.to ?? ''}|${group}`;
  const [shownKey, setShownKey] = useState(rangeKey);
  if (shownKey !== rangeKey) {
    setShownKey(rangeKey);
    setPage(0);
  }

  useEffect(() => {
    if (orders.isError) toast.error('Erreur', MSG.ordersLoadFailed);
  }, [orders.isError]);

  const refresh = () => {
    void Promise.all([orders.refetch(), stats.refetch()]);
  };
  const data = orders.data;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={LABELS.recentOrders}>
        <Button variant="outline" onClick={refresh} disabled={orders.isFetching || !valid}>
          <RefreshCw className={cn(orders.isFetching && 'animate-spin')} aria-hidden="true" />
          Actualiser
        </Button>
      </SectionHeader>
      <div className="flex flex-col gap-2 lg:flex-row lg:items-end lg:justify-between">
        <PeriodFilter period={period} />
        <StatusFilter value={group} onChange={setGroup} />
      </div>
      {valid && <OrdersSummary stats={stats.data} isPending={stats.isPending} />}
      {!valid ? null : orders.isPending ? (
        <ListSkeleton className="h-24 rounded-xl" />
      ) : orders.isError && !data ? (
        <ErrorState message={MSG.ordersLoadFailed} onRetry={() => void orders.refetch()} />
      ) : data && data.content.length === 0 ? (
        group !== '' || period.choice !== 'all' ? (
          <EmptyState icon={ClipboardList} title="Aucune commande pour ces filtres">
            <Button
              variant="outline"
              onClick={() => {
                setGroup('');
                period.choose('all');
              }}
            >
              Voir toutes les commandes
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={ClipboardList} title="Aucune commande pour le moment" />
        )
      ) : data ? (
        <div className={cn('flex flex-col gap-3', orders.isPlaceholderData && 'opacity-60')}>
          <OrdersTable orders={data.content} entrepriseId={entreprise.id} onOpen={setOpenId} />
          <Pagination
            page={data.number}
            totalPages={data.totalPages}
            onPageChange={setPage}
            disabled={orders.isFetching}
          />
        </div>
      ) : null}
      <OrderDetailsDialog entrepriseId={entreprise.id} orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
