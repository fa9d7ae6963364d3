import type { AdminRange } from '../api/query-keys';
import { LABELS } from '@/lib/labels';
import { DateRangeField } from './date-range-field';
import { Spinner } from './spinner';

type PeriodFieldProps = {
  value: AdminRange;
  /** Only with both ends chosen: the reports always cover a whole range. */
  onChange: (range: AdminRange) => void;
  fetching: boolean;
  /** What the spinner says while the range's figures load. */
  loadingLabel: string;
};

/** The period of the financial report and of the payouts, with a spinner while its figures load. */
export function PeriodField({ value, onChange, fetching, loadingLabel }: PeriodFieldProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <DateRangeField
        label={LABELS.period}
        value={value}
        onChange={(next) => {
          if (next.from && next.to) onChange({ from: next.from, to: next.to });
        }}
        className="w-full sm:w-auto sm:min-w-80"
      />
      {fetching && <Spinner label={loadingLabel} />}
    </div>
  );
}
