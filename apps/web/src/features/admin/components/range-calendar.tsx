import { DayPicker, type DateRange } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { CalendarChevron } from '@/components/ui/calendar-chevron';
import { CALENDAR_CLASS_NAMES } from '@/components/ui/calendar-class-names';

export type RangeCalendarProps = {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  /** The first month shown; the second follows it. */
  defaultMonth: Date;
  /** No day after it can be chosen, no month after its own shown. */
  lastDay: Date;
};

/**
 * shadcn's calendar on react-day-picker 9, in French (date-fns `fr` with the picker's own
 * labels): two months side by side on a laptop, one under the other on a phone. A click after
 * a complete range starts a new one. Loaded with the dialog that shows it.
 */
export default function RangeCalendar({ selected, onSelect, defaultMonth, lastDay }: RangeCalendarProps) {
  return (
    <DayPicker
      mode="range"
      locale={fr}
      numberOfMonths={2}
      resetOnSelect
      selected={selected}
      onSelect={onSelect}
      defaultMonth={defaultMonth}
      endMonth={lastDay}
      disabled={{ after: lastDay }}
      showOutsideDays={false}
      className="w-full"
      classNames={{
        ...CALENDAR_CLASS_NAMES,
        months: 'relative flex flex-col gap-6 sm:flex-row sm:gap-8',
        day: 'group relative aspect-square flex-1 p-0 text-center text-sm',
        selected: 'bg-orange-100 [&>button]:font-semibold [&>button]:text-orange-950',
        range_start: 'rounded-l-lg [&>button]:!bg-primary [&>button]:!text-white',
        range_end: 'rounded-r-lg [&>button]:!bg-primary [&>button]:!text-white',
        range_middle: 'rounded-none',
        outside: 'text-stone-400',
      }}
      components={{ Chevron: CalendarChevron }}
    />
  );
}
