import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/api/mark-notification-read';
import { businessKeys } from '../api/query-keys';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { NotificationItem } from '../components/notifications/notification-item';
import { PushControl } from '../components/notifications/push-control';
import { OrderDetailsDialog } from '../components/order-details/order-details-dialog';
import { SectionHeader } from '../components/section-header';
import type { SectionProps } from './section-props';

/** The owner's real notifications (design §9), newest first, and the Web Push switch. */
export function NotificationsSection({ entreprise }: SectionProps) {
  const [page, setPage] = useState(0);
  const [orderId, setOrderId] = useState<string | null>(null);
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationRead(businessKeys.notifications());
  const markAll = useMarkAllNotificationsRead();
  const data = notifications.data;
  const pages = data ? Math.ceil(data.totalElements / NOTIFICATIONS_PAGE_SIZE) : 0;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader title="Notifications">
        <Button
          variant="outline"
          onClick={() => markAll.mutate()}
          disabled={!data || data.nonLues === 0 || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" />
          Tout marquer comme lu
        </Button>
      </SectionHeader>
      <PushControl />
      {notifications.isPending ? (
        <ListSkeleton rows={3} className="h-24 rounded-xl" />
      ) : notifications.isError && !data ? (
        <ErrorState
          message="Impossible de charger les notifications."
          onRetry={() => void notifications.refetch()}
        />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={BellOff} title="Aucune notification pour le moment." />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {data.nonLues === 0 ? 'Tout est lu.' : `${data.nonLues} non lue(s)`}
          </p>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                reading={markRead.isPending && markRead.variables === notification.id}
                onRead={() => markRead.mutate(notification.id)}
                onOrder={setOrderId}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={pages}
            onPageChange={setPage}
            disabled={notifications.isFetching}
          />
        </>
      )}
      <OrderDetailsDialog entrepriseId={entreprise.id} orderId={orderId} onClose={() => setOrderId(null)} />
    </div>
  );
}
