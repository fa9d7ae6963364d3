/** After the load event, so installing the worker never competes with the first page for bandwidth. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error("Le mode hors ligne n'a pas pu être activé", error));
  });
}
