import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beep, vibrate } from '@/lib/attention';
import { toast } from '@/lib/toast';
import { courierKeys } from '../api/query-keys';
import { mission } from '../test/factories';
import { alertCourier, alertReady } from './mission-alerts';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/attention', () => ({ beep: vi.fn(() => true), vibrate: vi.fn(() => true) }));

beforeEach(() => vi.clearAllMocks());

describe("the courier's alerts", () => {
  it('rings, buzzes and says the order is ready, with the business of his mission, once', () => {
    const queryClient = new QueryClient();
    const ready = mission({ id: 'abcdef12-0000-4000-8000-000000000000', entrepriseNom: 'Maquis Awa' });
    queryClient.setQueryData(courierKeys.current, [ready]);
    alertReady(queryClient, ready.id);
    alertReady(queryClient, ready.id);
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith(
      COURIER_ALERT_MSG.readyTitle,
      COURIER_ALERT_MSG.readyBody('ABCDEF', 'Maquis Awa'),
      { duration: 10_000 },
    );
    expect(beep).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('rings for each different notice about a mission (cancelled, then unlocked…)', () => {
    alertCourier('avis:A:annulée', 'Commande A', 'annulée');
    alertCourier('avis:A:annulée', 'Commande A', 'annulée');
    alertCourier('avis:A:débloqués', 'Commande A', COURIER_ALERT_MSG.codesUnlocked);
    expect(toast.info).toHaveBeenCalledTimes(2);
    expect(beep).toHaveBeenCalledTimes(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
  });
});
