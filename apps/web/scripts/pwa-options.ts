import type { ManifestTransform } from 'workbox-build';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { builtPagePlugin } from './built-page-plugin.ts';

let shellHtml: string | undefined;

/**
 * Keeps the built page in memory as the bundle is generated: the worker's manifest is made after
 * the bundle, and reading the page back from disk there depends on write timing we do not own.
 */
export const captureShellHtml = builtPagePlugin('comoe:capture-shell-html', (html) => {
  shellHtml = html;
});

/**
 * Precache only the app shell: the page, what it references, icons and manifest. Route chunks are
 * cached when first used, so installing the worker does not pull every area over a 3G link.
 */
const keepAppShell: ManifestTransform = async (entries) => {
  const html = shellHtml;
  if (html === undefined) throw new Error("index.html n'a pas été produit : précache impossible.");
  const manifest = entries.filter(
    (entry) => !/\.(?:js|css)$/.test(entry.url) || html.includes(`/${entry.url}`),
  );
  return { manifest, warnings: [] };
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by hand after the load event (src/lib/service-worker.ts): no extra script in the page.
  injectRegister: false,
  // The glob below already takes the icons; listing them again would precache them twice.
  includeManifestIcons: false,
  manifest: {
    name: 'Comoé Express',
    short_name: 'Comoé',
    description: 'Livraison express dans toute la région du Sud-Comoé.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ea580c',
    background_color: '#c2410c',
    categories: ['food', 'shopping', 'business'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
    manifestTransforms: [keepAppShell],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/uploads(?:\/|$)/],
    // Web Push (design §6): shows each push, or hands it to a visible page (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Hashed file names never change content, so a cached chunk is always right.
        urlPattern: /\/assets\/.+\.(?:js|css)$/,
        handler: 'CacheFirst',
        options: { cacheName: 'comoe-chunks', expiration: { maxEntries: 80 } },
      },
    ],
  },
};
