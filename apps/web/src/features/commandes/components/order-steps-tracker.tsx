import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { ORDER_STEPS } from '@comoe/shared/commandes/statuses';
import { trackerView } from '@comoe/shared/commandes/tracker';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type TrackedOrder = Pick<ClientOrder, 'statut' | 'delaiPreparationMin' | 'preteVers'>;

/**
 * Envoyée → Acceptée → Prête → En route → Livrée: the steps done ticked, the step the order is at
 * ringed in orange, and under them what it waits for there ("Envoyée — en attente de l'entreprise",
 * then the preparation time the business gave).
 */
export function OrderStepsTracker({ order }: { order: TrackedOrder }) {
  const view = trackerView(order.statut, order);
  if (view === null) return null;
  const { at, finished, line } = view;
  return (
    <div className="space-y-2">
      <ol aria-label="Suivi de la commande" data-testid="order-steps" className="flex items-start">
        {ORDER_STEPS.map((label, index) => {
          const reached = index <= at;
          const current = index === at && !finished;
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
                    reached ? 'bg-orange-500' : 'bg-stone-200',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-5 items-center justify-center rounded-full border-2',
                  reached ? 'border-orange-600 bg-orange-600 text-white' : 'border-stone-300 bg-white',
                  current && 'ring-4 ring-orange-100',
                )}
              >
                {reached && <Check className="size-3" strokeWidth={3} />}
              </span>
              <span
                className={cn(
                  'text-[11px] leading-tight',
                  reached ? 'font-semibold text-stone-900' : 'text-stone-500',
                )}
              >
                {label}
                {current ? (
                  <span className="sr-only"> (étape actuelle)</span>
                ) : (
                  reached && <span className="sr-only"> (fait)</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {!finished && (
        <p data-testid="order-step-note" className="text-center text-xs font-medium text-stone-800">
          {line}
        </p>
      )}
    </div>
  );
}
