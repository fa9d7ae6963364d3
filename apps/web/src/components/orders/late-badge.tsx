import { enRetardLabel } from '@comoe/shared/commandes/prete-vers';
import { Clock } from 'lucide-react';
import { StatusPill } from '@/components/status-pill';
import { cn } from '@/lib/cn';

/**
 * Issue 34 §2: "En retard de 12 min" beside "Prête vers", on every screen that shows it, once the
 * ready time is past and the order is not yet ready (the server's `enRetardMin`); nothing on time.
 */
export function LateBadge({
  minutes,
  className,
}: {
  minutes: number | null | undefined;
  className?: string;
}) {
  if (minutes === null || minutes === undefined) return null;
  return (
    <StatusPill
      data-testid="late-badge"
      className={cn('gap-1 bg-red-50 text-red-800 ring-red-300', className)}
    >
      <Clock className="size-3" aria-hidden="true" />
      {enRetardLabel(minutes)}
    </StatusPill>
  );
}
