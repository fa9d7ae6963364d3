import { SkeletonBars } from '@/components/skeleton-bars';
import { Skeleton } from '@/components/ui/skeleton';

export function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Chargement des commandes" className="space-y-4">
      <Skeleton className="h-12 rounded-xl" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-border p-4">
          <Skeleton className="size-12 rounded-xl" />
          <SkeletonBars className="flex-1 space-y-2" bars={['h-4 w-2/3', 'h-3 w-1/2']} />
        </div>
      ))}
    </div>
  );
}
