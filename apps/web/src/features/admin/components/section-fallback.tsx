import { Skeleton } from '@/components/ui/skeleton';

/** While a screen's code downloads: its title and a few blocks, the sidebar staying put. */
export function SectionFallback() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement…
      </span>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
