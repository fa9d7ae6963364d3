import { useId, useMemo } from 'react';
import { LazyBarLineChart } from '@/components/charts/lazy-bar-line-chart';
import type { ChartSeries } from '@/components/charts/chart-types';
import { formatShortDay } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';

export type DailyFigures = { date: string; commandes: number; revenu: number };

/** Orders (bars) and revenue (line) per day; a table for screen readers, since the canvas says nothing. */
export function DailyChart({
  parJour,
  title,
  revenueLabel,
  emptyText,
  Heading = 'h3',
}: {
  parJour: DailyFigures[];
  title: string;
  revenueLabel: string;
  /** Shown instead of an empty chart when the period has no days to draw. */
  emptyText?: string;
  Heading?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const chart = useMemo(() => {
    const bars: ChartSeries = {
      label: 'Commandes',
      values: parJour.map((d) => d.commandes),
      color: '#ea580c',
      format: String,
    };
    const line: ChartSeries = {
      label: revenueLabel,
      values: parJour.map((d) => d.revenu),
      color: '#15803d',
      format: formatFcfa,
    };
    return { labels: parJour.map((d) => formatShortDay(d.date)), bars, line };
  }, [parJour, revenueLabel]);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-white p-4 shadow-sm">
      <Heading id={headingId} className="mb-3 font-semibold text-stone-900">
        {title}
      </Heading>
      {parJour.length === 0 && emptyText ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <>
          <div aria-hidden="true">
            <LazyBarLineChart labels={chart.labels} bars={chart.bars} line={chart.line} />
          </div>
          {/* A table ignores the height sr-only gives it: its wrapper does the clipping. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th>Jour</th>
                  <th>Commandes</th>
                  <th>{revenueLabel}</th>
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
        </>
      )}
    </section>
  );
}
