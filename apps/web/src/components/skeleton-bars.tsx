import { Skeleton } from '@/components/ui/skeleton';

/**
 * Grey bars where lines of text will be, one class list a bar (its height and width), so a card
 * keeps its shape while it loads and nothing jumps when the text arrives.
 */
export function SkeletonBars({ bars, className }: { bars: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
