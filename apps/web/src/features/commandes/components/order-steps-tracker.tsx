import type { OrderStatus } from '@comoe/shared/enums';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ORDER_STEPS, stepsDone } from '@comoe/shared/commandes/statuses';

/** Envoyée → Acceptée → Prête → En route → Livrée, the step under way ringed in orange. */
export function OrderStepsTracker({ statut }: { statut: OrderStatus }) {
  const done = stepsDone(statut);
  if (done === null) return null;
  return (
    <ol aria-label="Suivi de la commande" data-testid="order-steps" className="flex items-start">
      {ORDER_STEPS.map((label, index) => {
        const reached = index < done;
        const current = index === done;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            data-done={reached || undefined}
            className="relative flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-2.5 right-1/2 h-0.5 w-full -translate-y-1/2',
                  reached || current ? 'bg-orange-500' : 'bg-stone-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-5 items-center justify-center rounded-full border-2',
                reached && 'border-orange-600 bg-orange-600 text-white',
                current && 'border-orange-600 bg-white ring-4 ring-orange-100',
                !reached && !current && 'border-stone-300 bg-white',
              )}
            >
              {reached && <Check className="size-3" strokeWidth={3} />}
            </span>
            <span
              className={cn(
                'text-[11px] leading-tight',
                reached || current ? 'font-semibold text-stone-900' : 'text-stone-500',
              )}
            >
              {label}
              {reached && <span className="sr-only"> (fait)</span>}
              {current && <span className="sr-only"> (en cours)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
