import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/rating-format';

/** A business's average rating, or 'N/A' before its first review, as the spec shows. */
export function RatingBadge({ rating, className }: { rating: number | null; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold text-stone-800', className)}>
      <Star
        className={cn('size-4', rating === null ? 'text-stone-400' : 'fill-amber-400 text-amber-500')}
        aria-hidden="true"
      />
      <span className="sr-only">Note : </span>
      {formatRating(rating)}
    </span>
  );
}
