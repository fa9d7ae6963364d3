import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStart, type EarlyWindow } from '@/lib/early-start';
import { ORDERS_PAGE_SIZE, ordersSearch } from './get-orders';
import { WAITING_FILTER } from './get-waiting-orders';

/** index.html starts the owner's orders before the app: the very addresses the app asks for. */
describe('orders started by index.html', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__comoeEarly;
    localStorage.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('are the waiting orders and the first page of the orders tab, as get-orders builds them', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(new Response(url === '/api/entreprises/me' ? JSON.stringify({ id: 4 }) : '[]')),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'jeton');
    localStorage.setItem('user', JSON.stringify({ id: 9, role: 'ENTREPRISE' }));
    window.history.replaceState(null, '', '/business-dashboard');
    earlyStart([], [], []);
    const asked = () => fetchMock.mock.calls.map(([url]) => url);
    await vi.waitFor(() => expect(asked()).toHaveLength(4));
    expect(asked()).toContain(`/api/entreprises/4/orders?${ordersSearch(WAITING_FILTER)}`);
    expect(asked()).toContain(
      `/api/entreprises/4/orders?${ordersSearch({ page: 0, size: ORDERS_PAGE_SIZE })}`,
    );
  });
});
