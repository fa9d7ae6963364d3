import type { AppNotification } from '@comoe/shared/schemas/notifications';
import { Check, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UnreadHeading } from '@/components/unread-heading';
import { unreadItemClassName } from '@/components/unread-item-class';
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
    <li data-testid="notification" data-lu={lu} className={unreadItemClassName(lu, 'gap-2')}>
      <UnreadHeading lu={lu} srUnread="Non lue : " date={notification.date}>
        {notification.titre}
      </UnreadHeading>
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
