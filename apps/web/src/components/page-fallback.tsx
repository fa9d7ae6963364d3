/** Shown while a page's code downloads; keeps the footer down so nothing jumps when the page arrives. */
export function PageFallback() {
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-orange-200 border-t-primary" />
      <span className="sr-only">Chargement…</span>
    </div>
  );
}
