import {
  INCIDENT_MSG,
  PROBLEM_CALLS_COURIER,
  PROBLEM_CLIENT_TITLES,
  PROBLEM_LABELS,
} from '@comoe/shared/commandes/incidents';
import { reportAge } from '@comoe/shared/commandes/rescue';
import type { DeliveryProblem } from '@comoe/shared/schemas/mission-incidents';
import { Phone, TriangleAlert } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { telHref } from '@/lib/maps';
import { cn } from '@/lib/cn';

/**
 * The courier's last problem report (issue 22 §3), as the business and the desk read it: what,
 * the courier's note, when and how long ago. `compact` is the desk list's one line.
 */
export function DeliveryProblemNote({
  probleme,
  compact = false,
  className,
}: {
  probleme: DeliveryProblem;
  compact?: boolean;
  className?: string;
}) {
  const when = <time dateTime={probleme.signaleA}>{formatDateTime(probleme.signaleA)}</time>;
  // How long the courier has been waiting: what the desk decides on (issue 34 §1).
  const age = reportAge(probleme.signaleA);
  if (compact) {
    return (
      <span data-testid="delivery-problem" className={cn('text-xs text-amber-900', className)}>
        {PROBLEM_LABELS[probleme.type]} · {when} ({age})
      </span>
    );
  }
  return (
    <p
      data-testid="delivery-problem"
      className={cn(
        'flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950',
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{INCIDENT_MSG.problemFlag(probleme.type)}</span>
        {probleme.note && <span> — {probleme.note}</span>}
        <span className="block text-amber-900">
          Signalé par le livreur le {when} ({age})
        </span>
      </span>
    </p>
  );
}

/**
 * What the client reads on his order while it is on its way: the courier cannot find him (or
 * his address), so he calls the courier, one tap away.
 */
export function ClientProblemNotice({
  probleme,
  livreurTelephone,
}: {
  probleme: DeliveryProblem;
  livreurTelephone: string | null;
}) {
  const callable = PROBLEM_CALLS_COURIER[probleme.type];
  return (
    <div
      role="alert"
      data-testid="client-problem-notice"
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{PROBLEM_CLIENT_TITLES[probleme.type]}</p>
        {callable && livreurTelephone && (
          <a
            href={telHref(livreurTelephone)}
            className="inline-flex min-h-12 items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
          >
            <Phone className="size-4" aria-hidden="true" />
            Appelez-le : {formatPhone(livreurTelephone)}
          </a>
        )}
      </div>
    </div>
  );
}
