import type { AppNotification } from '@comoe/shared/schemas/notifications';
import { Check, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { LABELS } from '@/lib/labels';

type NotificationItemProps = {
  notification: AppNotification;
  reading: boolean;
  onRead: () => void;
  /** Opens the order it is about; the admin's list has no order dialog, so no link. */
  onOrder?: (orderId: string) => void;
};

/** Bold with an orange edge while unread, said to screen readers too. */
export function NotificationItem({ notification, reading, onRead, onOrder }: NotificationItemProps) {
  const { lu } = notification;
  const commandeId = onOrder ? notification.commandeId : null;
  return (
    <li
      data-testid="notification"
      data-lu={lu}
      className={cn(
        'flex flex-col gap-2 border-l-4 px-4 py-3',
        lu ? 'border-transparent bg-white' : 'border-orange-500 bg-orange-50',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className={cn('text-stone-900', lu ? 'font-medium' : 'font-bold')}>
          {!lu && <span className="sr-only">Non lue : </span>}
          {notification.titre}
        </p>
        <time dateTime={notification.date} className="shrink-0 text-xs text-stone-600">
          {formatDateTime(notification.date)}
        </time>
      </div>
      <p className="text-sm text-stone-700">{notification.corps}</p>
      {(!lu || commandeId) && (
        <div className="flex flex-wrap gap-2">
          {!lu && (
            <Button size="sm" variant="outline" onClick={onRead} disabled={reading}>
              <Check aria-hidden="true" />
              Marquer comme lu
            </Button>
          )}
          {commandeId && onOrder && (
            <Button size="sm" variant="ghost" onClick={() => onOrder(commandeId)}>
              <Eye aria-hidden="true" />
              {LABELS.seeOrder}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
