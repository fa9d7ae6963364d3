import { cn } from '@/lib/cn';

type PresetChoiceProps<T extends string> = {
  /** The group's name for screen readers. */
  label: string;
  presets: readonly T[];
  labels: Record<T, string>;
  /** The preset shown pressed; another value (a range picked by hand) presses none. */
  active: string | undefined | null;
  onChoose: (preset: T) => void;
  /** The grid's columns and width, which the number and length of the presets decide. */
  className?: string;
};

/**
 * A row of presets (Aujourd'hui / 7 jours / …) as pressed buttons on a grey track: the admin's and
 * the business's period filters look and answer the same.
 */
export function PresetChoice<T extends string>({
  label,
  presets,
  labels,
  active,
  onChoose,
  className,
}: PresetChoiceProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('grid gap-1 rounded-xl bg-stone-100 p-1', className)}>
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={active === preset}
          onClick={() => onChoose(preset)}
          className={cn(
            'h-10 rounded-lg px-1 text-[13px] font-semibold whitespace-nowrap sm:text-sm',
            active === preset ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
          )}
        >
          {labels[preset]}
        </button>
      ))}
    </div>
  );
}
