// Prints the landing page's HTML as the app renders it at `/` for a visitor without a session, so
// that index.html shows it before the bundle arrives (scripts/landing-html.ts). Run with tsx.
import { createRequire } from 'node:module';
import type { useSyncExternalStore } from 'react';

const require = createRequire(import.meta.url);
// jsdom ships without types; only its window is used here.
type BlankBrowser = { window: Window & typeof globalThis };
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string, options: { url: string }) => BlankBrowser };

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://comoe.invalid/' });
// The app's modules read the browser at import time (session, install prompt): a blank one.
const { window } = dom;
const blankMatchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
Object.assign(window, { matchMedia: blankMatchMedia });
const browser = {
  window,
  document: window.document,
  navigator: window.navigator,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: window.location,
  history: window.history,
  matchMedia: blankMatchMedia,
};
// defineProperty, not assignment: newer Node versions have a read-only `navigator` of their own.
for (const [key, value] of Object.entries(browser)) {
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
}

// Browser stores (install prompt, toasts) read the blank browser above on the server too.
const react = require('react') as { useSyncExternalStore: typeof useSyncExternalStore };
const subscribeTo = react.useSyncExternalStore;
react.useSyncExternalStore = (subscribe, getSnapshot, getServerSnapshot) =>
  subscribeTo(subscribe, getSnapshot, getServerSnapshot ?? getSnapshot);

const { renderToString } = await import('react-dom/server');
const { StaticRouter } = await import('react-router');
const { Header } = await import('../src/components/layout/header.tsx');
const { Footer } = await import('../src/components/layout/footer.tsx');
const { LandingPage } = await import('../src/features/landing/landing-page.tsx');

// What RootLayout paints at `/` (src/app/root-layout.tsx), without what only a live page has.
process.stdout.write(
  renderToString(
    <StaticRouter location="/">
      <Header />
      <main id="contenu" className="flex flex-1 flex-col">
        <LandingPage />
      </main>
      <Footer />
    </StaticRouter>,
  ),
);
