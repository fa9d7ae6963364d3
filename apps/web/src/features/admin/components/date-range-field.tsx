import type { DayRange } from '@comoe/shared/periods';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dateToDay, dayToDate, formatDay } from '@/lib/dates';
import { pickerStartMonth, rangeLabel } from '../ranges';

/** react-day-picker downloads with the first opening of a picker, never with the screen. */
const RangeCalendar = lazy(() => import('./range-calendar'));

type DateRangeFieldProps = {
  /** What the button names ('Période', 'Inscription'). */
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Offers 'Effacer' (no bound) besides a range. */
  clearable?: boolean;
  /** Shown when there is no range. */
  placeholder?: string;
  className?: string;
};

/** A button showing the range; it opens two months in French to choose another (ends included). */
export function DateRangeField({
  label,
  value,
  onChange,
  clearable = false,
  placeholder = 'Toutes les dates',
  className,
}: DateRangeFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const today = new Date();

  const openPicker = (next: boolean) => {
    if (next) {
      const from = value.from ? dayToDate(value.from) : null;
      const to = value.to ? dayToDate(value.to) : null;
      setDraft(from ? { from, to: to ?? from } : undefined);
    }
    setOpen(next);
  };

  const apply = () => {
    if (!draft?.from) return;
    onChange({ from: dateToDay(draft.from), to: dateToDay(draft.to ?? draft.from) });
    setOpen(false);
  };

  const shown = rangeLabel(value);
  const from = value.from ? dayToDate(value.from) : null;
  const to = value.to ? dayToDate(value.to) : null;

  return (
    <Dialog open={open} onOpenChange={openPicker}>
      <Button
        variant="outline"
        onClick={() => openPicker(true)}
        className={cn('h-11 justify-start font-medium', className)}
        aria-label={`${label} : ${shown ?? placeholder}`}
        data-testid="date-range-button"
      >
        <CalendarDays className="text-orange-700" aria-hidden="true" />
        <span className="truncate">{shown ?? placeholder}</span>
      </Button>
      <DialogContent className="max-h-[92dvh] max-w-[44rem] overflow-y-auto p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>
            Choisissez le premier puis le dernier jour : la période les inclut tous les deux.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-80 w-full" />}>
          <RangeCalendar
            selected={draft}
            onSelect={setDraft}
            defaultMonth={pickerStartMonth(from, to, today)}
            lastDay={today}
          />
        </Suspense>
        <p className="text-sm text-stone-700" aria-live="polite">
          {draft?.from
            ? `Du ${formatDay(dateToDay(draft.from))} au ${formatDay(dateToDay(draft.to ?? draft.from))}`
            : 'Aucun jour choisi.'}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {clearable && (
            <Button
              variant="ghost"
              onClick={() => {
                onChange({});
                setOpen(false);
              }}
            >
              Effacer
            </Button>
          )}
          <Button variant="outline" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <Button onClick={apply} disabled={!draft?.from}>
            Appliquer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
