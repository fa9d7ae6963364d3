import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyStart, takeEarly, type EarlyWindow } from './early-start';

const ROUTES: Array<[string, string[]]> = [
  ['^/city/[^/]+/?$', ['/assets/city.js']],
  ['^/business/\\d+/?$', ['/assets/business.js']],
];

function preloaded(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

describe('earlyStart, inlined in index.html', () => {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('[]')));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'jeton');
    localStorage.setItem('user', JSON.stringify({ id: 7, role: 'CLIENT' }));
  });
  afterEach(() => {
    document.head.querySelectorAll('link[rel=modulepreload], script[src]').forEach((l) => l.remove());
    delete (window as EarlyWindow).__comoeEarly;
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(new Response('[]')));
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("starts a city page's data with the stored token, then preloads its code once the data is in", async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    window.history.replaceState(null, '', '/city/Adiak%C3%A9');
    earlyStart(ROUTES, ['/assets/routes.js'], ['/assets/header.js'], { CLIENT: '/assets/prepaint.js' });
    expect(document.head.querySelector('script[src="/assets/prepaint.js"]')).not.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/entreprises/ville/adiake',
      '/api/villes',
    ]);
    // The list is drawn from the data before the code arrives: the data goes first on a slow link.
    expect(preloaded()).toEqual([]);
    answers[0]!(new Response('[]'));
    await Promise.resolve();
    expect(preloaded()).toEqual([]);
    answers[1]!(new Response('[]'));
    await vi.waitFor(() =>
      expect(preloaded()).toEqual(['/assets/routes.js', '/assets/header.js', '/assets/city.js']),
    );
  });

  it("starts a business owner's orders as soon as /me names his business, with the app's exact address", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'ENTREPRISE' }));
    let answerMe: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/entreprises/me'
        ? new Promise<Response>((resolve) => (answerMe = resolve))
        : Promise.resolve(new Response('[]')),
    );
    window.history.replaceState(null, '', '/business-dashboard?tab=orders');
    earlyStart([['^/business-dashboard/?$', ['/assets/business.js']]], [], [], {
      CLIENT: '/assets/prepaint.js',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/entreprises/me',
      '/api/notifications?page=0&size=20',
    ]);
    // No drawn page for an owner: his code is asked for at once, beside the data.
    expect(preloaded()).toEqual(['/assets/business.js']);
    expect(document.head.querySelector('script[src="/assets/prepaint.js"]')).toBeNull();
    answerMe(new Response(JSON.stringify({ id: 31 })));
    const orders = '/api/entreprises/31/orders?page=0&size=50&sort=dateCommande%2Cdesc';
    const waiting =
      '/api/entreprises/31/orders?statut=EN_ATTENTE_ENTREPRISE&page=0&size=20&sort=dateCommande%2Cdesc';
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain(orders));
    expect(takeEarly(orders, 'jeton')).not.toBeNull();
    expect(takeEarly(waiting, 'jeton')).not.toBeNull();
    // /me itself is still there for the app, unread.
    expect(await takeEarly('/api/entreprises/me', 'jeton')?.then((r) => r.json())).toEqual({ id: 31 });
  });

  it("leaves an owner's order list to the app on another tab, and a refused /me asks for nothing more", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'ENTREPRISE' }));
    window.history.replaceState(null, '', '/business-dashboard?tab=orders');
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 401 })));
    earlyStart([], [], []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    delete (window as EarlyWindow).__comoeEarly;
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ id: 31 }))));
    window.history.replaceState(null, '', '/business-dashboard?tab=menu');
    earlyStart([], [], []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/entreprises/me',
      '/api/notifications?page=0&size=20',
      '/api/entreprises/31/orders?statut=EN_ATTENTE_ENTREPRISE&page=0&size=20&sort=dateCommande%2Cdesc',
    ]);
  });

  it("draws an owner's orders tab: his script comes with the data and his code once the orders are in", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'ENTREPRISE' }));
    const pending = new Map<string, (response: Response) => void>();
    fetchMock.mockImplementation(
      (url: string) => new Promise<Response>((resolve) => pending.set(url, resolve)),
    );
    const files = { CLIENT: '/assets/prepaint.js', ENTREPRISE: '/assets/prepaint-entreprise.js' };
    window.history.replaceState(null, '', '/business-dashboard');
    earlyStart([['^/business-dashboard/?$', ['/assets/business.js']]], [], [], files);
    expect(document.head.querySelector('script[src="/assets/prepaint-entreprise.js"]')).not.toBeNull();
    expect(document.head.querySelector('script[src="/assets/prepaint.js"]')).toBeNull();
    pending.get('/api/notifications?page=0&size=20')!(new Response('{}'));
    pending.get('/api/entreprises/me')!(new Response(JSON.stringify({ id: 31 })));
    const orders = '/api/entreprises/31/orders?page=0&size=50&sort=dateCommande%2Cdesc';
    const waiting =
      '/api/entreprises/31/orders?statut=EN_ATTENTE_ENTREPRISE&page=0&size=20&sort=dateCommande%2Cdesc';
    await vi.waitFor(() => expect(pending.has(orders) && pending.has(waiting)).toBe(true));
    // /me answered, the orders not yet: the code still waits behind them.
    expect(preloaded()).toEqual([]);
    pending.get(waiting)!(new Response('{}'));
    pending.get(orders)!(new Response('{}'));
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/business.js']));
  });

  it("leaves an owner's other tabs to the app: no drawing script, his code at once", () => {
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'ENTREPRISE' }));
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    window.history.replaceState(null, '', '/business-dashboard?tab=menu');
    earlyStart([['^/business-dashboard/?$', ['/assets/business.js']]], [], [], {
      ENTREPRISE: '/assets/prepaint-entreprise.js',
    });
    expect(document.head.querySelector('script[src]')).toBeNull();
    expect(preloaded()).toEqual(['/assets/business.js']);
  });

  it("draws a courier's missions: his script with the data, his code once they are in; not on another tab", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 3, role: 'LIVREUR' }));
    const pending = new Map<string, (response: Response) => void>();
    fetchMock.mockImplementation(
      (url: string) => new Promise<Response>((resolve) => pending.set(url, resolve)),
    );
    const files = { CLIENT: '/assets/prepaint.js', LIVREUR: '/assets/prepaint-livreur.js' };
    const routes: Array<[string, string[]]> = [['^/delivery-dashboard/?$', ['/assets/delivery.js']]];
    window.history.replaceState(null, '', '/delivery-dashboard');
    earlyStart(routes, [], [], files);
    expect(document.head.querySelector('script[src="/assets/prepaint-livreur.js"]')).not.toBeNull();
    expect([...pending.keys()]).toHaveLength(4);
    expect(preloaded()).toEqual([]);
    for (const answer of pending.values()) answer(new Response('[]'));
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/delivery.js']));

    document.head.querySelectorAll('link[rel=modulepreload], script[src]').forEach((l) => l.remove());
    window.history.replaceState(null, '', '/delivery-dashboard?tab=gains');
    earlyStart(routes, [], [], files);
    expect(document.head.querySelector('script[src]')).toBeNull();
    expect(preloaded()).toEqual(['/assets/delivery.js']);
  });

  it('preloads the code after two seconds when the data is slower', () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
      window.history.replaceState(null, '', '/client-dashboard');
      earlyStart([], ['/assets/routes.js'], [], { CLIENT: '/assets/prepaint.js' });
      expect(preloaded()).toEqual([]);
      vi.advanceTimersByTime(2000);
      expect(preloaded()).toEqual(['/assets/routes.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads at once where nothing is drawn early: a filtered list, another role', () => {
    window.history.replaceState(null, '', '/city/bassam?q=garba');
    earlyStart(ROUTES, ['/assets/routes.js'], [], { CLIENT: '/assets/prepaint.js' });
    expect(preloaded()).toEqual(['/assets/routes.js', '/assets/city.js']);

    document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
    localStorage.setItem('user', JSON.stringify({ id: 7, role: 'BUSINESS' }));
    window.history.replaceState(null, '', '/city/bassam');
    earlyStart(ROUTES, ['/assets/routes.js'], []);
    expect(preloaded()).toEqual(['/assets/routes.js', '/assets/city.js']);
  });

  it('hands an answer to the app once, for the same token only', () => {
    window.history.replaceState(null, '', '/business/12');
    earlyStart(ROUTES, [], []);
    expect(takeEarly('/api/produits/entreprise_prod_cate/12', 'autre-jeton')).toBeNull();
    expect(takeEarly('/api/entreprises/12', 'jeton')).not.toBeNull();
    expect(takeEarly('/api/entreprises/12', 'jeton')).toBeNull();
  });

  it('without a session preloads the code only, and on the landing page nothing', () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/city/bassam');
    earlyStart(ROUTES, ['/assets/routes.js'], ['/assets/header.js']);
    expect(preloaded()).toEqual(['/assets/routes.js', '/assets/city.js']);
    expect(fetchMock).not.toHaveBeenCalled();

    document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
    window.history.replaceState(null, '', '/');
    earlyStart(ROUTES, ['/assets/routes.js'], []);
    expect(preloaded()).toEqual([]);
  });
});
