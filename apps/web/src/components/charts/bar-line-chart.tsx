import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BarLineChartProps } from './chart-types';

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** From zero, and never a flat empty range when every value is 0. */
const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(1, max * 1.1)];

/**
 * uPlot (canvas, ~20 KB gzipped), loaded on its own chunk through lazy-bar-line-chart.tsx only
 * when a chart is on screen. Follows its container's width.
 */
export default function BarLineChart({ labels, bars, line, height = 240 }: BarLineChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const label = (i: number) => labels[Math.round(i)] ?? '';
    const options: uPlot.Options = {
      width: Math.max(200, Math.floor(node.clientWidth)),
      height,
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        count: { range: fromZero },
        money: { range: fromZero },
      },
      axes: [
        {
          incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 60],
          space: 44,
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? label(v) : '')),
          grid: { show: false },
        },
        {
          scale: 'count',
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          values: (_u, splits) => splits.map((v) => compact.format(v)),
          size: 36,
          grid: { stroke: '#e7e5e4', width: 1 },
        },
        {
          scale: 'money',
          side: 1,
          values: (_u, splits) => splits.map((v) => compact.format(v)),
          size: 48,
          grid: { show: false },
        },
      ],
      series: [
        { label: 'Jour', value: (_u, v) => (v === null ? '—' : label(v)) },
        {
          label: bars.label,
          scale: 'count',
          stroke: bars.color,
          fill: `${bars.color}b3`,
          width: 1,
          paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
          points: { show: false },
          value: (_u, v) => (v === null ? '—' : bars.format(v)),
        },
        {
          label: line.label,
          scale: 'money',
          stroke: line.color,
          width: 2,
          points: { show: labels.length <= 31, size: 5, fill: line.color },
          value: (_u, v) => (v === null ? '—' : line.format(v)),
        },
      ],
    };
    const x = labels.map((_, i) => i);
    const chart = new uPlot(options, [x, bars.values, line.values], node);
    // A finger sends no hover: a tap (or a slide along the chart) moves the cursor, so the legend
    // below reads that day's figures, as a mouse would.
    const touch = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      const box = chart.over.getBoundingClientRect();
      chart.setCursor({ left: event.clientX - box.left, top: event.clientY - box.top });
    };
    chart.over.style.touchAction = 'pan-y';
    chart.over.addEventListener('pointerdown', touch);
    chart.over.addEventListener('pointermove', touch);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) chart.setSize({ width: Math.max(200, Math.floor(entry.contentRect.width)), height });
    });
    observer.observe(node);
    return () => {
      chart.over.removeEventListener('pointerdown', touch);
      chart.over.removeEventListener('pointermove', touch);
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, bars, line, height]);

  return <div ref={container} className="w-full text-xs [&_.u-legend]:text-xs" />;
}
