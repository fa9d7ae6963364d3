import { RetryAlert } from '@/components/retry-alert';
import { useClientOrders } from '../api/get-client-orders';
import { useLiveClientOrders } from '../api/use-live-client-orders';
import { useOrderOutcomeToasts } from '../api/use-order-outcome-toasts';
import { OrdersSkeleton } from './orders-skeleton';
import { OrdersView } from './orders-view';
import { TEXT } from '../texts';
import { LABELS } from '@/lib/labels';

function OrdersContent() {
  const orders = useClientOrders();

  if (orders.isPending) return <OrdersSkeleton />;
  // A failed refresh keeps the list it had: on a weak link, stale beats empty.
  if (orders.data) {
    // A list kept from before this page opened (an earlier visit, the order just placed) may miss
    // the order in progress: the tab and the open card wait for the server's answer.
    const settled =
      orders.isFetchedAfterMount || (!orders.isFetching && orders.dataUpdatedAt >= performance.timeOrigin);
    return <OrdersView orders={orders.data} settled={settled} />;
  }
  return (
    <RetryAlert title={TEXT.historyLoadFailed} onRetry={() => void orders.refetch()}>
      {orders.error.message}
    </RetryAlert>
  );
}

/** /orders_client, and /orders for a client: the orders, following the server live. */
export function ClientOrdersPage() {
  useLiveClientOrders();
  useOrderOutcomeToasts();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{LABELS.myOrders}</h1>
        <p className="text-stone-700">Suivez vos commandes en temps réel, sans recharger la page.</p>
      </div>
      <OrdersContent />
    </div>
  );
}
