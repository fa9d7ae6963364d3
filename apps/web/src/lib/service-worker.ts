/** The worker's runtime cache of page code (scripts/pwa-options.ts): kept in step with it. */
const CHUNK_CACHE = 'comoe-chunks';

/**
 * The code this page loaded before the worker took control never went through it: put it in the
 * worker's cache too, so a page already visited opens again offline (mostly from the HTTP cache).
 */
function keepLoadedChunks(): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\/assets\/[^?]+\.(?:js|css)$/.test(new URL(url).pathname));
  return caches.open(CHUNK_CACHE).then((cache) => cache.addAll(urls));
}

/** After the load event, so installing the worker never competes with the first page for bandwidth. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(keepLoadedChunks)
      .catch((error: unknown) => console.error("Le mode hors ligne n'a pas pu être activé", error));
  });
}
