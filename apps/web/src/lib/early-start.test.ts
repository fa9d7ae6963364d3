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
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
    delete (window as EarlyWindow).__comoeEarly;
    localStorage.clear();
    fetchMock.mockClear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("preloads a city page's code and starts its data with the stored token", () => {
    window.history.replaceState(null, '', '/city/Adiak%C3%A9');
    earlyStart(ROUTES, ['/assets/routes.js'], ['/assets/header.js']);
    expect(preloaded()).toEqual(['/assets/routes.js', '/assets/header.js', '/assets/city.js']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/entreprises/ville/adiake',
      '/api/villes',
    ]);
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
