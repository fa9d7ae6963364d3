import { BellOff, Check, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { INBOX_PAGE_SIZE } from '../api/get-messages';
import { useAdminNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/api/mark-notification-read';
import { adminKeys } from '../api/query-keys';
import { SectionHeader } from '../components/section-header';

/** The admin's own notifications: orders waiting too long for a courier, new businesses. */
export default function NotificationsSection() {
  const [page, setPage] = useState(0);
  const notifications = useAdminNotifications(page);
  const markRead = useMarkNotificationRead(adminKeys.allNotifications);
  const markAll = useMarkAllNotificationsRead();
  const data = notifications.data;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Notifications"
        description={data ? (data.nonLues === 0 ? 'Tout est lu.' : `${data.nonLues} non lue(s)`) : undefined}
      >
        <Button
          variant="outline"
          onClick={() => markAll.mutate()}
          disabled={!data || data.nonLues === 0 || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" />
          Tout marquer comme lu
        </Button>
      </SectionHeader>
      {notifications.isPending ? (
        <ListSkeleton rows={3} />
      ) : notifications.isError && !data ? (
        <ErrorState
          message="Impossible de charger les notifications."
          onRetry={() => void notifications.refetch()}
        />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={BellOff} title="Aucune notification pour le moment." />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map((n) => (
              <li
                key={n.id}
                data-testid="notification"
                data-lu={n.lu}
                className={cn(
                  'flex flex-col gap-2 border-l-4 px-4 py-3',
                  n.lu ? 'border-transparent bg-white' : 'border-orange-500 bg-orange-50',
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className={cn('text-stone-900', n.lu ? 'font-medium' : 'font-bold')}>
                    {!n.lu && <span className="sr-only">Non lue : </span>}
                    {n.titre}
                  </p>
                  <time dateTime={n.date} className="shrink-0 text-xs text-stone-600">
                    {formatDateTime(n.date)}
                  </time>
                </div>
                <p className="text-sm text-stone-700">{n.corps}</p>
                {!n.lu && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="self-start"
                    onClick={() => markRead.mutate(n.id)}
                    disabled={markRead.isPending && markRead.variables === n.id}
                  >
                    <Check aria-hidden="true" />
                    Marquer comme lu
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.totalElements / INBOX_PAGE_SIZE)}
            onPageChange={setPage}
            disabled={notifications.isFetching}
          />
        </>
      )}
    </div>
  );
}
