import { MSG } from '@comoe/shared/messages';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOrder } from '@/test/factories';
import { clientOrdersQueryKey } from '../api/get-client-orders';
import { OrderRating } from './order-rating';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let posted: unknown[] = [];
let reply: (body: Record<string, unknown>) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as Record<string, unknown>;
      posted.push(body);
      return reply(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The rating as the order page shows it: the cached order follows the answer. */
function renderRating(order: ClientOrder) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(clientOrdersQueryKey, [order]);
  reply = (body) =>
    json(201, {
      ...order,
      noteClient: body.note,
      commentaireClient: body.commentaire ?? null,
      noteLivreur: body.noteLivreur ?? null,
      commentaireLivreur: body.commentaireLivreur ?? null,
    });
  function Cached() {
    const [client] = useState(queryClient);
    const current = client.getQueryData<ClientOrder[]>(clientOrdersQueryKey)?.[0] ?? order;
    return <OrderRating order={current} />;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Cached />
    </QueryClientProvider>,
  );
  return {
    rerender: () =>
      view.rerender(
        <QueryClientProvider client={queryClient}>
          <Cached />
        </QueryClientProvider>,
      ),
  };
}

const delivered = (overrides: Partial<ClientOrder> = {}) =>
  clientOrder({ statut: 'LIVREE', livreurNom: 'Koné Ibrahim', livreurTelephone: '0700000003', ...overrides });

describe('OrderRating', () => {
  it('asks for the order and the courier, sends both once, then shows both as given', async () => {
    const { rerender } = renderRating(delivered());
    const order = screen.getByRole('group', { name: 'Notez votre commande' });
    const courier = screen.getByRole('group', { name: 'Notez votre livreur, Koné Ibrahim (facultatif)' });
    fireEvent.click(within(order).getByRole('radio', { name: '4 étoiles' }));
    fireEvent.change(within(order).getByLabelText('Commentaire (facultatif)'), { target: { value: 'Bon' } });
    fireEvent.click(within(courier).getByRole('radio', { name: '5 étoiles' }));
    fireEvent.change(within(courier).getByLabelText('Commentaire sur le livreur (facultatif)'), {
      target: { value: ' Très poli ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      note: 4,
      commentaire: 'Bon',
      noteLivreur: 5,
      commentaireLivreur: 'Très poli',
    });

    await vi.waitFor(() => {
      rerender();
      expect(screen.queryByRole('button', { name: 'Envoyer mon avis' })).toBeNull();
    });
    const given = screen.getByTestId('avis-livreur');
    expect(within(given).getByText('Votre livreur, Koné Ibrahim')).toBeTruthy();
    expect(within(given).getByRole('img', { name: 'Note : 5 sur 5' })).toBeTruthy();
    expect(within(given).getByText('« Très poli »')).toBeTruthy();
    expect(
      within(screen.getByTestId('avis-commande')).getByRole('img', { name: 'Note : 4 sur 5' }),
    ).toBeTruthy();
  });

  it('lets the courier part go: no stars for him sends no comment on him', async () => {
    renderRating(delivered());
    const courier = screen.getByRole('group', { name: /Notez votre livreur/ });
    fireEvent.change(within(courier).getByLabelText('Commentaire sur le livreur (facultatif)'), {
      target: { value: 'Sans étoiles' },
    });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Notez votre commande' })).getByRole('radio', {
        name: '3 étoiles',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ note: 3, commentaire: null, noteLivreur: null, commentaireLivreur: null });
  });

  it('says a courier comment is too long, and sends nothing', async () => {
    renderRating(delivered());
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Notez votre commande' })).getByRole('radio', {
        name: '5 étoiles',
      }),
    );
    const courier = screen.getByRole('group', { name: /Notez votre livreur/ });
    fireEvent.click(within(courier).getByRole('radio', { name: '2 étoiles' }));
    fireEvent.change(within(courier).getByLabelText('Commentaire sur le livreur (facultatif)'), {
      target: { value: 'x'.repeat(301) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(courier).findByText(MSG.textTooLong(300))).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('asks nothing about a courier when none delivered, and shows no courier rating', () => {
    renderRating(delivered({ livreurNom: null, livreurTelephone: null }));
    expect(screen.queryByRole('group', { name: /livreur/ })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('shows a given rating without a courier part when the courier was not rated', () => {
    renderRating(delivered({ noteClient: 4, commentaireClient: null }));
    expect(screen.getByTestId('avis-commande')).toBeTruthy();
    expect(screen.queryByTestId('avis-livreur')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer mon avis' })).toBeNull();
  });
});
