import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderWithClient, searchOf } from '@/test/fake-server';
import { businessOrder, pageOf } from '../../test/factories';
import { WaitingOrders } from './waiting-orders';

vi.mock('@/lib/attention', () => ({
  beep: vi.fn(() => true),
  vibrate: vi.fn(() => true),
  setAppBadge: vi.fn(),
  audioUnlocked: () => false,
  unlockAudio: vi.fn(async () => true),
}));

let waiting = [businessOrder()];
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  localStorage.setItem('comoe.entreprise.son', 'off');
  waiting = [businessOrder()];
  server = fakeServer(() => json(200, pageOf(waiting)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the waiting orders pinned at the top', () => {
  it('asks the server for the orders waiting for an answer only', async () => {
    renderWithClient(<WaitingOrders entrepriseId={7} />);
    await screen.findByTestId('waiting-order');
    expect(searchOf(server.calls[0]).get('statut')).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('shows each order with its lines, total and both answers, and rings', async () => {
    renderWithClient(<WaitingOrders entrepriseId={7} />);
    const card = await screen.findByTestId('waiting-order');
    expect(card.textContent).toContain('2 × Garba');
    expect(card.textContent).toContain('1 × Bissap');
    expect(card.textContent).toContain('3 500 FCFA');
    for (const name of ['Accepter', 'Refuser']) {
      expect(within(card).getByRole('button', { name }).className).toContain('h-12');
    }
    expect(screen.getByTestId('waiting-orders').getAttribute('data-ringing')).toBe('true');
  });

  it('shows nothing and stays quiet when no order waits (sound already chosen)', async () => {
    waiting = [];
    renderWithClient(<WaitingOrders entrepriseId={7} />);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByTestId('waiting-orders')).toBeNull();
  });

  it('asks "Activer le son" once on a device that never chose', async () => {
    localStorage.clear();
    waiting = [];
    renderWithClient(<WaitingOrders entrepriseId={7} />);
    expect(await screen.findByRole('button', { name: 'Activer le son' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeTruthy();
  });
});
