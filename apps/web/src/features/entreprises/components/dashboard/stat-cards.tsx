import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessTab } from '@/lib/paths';
import { statCards } from './stat-cards-data';

export function StatCards({
  stats,
  onOpen,
}: {
  stats: BusinessStats | undefined;
  onOpen: (tab: BusinessTab) => void;
}) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {statCards(stats).map((card) => (
        <button
          key={card.label}
          type="button"
          onClick={() => onOpen(card.tab)}
          data-testid="stat-card"
          className="flex min-w-0 flex-col gap-2 rounded-2xl border border-border bg-white p-3 text-left shadow-sm transition-colors hover:border-orange-300 sm:p-4"
        >
          <span className={`flex size-9 items-center justify-center rounded-full ${card.tone}`}>
            <card.icon className="size-5" aria-hidden="true" />
          </span>
          <span className="text-xs font-medium text-stone-600 sm:text-sm">{card.label}</span>
          <span className="text-lg font-bold break-words text-stone-900 tabular-nums sm:text-2xl">
            {card.value}
          </span>
          <span className="text-xs text-stone-500">{card.detail}</span>
        </button>
      ))}
    </div>
  );
}
