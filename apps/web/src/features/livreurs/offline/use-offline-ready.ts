import { useEffect } from 'react';

const CHUNK = /\/assets\/[^/]+\.(?:js|css)$/;

/**
 * The service worker caches a chunk when it passes through it (pwa-options.ts); the ones this
 * page loaded before the worker took over did not. They are asked for again through it (from
 * the HTTP cache, no download), with the toasts' code, so the area opens offline next time.
 */
export function useOfflineReady(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      for (const entry of performance.getEntriesByType('resource')) {
        if (CHUNK.test(new URL(entry.name).pathname)) void fetch(entry.name).catch(() => undefined);
      }
      void import('sonner').catch(() => undefined);
      // The tabs that load when opened (delivery-dashboard-page.tsx): the handovers' above all.
      for (const load of [
        () => import('../tabs/current-tab'),
        () => import('../tabs/history-tab'),
        () => import('../tabs/gains-tab'),
        () => import('../profile/profile-tab'),
      ])
        void load().catch(() => undefined);
    };
    void navigator.serviceWorker.ready.then(() => {
      if (navigator.serviceWorker.controller) warm();
      else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
    });
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', warm);
    };
  }, []);
}
