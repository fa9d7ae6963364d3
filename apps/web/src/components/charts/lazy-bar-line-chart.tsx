import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { BarLineChartProps } from './chart-types';

/** The chart library downloads with the first chart shown, never with the page that may show one. */
const BarLineChart = lazy(() => import('./bar-line-chart'));

export function LazyBarLineChart(props: BarLineChartProps) {
  const height = props.height ?? 240;
  return (
    <Suspense fallback={<Skeleton className="w-full" style={{ height: height + 40 }} />}>
      <BarLineChart {...props} />
    </Suspense>
  );
}
