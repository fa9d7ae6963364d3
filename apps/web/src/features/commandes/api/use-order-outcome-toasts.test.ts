import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { clientOrder } from '@/test/factories';
import { clientOrdersQueryKey } from './get-client-orders';
import { tellOrderOutcome } from './use-order-outcome-toasts';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const at = '2026-11-23T10:00:00.000Z';
let queryClient: QueryClient;

beforeEach(() => {
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.success).mockClear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No network in these tests: an order not in the cache stays unnamed.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('hors ligne')));
});

afterEach(() => vi.unstubAllGlobals());

describe('the toast of an order that ends', () => {
  it('names the business that refused, with the reason and where to find it', async () => {
    const order = clientOrder({ id: 'abc12345-0000-4000-8000-000000000001' });
    queryClient.setQueryData(clientOrdersQueryKey, [order]);
    await tellOrderOutcome(
      { type: 'commande.statut', commandeId: order.id, statut: 'ANNULEE', at, motif: 'REFUSEE' },
      queryClient,
    );
    expect(toast.info).toHaveBeenCalledExactlyOnceWith(
      'Votre commande #ABC123 a été refusée par Chez Tantie Awa.',
      "L'entreprise ne peut pas la préparer pour le moment. Vous n'avez rien à payer. Retrouvez-la dans « Terminées ».",
      { id: `commande-fin-${order.id}`, duration: 10_000 },
    );
  });

  it('says an order was delivered, once even if two listeners hear it', async () => {
    const event = {
      type: 'commande.statut',
      commandeId: 'def67890-1',
      statut: 'LIVREE',
      at,
      motif: 'LIVREE',
    } as const;
    await tellOrderOutcome(event, queryClient);
    await tellOrderOutcome(event, queryClient);
    expect(toast.success).toHaveBeenCalledOnce();
    expect(vi.mocked(toast.success).mock.calls[0]?.[0]).toBe('Votre commande #DEF678 a été livrée.');
  });

  it("leaves the client's own cancellation to the button that made it", async () => {
    await tellOrderOutcome(
      { type: 'commande.statut', commandeId: 'bbb00000-3', statut: 'ANNULEE', at, motif: 'ANNULEE_CLIENT' },
      queryClient,
    );
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('explains an automatic cancellation, and says nothing for a step in between', async () => {
    await tellOrderOutcome(
      { type: 'commande.statut', commandeId: 'aaa00000-2', statut: 'PRETE', at },
      queryClient,
    );
    expect(toast.info).not.toHaveBeenCalled();
    await tellOrderOutcome(
      { type: 'commande.statut', commandeId: 'aaa00000-2', statut: 'ANNULEE', at, motif: 'SANS_REPONSE' },
      queryClient,
    );
    expect(vi.mocked(toast.info).mock.calls[0]?.slice(0, 2)).toEqual([
      'Votre commande #AAA000 a été annulée automatiquement.',
      "L'entreprise n'a pas répondu à temps. Vous n'avez rien à payer. Retrouvez-la dans « Terminées ».",
    ]);
  });
});
