import type { LiveEventData } from '@comoe/shared/events';
import { MSG } from '@comoe/shared/messages';
import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOpenInfo } from '@/lib/live-events';
import { clientOrder } from '@/test/factories';
import { ClientOrdersPage } from './client-orders-page';

const live = vi.hoisted(() => ({
  onEvent: null as ((event: LiveEventData) => void) | null,
  onOpen: null as ((info: LiveOpenInfo) => void) | null,
}));
vi.mock('@/lib/live-events', () => ({
  // The list's hook listens to openings too; the outcome toasts' hook (tested on its own) does not.
  useLiveEvents: (onEvent: (event: LiveEventData) => void, onOpen?: (info: LiveOpenInfo) => void) => {
    if (!onOpen) return;
    live.onEvent = onEvent;
    live.onOpen = onOpen;
  },
}));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

type Call = { method: string; path: string; body: unknown };
let serverOrders: ClientOrder[] = [];
let calls: Call[] = [];
let answer: (call: Call) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answer = () => json(200, serverOrders);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: input,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const cards = () => screen.getAllByTestId('order-card');

describe('client orders page', () => {
  it('splits the orders in two tabs with counts and opens the first one in progress', async () => {
    const enAttente = clientOrder({ statut: 'EN_ATTENTE_ENTREPRISE', entrepriseNom: 'Maquis Le Bon Goût' });
    const prete = clientOrder({ statut: 'PRETE', entrepriseNom: 'Pharmacie du Phare' });
    serverOrders = [clientOrder({ statut: 'LIVREE' }), enAttente, prete];
    renderPage();

    expect(await screen.findByRole('tab', { name: /En cours\s*2/ })).toBeTruthy();
    expect(tab(/Terminées\s*1/).getAttribute('aria-selected')).toBe('false');
    const first = screen.getByRole('button', { name: /Maquis Le Bon Goût/ });
    const second = screen.getByRole('button', { name: /Pharmacie du Phare/ });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(CLIENT_STATUS_MESSAGES.EN_ATTENTE_ENTREPRISE)).toBeTruthy();
    expect(screen.getByTestId('order-code').textContent).toBe('482913');
    expect(screen.getByText('Frais de livraison').nextSibling?.textContent).toBe('500 FCFA');
    expect(screen.queryByText(CLIENT_STATUS_MESSAGES.PRETE)).toBeNull();

    fireEvent.click(second);
    expect(screen.getByText(CLIENT_STATUS_MESSAGES.PRETE)).toBeTruthy();
    fireEvent.click(tab(/Terminées/));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.dataset.statut).toBe('LIVREE');
  });

  it('offers the two wallets with the amount once the courier is on the way', async () => {
    serverOrders = [clientOrder({ statut: 'EN_LIVRAISON', total: 4250 })];
    renderPage();
    const wave = await screen.findByRole('link', { name: 'Payer avec Wave' });
    expect(wave.getAttribute('href')).toContain('amount=4250');
    expect(screen.getByRole('link', { name: 'Payer avec Orange Money' })).toBeTruthy();
    expect(screen.getByText(/Payer 4 250 FCFA par mobile money/)).toBeTruthy();
  });

  it('moves a card to its new status as the event arrives, then refetches', async () => {
    const order = clientOrder({ statut: 'EN_LIVRAISON' });
    serverOrders = [order];
    renderPage();
    await screen.findByText(CLIENT_STATUS_MESSAGES.EN_LIVRAISON);

    serverOrders = [{ ...order, statut: 'LIVREE' }];
    live.onEvent?.({
      type: 'commande.statut',
      commandeId: order.id,
      statut: 'LIVREE',
      at: '2026-05-12T11:00:00Z',
    });
    expect(await screen.findByRole('tab', { name: /Terminées\s*1/ })).toBeTruthy();
    expect(tab(/En cours\s*0/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));

    // The card that was open stays open under its new tab, now asking for a rating.
    fireEvent.click(tab(/Terminées/));
    expect(screen.getByText(CLIENT_STATUS_MESSAGES.LIVREE)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 étoiles' })).toBeTruthy();
  });

  it('refetches after a reconnection, when events may have been missed', async () => {
    serverOrders = [clientOrder()];
    renderPage();
    await screen.findByText(CLIENT_STATUS_MESSAGES.EN_ATTENTE_ENTREPRISE);
    live.onOpen?.({ reconnected: true, openedAt: Date.now() });
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('cancels after confirmation only', async () => {
    const order = clientOrder();
    serverOrders = [order];
    answer = (call) => {
      if (call.method === 'POST') {
        serverOrders = [{ ...order, statut: 'ANNULEE' }];
        return json(200, { statut: 'ANNULEE' });
      }
      return json(200, serverOrders);
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette commande ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, la garder' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(tab(/Terminées\s*1/)).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/api/commandes/${order.id}/annuler`);
  });

  it('asks for a star before sending a rating, then shows it read-only', async () => {
    const order = clientOrder({ statut: 'LIVREE' });
    serverOrders = [order];
    answer = (call) =>
      call.method === 'POST'
        ? json(201, { ...order, noteClient: 4, commentaireClient: 'Très bon attiéké' })
        : json(200, serverOrders);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Chez Tantie Awa/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText(MSG.ratingInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    fireEvent.change(screen.getByLabelText('Commentaire (facultatif)'), {
      target: { value: ' Très bon attiéké ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByRole('img', { name: 'Note : 4 sur 5' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: 4,
      commentaire: 'Très bon attiéké',
    });
    expect(screen.queryByRole('button', { name: 'Envoyer mon avis' })).toBeNull();
  });

  it('explains a failed load and tries again', async () => {
    answer = () => json(500, { message: MSG.serverError });
    renderPage();
    expect(await screen.findByText("Impossible de charger l'historique des commandes.")).toBeTruthy();
    serverOrders = [];
    answer = () => json(200, serverOrders);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Vous n'avez aucune commande en cours.")).toBeTruthy();
  });
});
