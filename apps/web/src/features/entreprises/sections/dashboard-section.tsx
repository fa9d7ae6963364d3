import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '../api/get-stats';
import { DailyChart } from '@/components/charts/daily-chart';
import { PeriodFigures } from '../components/dashboard/period-figures';
import { StatCards } from '../components/dashboard/stat-cards';
import { ErrorState } from '@/components/list-states';
import { PeriodFilter } from '../components/period-filter';
import { SectionHeader } from '@/components/section-header';
import { usePeriod } from '../use-period';
import type { SectionProps } from './section-props';
import { BUSINESS_TAB_LABELS } from '../tabs';
import { MSG } from '@comoe/shared/messages';
import { TEXT } from '../texts';

// Below the fold: its code (table, CSV export) loads after the figures, not with the dashboard.
const ProductSales = lazy(() =>
  import('../components/dashboard/product-sales').then((m) => ({ default: m.ProductSales })),
);

/** The head figures, the period's statistics, the per-day chart and the sales by product. */
export function DashboardSection({ entreprise, goTo }: SectionProps) {
  const period = usePeriod('7d');
  const stats = useStats(entreprise.id, period.range, period.error === null);
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={BUSINESS_TAB_LABELS.dashboard} />
      <PeriodFilter period={period} />
      {stats.isError && !stats.data ? (
        <ErrorState message={MSG.statsLoadFailed} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <StatCards stats={stats.data} onOpen={goTo} />
          <PeriodFigures stats={stats.data} />
          {stats.data && (
            <DailyChart
              parJour={stats.data.parJour}
              title="Commandes et chiffre d'affaires par jour"
              revenueLabel={TEXT.revenue}
              emptyText="Choisissez une période (7 ou 30 jours) pour voir l'évolution jour par jour."
            />
          )}
          {period.error === null && (
            <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
              <ProductSales entrepriseId={entreprise.id} range={period.range} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
