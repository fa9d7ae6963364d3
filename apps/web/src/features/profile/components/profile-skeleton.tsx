import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start" aria-busy="true">
      <span className="sr-only">Chargement du profil...</span>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border p-6">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-11 w-full" />
      </div>
      <div className="space-y-6">
        {[0, 1, 2].map((key) => (
          <div key={key} className="space-y-4 rounded-2xl border border-border p-6">
            <Skeleton className="h-6 w-36" />
            <div className="grid gap-4 sm:grid-cols-2">
              {[0, 1, 2, 3].map((field) => (
                <Skeleton key={field} className="h-11 w-full" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
