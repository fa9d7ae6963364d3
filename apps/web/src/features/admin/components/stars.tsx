import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A 1–5 rating as stars, said as 'x sur 5' to screen readers. */
export function Stars({ note, label }: { note: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`${label} : ${note} sur 5`}>
      <span className="text-xs text-stone-600" aria-hidden="true">
        {label}
      </span>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i <= note ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}
