import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { captureShellHtml, pwaOptions } from './scripts/pwa-options.ts';
import { prerenderedHtml } from './scripts/prerendered-html.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreload } from './scripts/route-preload.ts';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  // routePreload after captureShellHtml: the worker precaches the shell, not every route it names.
  plugins: [
    react(),
    tailwindcss(),
    captureShellHtml,
    routePreload,
    prerenderedHtml,
    VitePWA(pwaOptions),
    precompress(fileURLToPath(new URL('./dist', import.meta.url))),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: one request, and one gzip stream compresses
        // better than the handful of small shared chunks automatic splitting would make.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // Left alone, every icon and small helper shared by two pages becomes its own file: 27
            // files for a city page, 6 at a time over HTTP/1.1 on a 400 ms link. Below, what every
            // page that fetches needs is one file, and icons and small shared pieces are grouped
            // by the set of pages using them: a page takes a handful of files, none of another
            // page's own code.
            {
              name: 'data',
              test: /node_modules[\\/](?:@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]|[\\/]src[\\/]lib[\\/](?:api-client|query-client|query-provider|persisted-queries|early-start|network-status)\.ts/,
              priority: 1,
            },
            {
              name: 'ui',
              test: /[\\/]src[\\/](?:components[\\/](?:ui[\\/](?:button|button-variants|alert|skeleton|input|card|label)|rating-badge)|lib[\\/](?:cn|format|money|entreprise-labels|thumbnail))\.tsx?$|node_modules[\\/](?:clsx|tailwind-merge|class-variance-authority)[\\/]/,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
