/**
 * The first page's code and data both start from index.html, before the app's bundle arrives:
 * `earlyStart` is inlined in the page at build time (scripts/route-preload.ts) with the chunk
 * files of each route, so on a 400 ms link a deep link (a city, a menu) no longer waits for the
 * bundle, then the route table, then the page's code, then its data, one after another.
 *
 * It must stay self-contained (it is printed as source into the page): no imports, no closures.
 */
export type RouteFiles = Array<[pattern: string, files: string[]]>;

export type EarlyWindow = Window & {
  __comoeEarly?: Record<string, { token: string; at: number; response: Promise<Response> }>;
};

/** Class set on <html> when the landing page drawn in index.html must not show (literal below too). */
export const NOT_LANDING = 'not-landing';

export function earlyStart(
  routes: RouteFiles,
  common: string[],
  signedIn: string[],
  /**
   * Per role, the script that draws the first page from this data: a client's home or city list
   * (lib/prepaint), a business owner's orders (features/entreprises/prepaint), a courier's
   * missions (features/livreurs/prepaint).
   */
  prepaintFiles: Partial<Record<'CLIENT' | 'ENTREPRISE' | 'LIVREUR', string>> | null = null,
  win: EarlyWindow = window,
): void {
  const path = win.location.pathname;
  const doc = win.document;
  let token: string | null = null;
  let userId: unknown = null;
  let role: unknown = null;
  try {
    token = win.localStorage.getItem('token');
    const user = JSON.parse(win.localStorage.getItem('user') ?? 'null') as {
      id?: unknown;
      role?: unknown;
    } | null;
    userId = user?.id;
    role = user?.role;
  } catch {
    // Storage refused: no session, the files alone are preloaded.
  }
  // The landing page drawn in index.html is for a visitor at `/` only: anyone else waits for the app.
  if (path !== '/' || token) doc.documentElement.classList.add('not-landing');
  if (path === '/') return;
  let files = token ? common.concat(signedIn) : common;
  for (const [pattern, routeFiles] of routes)
    if (new RegExp(pattern).test(path)) files = files.concat(routeFiles);
  const preload = () => {
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      doc.head.appendChild(link);
    }
  };

  if (!token) {
    preload();
    return;
  }
  const urls: string[] = [];
  const segment = (re: RegExp) => re.exec(path)?.[1];
  const city = segment(/^\/city\/([^/]+)\/?$/);
  const business = segment(/^\/business\/(\d+)\/?$/);
  const home = /^\/client-dashboard\/?$/.test(path);
  // The pages lib/prepaint draws (an unfiltered city list: a filtered one is the app's to draw).
  const prepainted = home || (city !== undefined && !/[?&](?:q|categorie)=/.test(win.location.search));
  if (city !== undefined) {
    let slug = city;
    try {
      slug = encodeURIComponent(
        decodeURIComponent(city)
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .trim()
          .toLocaleLowerCase('fr-FR'),
      );
    } catch {
      // A malformed address: the page itself will say so.
    }
    urls.push(`/api/entreprises/ville/${slug}`, '/api/villes');
  } else if (business !== undefined) {
    urls.push(`/api/entreprises/${business}`, `/api/produits/entreprise_prod_cate/${business}`);
  } else if (home) {
    urls.push('/api/villes');
    if (typeof userId === 'number') urls.push(`/api/users/${userId}`);
  }
  const businessDashboard = role === 'ENTREPRISE' && /^\/business-dashboard\/?$/.test(path);
  if (businessDashboard) urls.push('/api/entreprises/me', '/api/notifications?page=0&size=20');
  // The courier's dashboard opens on the missions of his city (and the map of those he carries):
  // what features/livreurs/api asks first, started with the page rather than after 200 KB of code.
  const courierDashboard = role === 'LIVREUR' && /^\/delivery-dashboard\/?$/.test(path);
  if (courierDashboard) {
    urls.push('/api/livreurs/me', '/api/livreurs/stats-du-jour', '/api/livreurs/mes-missions');
    if (!/[?&]tab=/.test(win.location.search)) urls.push('/api/livreurs/missions-disponibles');
  }
  const early: NonNullable<EarlyWindow['__comoeEarly']> = {};
  const start = (url: string) => {
    const response = win.fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // Nobody may come to take it (another page opened): a failure here is the page's to report.
    response.catch(() => undefined);
    early[url] = { token, at: Date.now(), response };
    return response;
  };
  for (const url of urls) void start(url);
  win.__comoeEarly = early;
  const answered: Array<Promise<unknown>> = Object.values(early).map((entry) => entry.response);
  // The owner's orders need his business's number, which only /me tells: asked as soon as it does.
  // The orders waiting for his answer, pinned on every tab, and the orders tab's list, where the
  // dashboard opens (the addresses features/entreprises/api/get-orders.ts builds, tested there).
  const me = early['/api/entreprises/me'];
  const tab = /[?&]tab=([^&]*)/.exec(win.location.search)?.[1];
  const ordersTab = tab === undefined || tab === 'orders';
  if (businessDashboard && me) {
    answered.push(
      me.response
        .then((res) => (res.ok ? (res.clone().json() as Promise<{ id?: unknown }>) : null))
        .then((entreprise): Promise<unknown> | undefined => {
          if (typeof entreprise?.id !== 'number') return undefined;
          const orders = `/api/entreprises/${entreprise.id}/orders?`;
          const waiting = start(
            `${orders}statut=EN_ATTENTE_ENTREPRISE&page=0&size=20&sort=dateCommande%2Cdesc`,
          );
          if (!ordersTab) return waiting;
          return Promise.all([waiting, start(`${orders}page=0&size=50&sort=dateCommande%2Cdesc`)]);
        }),
    );
  }
  // A client's home and city list, the owner's orders tab and the courier's missions are drawn
  // from these answers before the app arrives: a few KB that would otherwise share a slow link
  // with 200 KB of code. The code follows them, or two seconds later at most.
  const drawn: Record<string, boolean> = {
    CLIENT: prepainted,
    ENTREPRISE: businessDashboard && ordersTab,
    LIVREUR: courierDashboard && tab === undefined,
  };
  const prepaintFile =
    typeof role === 'string' && drawn[role] && prepaintFiles
      ? prepaintFiles[role as keyof typeof prepaintFiles]
      : undefined;
  if (!prepaintFile) {
    preload();
    return;
  }
  const script = doc.createElement('script');
  script.src = prepaintFile;
  doc.head.appendChild(script);
  let started = false;
  const startPreload = () => {
    if (started) return;
    started = true;
    preload();
  };
  win.setTimeout(startPreload, 2000);
  void Promise.all(answered.map((p) => p.catch(() => undefined))).then(startPreload);
}

/** How long a response started by the page stays usable: after that the app asks again. */
const EARLY_MAX_AGE_MS = 30_000;

/**
 * The answer the page already started for this GET, once: the same address with the same token,
 * and recent. Later calls (refetches) go to the network as usual.
 */
export function takeEarly(
  url: string,
  token: string | null,
  win: EarlyWindow = window,
): Promise<Response> | null {
  const entry = win.__comoeEarly?.[url];
  if (!entry) return null;
  delete win.__comoeEarly![url];
  if (entry.token !== token || Date.now() - entry.at > EARLY_MAX_AGE_MS) return null;
  return entry.response;
}
