import { useState } from 'react';
import {
  MarkAllReadButton,
  NotificationList,
  UnreadCount,
} from '@/components/notifications/notification-list';
import { SectionHeader } from '@/components/section-header';
import { INBOX_PAGE_SIZE } from '../api/inbox-query';
import { useAdminNotifications } from '../api/get-notifications';
import { adminKeys } from '../api/query-keys';

/** The admin's own notifications: orders waiting too long for a courier, new businesses. */
export default function NotificationsSection() {
  const [page, setPage] = useState(0);
  const notifications = useAdminNotifications(page);
  const data = notifications.data;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Notifications"
        description={data ? <UnreadCount count={data.nonLues} /> : undefined}
      >
        <MarkAllReadButton queryKey={adminKeys.notifications.all} unread={data?.nonLues} />
      </SectionHeader>
      <NotificationList
        query={notifications}
        queryKey={adminKeys.notifications.all}
        pageSize={INBOX_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
