import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useMarkAllNotificationsRead } from '@/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/api/mark-notification-read';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { NotificationItem } from './notification-item';
import { LABELS } from '@/lib/labels';

/** The unread count as both areas say it, in a header's line or above the list. */
export function UnreadCount({ count }: { count: number }) {
  return count === 0 ? LABELS.allRead : `${count} non lue(s)`;
}

/** 'Tout marquer comme lu', idle while there is nothing unread. */
export function MarkAllReadButton({
  queryKey,
  unread,
}: {
  /** The prefix of every notifications page the area keeps. */
  queryKey: readonly unknown[];
  /** Undefined until the first page has come. */
  unread: number | undefined;
}) {
  const markAll = useMarkAllNotificationsRead(queryKey);
  return (
    <Button variant="outline" onClick={() => markAll.mutate()} disabled={!unread || markAll.isPending}>
      <CheckCheck aria-hidden="true" />
      Tout marquer comme lu
    </Button>
  );
}

type NotificationListProps = {
  query: UseQueryResult<NotificationsPage>;
  /** The prefix of every notifications page the area keeps: reading one updates them all. */
  queryKey: readonly unknown[];
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Says the unread count above the list, for a header that does not. */
  showCount?: boolean;
  skeletonClassName?: string;
  /** Opens the order a notification is about. */
  onOrder?: (orderId: string) => void;
};

/** Someone's notifications, newest first: loading, failure with retry, empty state, pages. */
export function NotificationList({
  query,
  queryKey,
  pageSize,
  page,
  onPageChange,
  showCount = false,
  skeletonClassName,
  onOrder,
}: NotificationListProps) {
  const markRead = useMarkNotificationRead(queryKey);
  const data = query.data;
  if (query.isPending) return <ListSkeleton rows={3} className={skeletonClassName} />;
  if (query.isError && !data) {
    return (
      <ErrorState message="Impossible de charger les notifications." onRetry={() => void query.refetch()} />
    );
  }
  if (!data || data.content.length === 0) {
    return <EmptyState icon={BellOff} title="Aucune notification pour le moment." />;
  }
  return (
    <>
      {showCount && (
        <p className="text-sm text-stone-600" aria-live="polite">
          <UnreadCount count={data.nonLues} />
        </p>
      )}
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
        {data.content.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            reading={markRead.isPending && markRead.variables === notification.id}
            onRead={() => markRead.mutate(notification.id)}
            onOrder={onOrder}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        totalElements={data.totalElements}
        pageSize={pageSize}
        onPageChange={onPageChange}
        disabled={query.isFetching}
      />
    </>
  );
}
