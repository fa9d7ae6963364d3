import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The month arrows of every calendar (react-day-picker's `components.Chevron`). */
export function CalendarChevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? (
    <ChevronLeft className="size-4" aria-hidden="true" />
  ) : (
    <ChevronRight className="size-4" aria-hidden="true" />
  );
}
