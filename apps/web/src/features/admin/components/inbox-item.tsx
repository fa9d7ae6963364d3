import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';

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
        className={cn(
          'flex w-full flex-col gap-1 border-l-4 px-4 py-3 text-left hover:bg-orange-50/60 focus-visible:bg-orange-50 focus-visible:outline-none',
          lu ? 'border-transparent bg-white' : 'border-orange-500 bg-orange-50',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className={cn('min-w-0 text-stone-900', lu ? 'font-medium' : 'font-bold')}>
            {!lu && <span className="sr-only">Non lu : </span>}
            {title}
          </span>
          <time dateTime={date} className="shrink-0 text-xs text-stone-600">
            {formatDateTime(date)}
          </time>
        </span>
        <span className="text-sm text-stone-600">{meta}</span>
        {body}
      </button>
    </li>
  );
}
