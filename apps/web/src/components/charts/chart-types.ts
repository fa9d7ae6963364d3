/** One series of a chart: its legend label, values in the order of the labels, colour and value format. */
export type ChartSeries = {
  label: string;
  values: number[];
  color: string;
  format: (value: number) => string;
};

/** Bars on the left scale (counts), a line on the right one (money), over the same labels. */
export type BarLineChartProps = {
  labels: string[];
  bars: ChartSeries;
  line: ChartSeries;
  height?: number;
};
