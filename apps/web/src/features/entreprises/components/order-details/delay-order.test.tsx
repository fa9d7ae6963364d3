import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { toast } from '@/lib/toast';
import { businessOrder, orderDetail } from '../../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { OrderActions } from '../orders/order-actions';
import { OrderDetailsDialog } from './order-details-dialog';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// Issue 34 §2: a late order says so to its owner, who can push its ready time back.
const LATER = '2026-05-12T11:30:00.000Z';
let order = orderDetail();
let server: ReturnType<typeof fakeServer>;
const detailPath = () => `/api/entreprises/7/orders/${order.id}`;

function route(call: Call): Response {
  if (call.method === 'PUT' && call.path === `${detailPath()}/delai`) {
    const { delaiPreparationMin } = call.body as { delaiPreparationMin: number };
    order = { ...order, preteVers: LATER, enRetardMin: null };
    return json(200, { statut: order.statut, delaiPreparationMin, preteVers: LATER });
  }
  if (call.path === detailPath()) return json(200, order);
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  order = orderDetail({
    statut: 'ACCEPTEE',
    delaiPreparationMin: 20,
    preteVers: '2026-05-12T10:27:00.000Z',
    enRetardMin: 14,
  });
  server = fakeServer(route);
});
afterEach(() => vi.unstubAllGlobals());

const puts = () => server.calls.filter((c) => c.method === 'PUT');

async function openDelay() {
  renderWithClient(<OrderDetailsDialog entrepriseId={7} orderId={order.id} onClose={vi.fn()} />);
  expect((await screen.findByTestId('late-badge')).textContent).toBe('En retard de 14 min');
  fireEvent.click(screen.getByRole('button', { name: 'Repousser' }));
  return screen.findByTestId('delay-dialog');
}

describe('pushing a late order’s ready time back', () => {
  it('sends the minutes chosen, then reads the new time on time', async () => {
    const asking = await openDelay();
    fireEvent.click(within(asking).getByRole('button', { name: '15 min' }));
    fireEvent.click(within(asking).getByRole('button', { name: 'Repousser (15 min)' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Succès',
        'Nouvelle heure enregistrée : prête vers 11 h 30.',
      ),
    );
    expect(puts().map((c) => [c.path, c.body])).toEqual([
      [`${detailPath()}/delai`, { delaiPreparationMin: 15 }],
    ]);
    await waitFor(() => expect(screen.queryByTestId('delay-dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('order-ready-time').textContent).toContain('Prête vers 11 h 30'),
    );
    expect(screen.queryByTestId('late-badge')).toBeNull();
  });

  it('refuses no time, or one out of bounds, without calling the server', async () => {
    const asking = await openDelay();
    fireEvent.click(within(asking).getByRole('button', { name: 'Repousser' }));
    expect(within(asking).getByRole('alert').textContent).toBe(DECISION_MSG.delaiRequired);
    fireEvent.change(within(asking).getByLabelText('Autre durée (en minutes)'), { target: { value: '181' } });
    fireEvent.click(within(asking).getByRole('button', { name: 'Repousser (181 min)' }));
    expect(within(asking).getByRole('alert').textContent).toBe(DECISION_MSG.delaiInvalid);
    expect(puts()).toEqual([]);
  });

  it('is offered in the orders list for a late order only', () => {
    const late = businessOrder({ statut: 'EN_ATTENTE_LIVREUR', preteVers: LATER, enRetardMin: 3 });
    const { unmount } = renderWithClient(<OrderActions order={late} entrepriseId={7} onDetails={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Repousser' })).toBeTruthy();
    unmount();
    renderWithClient(
      <OrderActions order={{ ...late, enRetardMin: null }} entrepriseId={7} onDetails={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Repousser' })).toBeNull();
  });
});
