import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { CalendarChevron } from '@/components/ui/calendar-chevron';
import { CALENDAR_CLASS_NAMES } from '@/components/ui/calendar-class-names';

/** shadcn's calendar on react-day-picker 9, in French: the closing dates, from today on. */
export function ClosingCalendar({
  selected,
  onSelect,
  today,
}: {
  selected: Date[];
  onSelect: (dates: Date[]) => void;
  today: Date;
}) {
  return (
    <DayPicker
      mode="multiple"
      locale={fr}
      selected={selected}
      onSelect={(dates) => onSelect(dates ?? [])}
      disabled={{ before: today }}
      startMonth={today}
      showOutsideDays={false}
      className="w-full max-w-sm"
      classNames={{
        ...CALENDAR_CLASS_NAMES,
        selected: '[&>button]:!bg-primary [&>button]:font-semibold [&>button]:!text-white',
      }}
      components={{ Chevron: CalendarChevron }}
    />
  );
}
