import { useState } from 'react';
import { MarkAllReadButton, NotificationList } from '@/components/notifications/notification-list';
import { SectionHeader } from '@/components/section-header';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { businessKeys } from '../api/query-keys';
import { PushControl } from '../components/notifications/push-control';
import { LazyOrderDetailsDialog as OrderDetailsDialog } from '../components/order-details/lazy-order-details-dialog';
import type { SectionProps } from './section-props';

/** The owner's real notifications (design §9), newest first, and the Web Push switch. */
export function NotificationsSection({ entreprise }: SectionProps) {
  const [page, setPage] = useState(0);
  const [orderId, setOrderId] = useState<string | null>(null);
  const notifications = useNotifications(page);

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title="Notifications">
        <MarkAllReadButton queryKey={businessKeys.notifications()} unread={notifications.data?.nonLues} />
      </SectionHeader>
      <PushControl />
      <NotificationList
        query={notifications}
        queryKey={businessKeys.notifications()}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        showCount
        skeletonClassName="h-24 rounded-xl"
        onOrder={setOrderId}
      />
      <OrderDetailsDialog entrepriseId={entreprise.id} orderId={orderId} onClose={() => setOrderId(null)} />
    </div>
  );
}
