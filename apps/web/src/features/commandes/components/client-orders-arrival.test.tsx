import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOrder } from '@/test/factories';
import { clientOrdersQueryKey } from '../api/get-client-orders';
import { ClientOrdersPage } from './client-orders-page';

// Issue 22 §5: the page opens on the orders in progress, the current one open with its code.
vi.mock('@/lib/live-events', () => ({ useLiveEvents: () => undefined }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let serverOrders: ClientOrder[] = [];
let answered: () => void;
let gate: Promise<void>;

beforeEach(() => {
  gate = new Promise((resolve) => (answered = resolve));
  answered();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify(serverOrders), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page, with `kept` in the cache as a list restored from an earlier visit would be. */
function renderPage(kept?: { orders: ClientOrder[]; savedAt: number }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (kept) queryClient.setQueryData(clientOrdersQueryKey, kept.orders, { updatedAt: kept.savedAt });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const cardOf = (order: ClientOrder) => screen.getByRole('button', { name: new RegExp(order.entrepriseNom) });

describe('the client orders page on arrival', () => {
  it('opens on the orders in progress, the first one open with its delivery code', async () => {
    const current = clientOrder({ statut: 'EN_ATTENTE_ENTREPRISE', entrepriseNom: 'Maquis Le Bon Goût' });
    const other = clientOrder({
      statut: 'EN_LIVRAISON',
      entrepriseNom: 'Pharmacie du Phare',
      codeClient: '111111',
    });
    serverOrders = [current, clientOrder({ statut: 'LIVREE', entrepriseNom: 'Boutique Awa' }), other];
    renderPage();

    expect(await screen.findByRole('tab', { name: /En cours\s*2/ })).toBe(selectedTab());
    expect(cardOf(current).getAttribute('aria-expanded')).toBe('true');
    expect(cardOf(other).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByTestId('order-code').map((code) => code.textContent)).toEqual(['482913']);
  });

  it('opens on the finished orders when none is in progress, every card closed', async () => {
    serverOrders = [clientOrder({ statut: 'LIVREE' }), clientOrder({ statut: 'ANNULEE' })];
    renderPage();
    expect(await screen.findByRole('tab', { name: /Terminées\s*2/ })).toBe(selectedTab());
    for (const card of screen.getAllByTestId('order-card'))
      expect(within(card).getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });

  it('waits for the server when the list was kept from before the order just placed', async () => {
    const done = clientOrder({ statut: 'LIVREE', entrepriseNom: 'Boutique Awa' });
    const placed = clientOrder({ statut: 'EN_ATTENTE_ENTREPRISE', entrepriseNom: 'Maquis Le Bon Goût' });
    serverOrders = [placed, done];
    gate = new Promise((resolve) => (answered = resolve));
    // Kept a minute before this page opened: the same tab may hold it much longer (offline).
    renderPage({ orders: [done], savedAt: performance.timeOrigin - 60_000 });

    // The kept list shows at once, without choosing for the client yet.
    expect(await screen.findByRole('tab', { name: /Terminées\s*1/ })).toBeTruthy();
    answered();
    expect(await screen.findByRole('tab', { name: /En cours\s*1/ })).toBe(selectedTab());
    expect(cardOf(placed).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('order-code').textContent).toBe('482913');
  });

  it('keeps the choice the client made', async () => {
    const current = clientOrder({ statut: 'PRETE', entrepriseNom: 'Maquis Le Bon Goût' });
    serverOrders = [current, clientOrder({ statut: 'LIVREE', entrepriseNom: 'Boutique Awa' })];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Maquis Le Bon Goût/ }));
    expect(cardOf(current).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('order-code')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Terminées/ }));
    expect(selectedTab()?.textContent).toMatch(/Terminées/);
    fireEvent.click(screen.getByRole('tab', { name: /En cours/ }));
    expect(cardOf(current).getAttribute('aria-expanded')).toBe('false');
  });
});
