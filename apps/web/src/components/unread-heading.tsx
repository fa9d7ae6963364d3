import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';

type UnreadHeadingProps = {
  lu: boolean;
  /** Read before the title by screen readers while unread (the caller's words, by gender). */
  srUnread: string;
  date: string;
  children: ReactNode;
};

/** The first line of an item read or unread: its title, bold while unread, and its time. */
export function UnreadHeading({ lu, srUnread, date, children }: UnreadHeadingProps) {
  return (
    <span className="flex items-start justify-between gap-2">
      <span className={cn('min-w-0 text-stone-900', lu ? 'font-medium' : 'font-bold')}>
        {!lu && <span className="sr-only">{srUnread}</span>}
        {children}
      </span>
      <time dateTime={date} className="shrink-0 text-xs text-stone-600">
        {formatDateTime(date)}
      </time>
    </span>
  );
}
