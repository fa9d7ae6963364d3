import type { ReactNode } from 'react';
import { UnreadHeading } from '@/components/unread-heading';
import { unreadItemClassName } from '@/components/unread-item-class';

type InboxItemProps = {
  lu: boolean;
  title: ReactNode;
  meta: ReactNode;
  date: string;
  /** What the row shows under its meta: a message's first line, a review's stars. */
  body: ReactNode;
  onOpen: () => void;
  testId: string;
};

/** A row of Messages or Avis: bold with a mark while unread; opening it reads it. */
export function InboxItem({ lu, title, meta, date, body, onOpen, testId }: InboxItemProps) {
  return (
    <li data-testid={testId} data-lu={lu}>
      <button
        type="button"
        onClick={onOpen}
        className={unreadItemClassName(
          lu,
          'w-full gap-1 text-left hover:bg-orange-50/60 focus-visible:bg-orange-50 focus-visible:outline-none',
        )}
      >
        <UnreadHeading lu={lu} srUnread="Non lu : " date={date}>
          {title}
        </UnreadHeading>
        <span className="text-sm text-stone-600">{meta}</span>
        {body}
      </button>
    </li>
  );
}
