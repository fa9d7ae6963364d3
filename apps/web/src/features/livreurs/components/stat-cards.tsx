import { Skeleton } from '@/components/ui/skeleton';
import { useCourierStats } from '../api/get-stats';
import { statCards } from './stat-cards-data';
import { useFailureToast } from '../hooks/use-failure-toast';

export function StatCards() {
  const stats = useCourierStats();
  useFailureToast(stats);
  if (!stats.data) {
    return (
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[4.75rem] rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="chiffres-du-jour" className="flex flex-col gap-1.5">
      <h2 id="chiffres-du-jour" className="px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        Aujourd'hui
      </h2>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {statCards(stats.data).map((card) => (
          <div
            key={card.label}
            data-testid="stat-card"
            className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-white p-3 shadow-sm"
          >
            <dt className="flex items-center gap-2 text-xs font-medium text-stone-600">
              <span className={`flex size-6 shrink-0 items-center justify-center rounded-full ${card.tone}`}>
                <card.icon className="size-3.5" aria-hidden="true" />
              </span>
              <span className="truncate">{card.label}</span>
            </dt>
            <dd className="text-lg font-bold text-stone-900 tabular-nums">{card.value}</dd>
            {card.detail && <dd className="text-xs text-stone-600">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
