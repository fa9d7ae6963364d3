import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStart, type EarlyWindow } from '@/lib/early-start';
import { useSession } from '@/lib/session/session-store';
import { availableMissionsQuery, currentMissionsQuery } from './get-missions';
import { profileQuery } from './get-profile';
import { statsQuery } from './get-stats';
import { mission, profile } from '../test/factories';

const STATS = {
  livraisonsAujourdHui: 2,
  revenusDuJour: 1500,
  distanceParcourue: 3.4,
  evaluation: 4.5,
  nombreAvis: 2,
};

/**
 * index.html starts the courier's first data before the app (lib/early-start.ts): the app's own
 * queries must find it there, or the phone downloads it twice on 3G.
 */
describe('the courier data started by index.html', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__comoeEarly;
    localStorage.clear();
    useSession.setState({ user: null });
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  function startAsCourier(path: string) {
    const bodies: Record<string, unknown> = {
      '/api/livreurs/me': profile(),
      '/api/livreurs/stats-du-jour': STATS,
    };
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(bodies[url] ?? [mission()]), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'jeton');
    localStorage.setItem('user', JSON.stringify({ id: 3, role: 'LIVREUR' }));
    useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jeton' } });
    window.history.replaceState(null, '', path);
    earlyStart([], [], []);
    return fetchMock;
  }

  it('is what the missions, the profile and the day’s figures ask for: no second request', async () => {
    const fetchMock = startAsCourier('/delivery-dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(availableMissionsQuery)).toHaveLength(1);
    expect(await client.fetchQuery(currentMissionsQuery)).toHaveLength(1);
    expect(await client.fetchQuery(profileQuery)).toMatchObject({ disponible: profile().disponible });
    expect(await client.fetchQuery(statsQuery)).toEqual(STATS);
    // Each answer was taken from the early start: still four requests in all.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('leaves the missions of the city out on another tab', () => {
    expect(startAsCourier('/delivery-dashboard?tab=en-cours').mock.calls.map(([url]) => url)).toEqual([
      '/api/livreurs/me',
      '/api/livreurs/stats-du-jour',
      '/api/livreurs/mes-missions',
    ]);
  });
});
