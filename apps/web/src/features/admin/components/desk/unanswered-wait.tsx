import type { AdminOrder } from '@comoe/shared/schemas/admin-commandes';
import { Hourglass, Phone } from 'lucide-react';
import { useNow } from '@/hooks/use-now';
import { formatAge } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { telHref } from '@/lib/maps';
import { cn } from '@/lib/cn';

type Attente = NonNullable<AdminOrder['attenteEntreprise']>;

const MINUTE = 60_000;

const UNANSWERED_TEXT = {
  waited: (age: string) => `Attend depuis ${age}`,
  cancelIn: (min: number) => `Annulation automatique dans ${min} min`,
  cancelNow: 'Annulation automatique imminente',
  call: (phone: string) => `Appeler l'entreprise : ${phone}`,
  noPhone: "L'entreprise n'a pas de téléphone.",
} as const;

/** The countdown's words: whole minutes left, rounded up, until the sweeper cancels the order. */
function countdown(annulationAutoAt: string, now: Date): string {
  const left = new Date(annulationAutoAt).getTime() - now.getTime();
  return left > 0 ? UNANSWERED_TEXT.cancelIn(Math.ceil(left / MINUTE)) : UNANSWERED_TEXT.cancelNow;
}

/**
 * Issue 34 §2, an order its business has not answered: how long it has waited, the countdown to
 * its automatic cancellation and, outside a clickable card (`withCall`), the business's phone.
 */
export function UnansweredWait({
  attente,
  withCall = true,
  className,
}: {
  attente: Attente;
  withCall?: boolean;
  className?: string;
}) {
  const now = useNow(15_000);
  return (
    <div
      data-testid="unanswered-wait"
      className={cn('flex flex-col gap-1 text-xs text-amber-950', className)}
    >
      <span className="flex items-center gap-1 font-semibold">
        <Hourglass className="size-3" aria-hidden="true" />
        {UNANSWERED_TEXT.waited(formatAge(attente.depuis, now))}
      </span>
      <span data-testid="auto-cancel">{countdown(attente.annulationAutoAt, now)}</span>
      {withCall &&
        (attente.telephone ? (
          <a
            href={telHref(attente.telephone)}
            className="inline-flex min-h-8 items-center gap-1 font-semibold text-orange-800 underline underline-offset-2"
          >
            <Phone className="size-3" aria-hidden="true" />
            {UNANSWERED_TEXT.call(formatPhone(attente.telephone))}
          </a>
        ) : (
          <span>{UNANSWERED_TEXT.noPhone}</span>
        ))}
    </div>
  );
}
