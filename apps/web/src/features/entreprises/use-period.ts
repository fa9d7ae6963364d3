import { presetRange, RANGE_ORDER_MESSAGE, type DayRange, type PeriodPreset } from '@comoe/shared/periods';
import { useState } from 'react';

/** A preset of spec part 2 §5, or the owner's own Du/Au days. */
export type PeriodChoice = PeriodPreset | 'custom';

export type Period = {
  choice: PeriodChoice;
  range: DayRange;
  /** Set when Du is after Au: nothing is asked of the server then. */
  error: string | null;
  choose: (preset: PeriodPreset) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
};

export function usePeriod(initial: PeriodPreset): Period {
  const [choice, setChoice] = useState<PeriodChoice>(initial);
  const [custom, setCustom] = useState<DayRange>({});
  const range = choice === 'custom' ? custom : presetRange(choice);
  const edit = (change: DayRange) => {
    setCustom({ ...range, ...change });
    setChoice('custom');
  };
  return {
    choice,
    range,
    error: range.from && range.to && range.from > range.to ? RANGE_ORDER_MESSAGE : null,
    choose: setChoice,
    setFrom: (day) => edit({ from: day || undefined }),
    setTo: (day) => edit({ to: day || undefined }),
  };
}
