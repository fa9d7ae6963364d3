/**
 * Shown while a page's code downloads: the shape of a page of cards, not a spinner, and tall
 * enough to keep the footer down so nothing jumps when the page arrives.
 */
export function PageFallback() {
  return (
    <div role="status" className="mx-auto min-h-[60dvh] w-full max-w-6xl space-y-4 px-4 pt-6">
      <span className="sr-only">Chargement…</span>
      <div className="h-8 w-2/3 max-w-sm animate-pulse rounded-lg bg-stone-200" aria-hidden="true" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-white">
            <div className="aspect-[16/9] animate-pulse bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
