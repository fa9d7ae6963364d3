import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { RATING_VALUES, starsLabel } from '../rating';

type StarRatingInputProps = {
  name: string;
  value: number | null;
  onChange: (note: number) => void;
  disabled?: boolean;
  describedBy?: string;
};

/**
 * Five real radio buttons, so arrows, Tab and screen readers work as usual. Each transparent
 * input lies over its star, so a tap lands on the input itself.
 */
export function StarRatingInput({ name, value, onChange, disabled, describedBy }: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
      {RATING_VALUES.map((note) => (
        <label
          key={note}
          className="relative flex size-11 items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          onMouseEnter={() => setHovered(note)}
        >
          <input
            type="radio"
            name={name}
            value={note}
            checked={value === note}
            onChange={() => onChange(note)}
            disabled={disabled}
            aria-label={starsLabel(note)}
            aria-describedby={describedBy}
            className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-default"
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors',
              note <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-400',
            )}
          />
        </label>
      ))}
    </div>
  );
}

/** A given rating, read-only. */
export function StarRatingDisplay({ note }: { note: number }) {
  return (
    <span role="img" aria-label={`Note : ${note} sur 5`} className="flex gap-0.5">
      {RATING_VALUES.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'size-5',
            value <= note ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300',
          )}
        />
      ))}
    </span>
  );
}
