import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

const navButton = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-9 aria-disabled:pointer-events-none aria-disabled:opacity-40',
);

/**
 * shadcn's calendar look on react-day-picker 9, shared by every calendar of the app (closing
 * dates, report periods); each adds what its mode needs (ranges, several months).
 */
export const CALENDAR_CLASS_NAMES = {
  root: 'relative w-full',
  months: 'relative flex flex-col',
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
  day: 'group relative aspect-square flex-1 p-0.5 text-center text-sm',
  day_button:
    'flex size-full items-center justify-center rounded-lg text-stone-900 hover:bg-orange-50 focus-visible:ring-2 focus-visible:ring-orange-300 focus-visible:outline-none disabled:pointer-events-none',
  today: '[&>button]:ring-1 [&>button]:ring-orange-400',
  disabled: '[&>button]:text-stone-300',
  hidden: 'invisible',
} as const;
