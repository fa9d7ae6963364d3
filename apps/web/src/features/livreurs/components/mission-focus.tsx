import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Wraps a current mission: the one the courier just accepted is brought into view and ringed
 * (issue 22 §2), so he does not look for it in the list.
 */
export function MissionFocus({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // jsdom has no scrolling: the card is shown, the scroll is the browser's bonus.
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [open]);
  return (
    <div
      ref={ref}
      data-testid="current-mission"
      data-mission-id={id}
      data-open={open ? 'true' : undefined}
      className={cn('scroll-mt-3 rounded-2xl', open && 'ring-2 ring-primary ring-offset-2')}
    >
      {children}
    </div>
  );
}
