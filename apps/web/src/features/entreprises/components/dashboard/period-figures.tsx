import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFcfa } from '@/lib/format';
import { TEXT } from '../../texts';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';

/** Spec part 2 §9: the period's statistics. */
export function PeriodFigures({ stats }: { stats: BusinessStats | undefined }) {
  if (!stats) return <Skeleton className="h-48 w-full rounded-2xl" />;
  const figures: Array<[string, string]> = [
    ['Commandes', String(stats.commandes)],
    [TEXT.revenue, formatFcfa(stats.chiffreAffaires)],
    [TEXT.averageBasket, formatFcfa(stats.panierMoyen)],
    ['Articles vendus', String(stats.articlesVendus)],
    ['En attente', String(stats.enAttente)],
    [STATUS_LABELS.EN_LIVRAISON, String(stats.enLivraison)],
    [TEXT.delivered, String(stats.livrees)],
    [TEXT.cancelled, String(stats.annulees)],
    ['Clients uniques', String(stats.clientsUniques)],
  ];
  return (
    <section
      aria-labelledby="period-figures"
      className="rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <h3 id="period-figures" className="mb-3 font-semibold text-stone-900">
        Statistiques de la période
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="font-bold text-stone-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
