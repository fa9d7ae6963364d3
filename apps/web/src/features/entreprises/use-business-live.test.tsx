import type { LiveEventData } from '@comoe/shared/events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOpenInfo } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import { useBusinessLive } from './use-business-live';

const live = vi.hoisted(() => ({
  onEvent: null as ((event: LiveEventData) => void) | null,
  onOpen: null as ((info: LiveOpenInfo) => void) | null,
}));
vi.mock('@/lib/live-events', () => ({
  useLiveEvents: (onEvent: (event: LiveEventData) => void, onOpen: (info: LiveOpenInfo) => void) => {
    live.onEvent = onEvent;
    live.onOpen = onOpen;
  },
}));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
const attention = vi.hoisted(() => ({ beep: vi.fn(() => true), vibrate: vi.fn(() => true) }));
vi.mock('@/lib/attention', () => ({ ...attention, unlockAudioOnGesture: () => () => undefined }));

let queryClient: QueryClient;
let invalidate: ReturnType<typeof vi.fn<(filters?: { queryKey: unknown }) => Promise<void>>>;
function Live() {
  useBusinessLive();
  return null;
}

beforeEach(() => {
  vi.clearAllMocks();
  queryClient = new QueryClient();
  invalidate = vi.fn(async (_filters?: { queryKey: unknown }) => undefined);
  queryClient.invalidateQueries = invalidate as unknown as QueryClient['invalidateQueries'];
  render(
    <QueryClientProvider client={queryClient}>
      <Live />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.restoreAllMocks());

const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe('business live events', () => {
  it('refetches the payments list (and its sums) when a payout arrives, without a second toast', () => {
    live.onEvent?.({ type: 'versement.entreprise', entrepriseId: 7, at: new Date().toISOString() });
    expect(invalidated()).toEqual([['business', 'paiements']]);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('announces a new order once and refetches orders and figures (the pinned list then rings)', async () => {
    const at = new Date().toISOString();
    live.onEvent?.({ type: 'commande.nouvelle', commandeId: 'c0ffee12-aaaa', entrepriseId: 7, at });
    live.onEvent?.({
      type: 'notification',
      titre: 'Nouvelle commande',
      corps: 'Commande C0FFEE12',
      commandeId: 'c0ffee12-aaaa',
      at,
    });
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith('Nouvelle commande', 'Commande #C0FFEE à confirmer.');
    // The ringing belongs to the waiting orders (use-order-ringing), not to the event.
    expect(attention.beep).not.toHaveBeenCalled();
    // The lists are refetched once any load under way is cancelled (it may predate the order).
    await vi.waitFor(() =>
      expect(invalidated()).toEqual(
        expect.arrayContaining([
          ['business', 'orders'],
          ['business', 'stats'],
          ['business', 'livraisons'],
          ['business', 'notifications'],
        ]),
      ),
    );
  });

  it('shows other notifications, refetches on status changes and everything after a reconnection', async () => {
    const at = new Date().toISOString();
    live.onEvent?.({
      type: 'notification',
      titre: 'Commande annulée',
      corps: 'Le client a annulé.',
      commandeId: 'dead0001',
      at,
    });
    expect(toast.info).toHaveBeenCalledWith('Commande annulée', 'Le client a annulé.');
    live.onEvent?.({ type: 'commande.statut', commandeId: 'dead0002', statut: 'PRETE', at });
    await vi.waitFor(() => expect(invalidated()).toContainEqual(['business', 'orders']));
    live.onOpen?.({ reconnected: true, openedAt: Date.now() });
    expect(invalidated()).toContainEqual(['business']);
  });
});
