// Prints, as JSON, what index.html draws before the bundle arrives (scripts/prerendered-html.ts):
// the landing page as the app renders it at `/` for a visitor without a session, and the
// templates of a client's first pages of a business owner's orders tab and of a courier's missions, rendered from the app's own components with placeholder
// data (src/lib/prepaint). Run with tsx.
import { createRequire } from 'node:module';
import type { ReactNode, useSyncExternalStore } from 'react';
import type { PrepaintTemplates } from '../src/lib/prepaint/tokens.ts';

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
// Their state as set below, not as it was at creation (zustand's server snapshot).
react.useSyncExternalStore = (subscribe, getSnapshot) => subscribeTo(subscribe, getSnapshot, getSnapshot);

const { renderToString } = await import('react-dom/server');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { StaticRouter } = await import('react-router');
const { Header } = await import('../src/components/layout/header.tsx');
const { Footer } = await import('../src/components/layout/footer.tsx');
const { default: SignedInHeader } = await import('../src/components/layout/signed-in-header.tsx');
const { LandingPage } = await import('../src/features/landing/landing-page.tsx');
const { CityPage } = await import('../src/features/city/city-page.tsx');
const { ClientDashboardPage } = await import('../src/features/client/client-dashboard-page.tsx');
const { useSession } = await import('@/lib/session/session-store');
const { sampleBusinesses, sampleProfile, sampleVilles, SAMPLE_RATING } =
  await import('./prepaint-samples.ts');
const { ITEMS_MARK, TOKENS } = await import('../src/lib/prepaint/tokens.ts');

// What RootLayout paints at `/` (src/app/root-layout.tsx), without what only a live page has.
useSession.setState({ user: null });
const landing = renderToString(
  <StaticRouter location="/">
    <Header />
    <main id="contenu" className="flex flex-1 flex-col">
      <LandingPage />
    </main>
    <Footer />
  </StaticRouter>,
);

const CLIENT_ID = 1;
useSession.setState({ user: { id: CLIENT_ID, telephone: '0700000000', role: 'CLIENT', token: 'x' } });

/** A page as RootLayout's <main> holds it, with the queries it reads already answered. */
function render(location: string, page: ReactNode, answers: Array<[key: unknown[], data: unknown]>): Element {
  const client = new QueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={location}>
        <main className="flex flex-1 flex-col">{page}</main>
      </StaticRouter>
    </QueryClientProvider>,
  );
  const box = window.document.createElement('div');
  box.innerHTML = html;
  return box;
}

function one(box: Element, selector: string): Element {
  const found = box.querySelector(selector);
  if (!found) throw new Error(`Rendu sans ${selector} : modèle de page à revoir.`);
  return found;
}

/** The list's items become templates (each link's address a placeholder); the list, a mark. */
function takeItems(box: Element, selector: string, count: number): string[] {
  const list = one(box, selector);
  const items = [...list.children].map((item) => {
    one(item, 'a').setAttribute('href', TOKENS.href);
    return item.outerHTML;
  });
  if (items.length !== count) throw new Error(`${selector} : ${items.length} éléments, ${count} attendus.`);
  list.innerHTML = ITEMS_MARK;
  return items;
}

/** The signed-in client's header, its current link as at `location`. */
const header = (location: string) =>
  renderToString(
    <StaticRouter location={location}>
      <SignedInHeader />
    </StaticRouter>,
  );

const CITY_PATH = `/city/${TOKENS.title}`;
const villesKey = ['villes'];
const cityKey = ['entreprises', 'ville', TOKENS.title.toLowerCase()];
const businesses = sampleBusinesses();
const cityBox = render(CITY_PATH, <CityPage cityName={TOKENS.title} />, [
  [villesKey, [{ id: 1, nom: TOKENS.title, photoUrl: null }]],
  [cityKey, businesses],
]);
// Categories are counted by the app; until then, the placeholders it shows while loading.
const pendingBox = render(CITY_PATH, <CityPage cityName={TOKENS.title} />, []);
one(cityBox, 'aside').innerHTML = one(pendingBox, 'aside').innerHTML;
one(cityBox, 'section[aria-label="Entreprises"] p[aria-live]').textContent = TOKENS.count;
const cityItems = takeItems(cityBox, 'section[aria-label="Entreprises"] ul', businesses.length).map((item) =>
  item.replaceAll(SAMPLE_RATING, TOKENS.rating),
);

const villes = sampleVilles();
const homeBox = render('/client-dashboard', <ClientDashboardPage />, [
  [villesKey, villes],
  [['users', CLIENT_ID], sampleProfile()],
]);
const homeItems = takeItems(homeBox, 'section[aria-label="Villes desservies"] ul', villes.length);

const { businessTemplates } = await import('./prerender-business.tsx');
useSession.setState({ user: { id: 2, telephone: '0700000002', role: 'ENTREPRISE', token: 'x' } });
const business = businessTemplates();
const { courierTemplates } = await import('./prerender-courier.tsx');
useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'x' } });
const courier = courierTemplates();

const prepaint: PrepaintTemplates = {
  city: { page: header(CITY_PATH) + cityBox.innerHTML, items: cityItems },
  home: { page: header('/client-dashboard') + homeBox.innerHTML, items: homeItems },
};
// The queries' garbage-collection timers would keep the process up for minutes.
process.stdout.write(JSON.stringify({ landing, prepaint, business, courier }), () => process.exit(0));
