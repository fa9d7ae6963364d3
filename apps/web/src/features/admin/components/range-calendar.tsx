import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

export type RangeCalendarProps = {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  /** The first month shown; the second follows it. */
  defaultMonth: Date;
  /** No day after it can be chosen, no month after its own shown. */
  lastDay: Date;
};

const navButton = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-9 aria-disabled:pointer-events-none aria-disabled:opacity-40',
);

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
        root: 'relative w-full',
        months: 'relative flex flex-col gap-6 sm:flex-row sm:gap-8',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-9 items-center justify-center px-10',
        caption_label: 'text-sm font-semibold text-stone-900 capitalize',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'flex-1 text-center text-xs font-medium text-stone-500 capitalize',
        week: 'mt-1 flex w-full',
        day: 'group relative aspect-square flex-1 p-0 text-center text-sm',
        day_button:
          'flex size-full items-center justify-center rounded-lg text-stone-900 hover:bg-orange-50 focus-visible:ring-2 focus-visible:ring-orange-300 focus-visible:outline-none disabled:pointer-events-none',
        selected: 'bg-orange-100 [&>button]:font-semibold [&>button]:text-orange-950',
        range_start: 'rounded-l-lg [&>button]:!bg-primary [&>button]:!text-white',
        range_end: 'rounded-r-lg [&>button]:!bg-primary [&>button]:!text-white',
        range_middle: 'rounded-none',
        today: '[&>button]:ring-1 [&>button]:ring-orange-400',
        outside: 'text-stone-400',
        disabled: '[&>button]:text-stone-300',
        hidden: 'invisible',
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          ),
      }}
    />
  );
}
