import type { DashboardStats } from '@comoe/shared/schemas/admin';
import { useMemo } from 'react';
import { LazyBarLineChart } from '@/components/charts/lazy-bar-line-chart';
import type { ChartSeries } from '@/components/charts/chart-types';
import { formatShortDay } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';

/** Orders placed (bars) and delivered revenue (line) per day of the range; a table for screen readers. */
export function DailyChart({ parJour }: { parJour: DashboardStats['parJour'] }) {
  const chart = useMemo(() => {
    const bars: ChartSeries = {
      label: 'Commandes',
      values: parJour.map((d) => d.commandes),
      color: '#ea580c',
      format: String,
    };
    const line: ChartSeries = {
      label: 'Revenu (livrées)',
      values: parJour.map((d) => d.revenu),
      color: '#15803d',
      format: formatFcfa,
    };
    return { labels: parJour.map((d) => formatShortDay(d.date)), bars, line };
  }, [parJour]);

  return (
    <section
      aria-labelledby="admin-daily-chart"
      className="rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <h2 id="admin-daily-chart" className="mb-3 font-semibold text-stone-900">
        Commandes et revenu par jour
      </h2>
      <div aria-hidden="true">
        <LazyBarLineChart labels={chart.labels} bars={chart.bars} line={chart.line} />
      </div>
      {/* A table ignores the height sr-only gives it: its wrapper does the clipping. */}
      <div className="sr-only">
        <table>
          <caption>Commandes et revenu par jour</caption>
          <thead>
            <tr>
              <th>Jour</th>
              <th>Commandes</th>
              <th>Revenu</th>
            </tr>
          </thead>
          <tbody>
            {parJour.map((d) => (
              <tr key={d.date}>
                <td>{formatShortDay(d.date)}</td>
                <td>{d.commandes}</td>
                <td>{formatFcfa(d.revenu)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
