import { abidjanDay, addDays } from '@comoe/shared/periods';
import { MSG } from '@comoe/shared/messages';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { businessOrder, entreprise, pageOf, stats } from '../test/factories';
import { fakeServer, json, renderWithClient, searchOf, type Call } from '@/test/fake-server';
import { OrdersSection } from './orders-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let orders = [businessOrder()];
let server: ReturnType<typeof fakeServer>;

function defaultRoute(call: Call): Response {
  if (call.path.startsWith('/api/entreprises/7/stats')) return json(200, stats());
  if (call.path.startsWith('/api/entreprises/7/orders?')) return json(200, pageOf(orders));
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  orders = [businessOrder()];
  server = fakeServer(defaultRoute);
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithClient(<OrdersSection entreprise={entreprise()} goTo={vi.fn()} />);
const listCalls = () => server.calls.filter((c) => c.path.startsWith('/api/entreprises/7/orders?'));
const statsCalls = () => server.calls.filter((c) => c.path.startsWith('/api/entreprises/7/stats'));

describe('orders section', () => {
  it('sends the period and the status group as query parameters', async () => {
    render();
    await screen.findAllByTestId('order-row');
    const first = searchOf(listCalls()[0]);
    expect(first.get('from')).toBeNull();
    expect(first.get('page')).toBe('0');
    expect(first.get('size')).toBe('50');
    expect(first.get('sort')).toBe('dateCommande,desc');

    const today = abidjanDay(new Date());
    fireEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(searchOf(listCalls().at(-1)).get('from')).toBe(addDays(today, -6)));
    expect(searchOf(listCalls().at(-1)).get('to')).toBe(today);
    await waitFor(() => expect(searchOf(statsCalls().at(-1)).get('from')).toBe(addDays(today, -6)));

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'EN_ATTENTE' } });
    await waitFor(() =>
      expect(searchOf(listCalls().at(-1)).get('statut')).toBe(
        'EN_ATTENTE_ENTREPRISE,EN_ATTENTE_LIVREUR,ACCEPTEE,PRETE',
      ),
    );

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-05-03' } });
    await waitFor(() => expect(searchOf(listCalls().at(-1)).get('to')).toBe('2026-05-03'));
    expect(searchOf(listCalls().at(-1)).get('from')).toBe('2026-05-01');
    expect(screen.getByRole('button', { name: '7 jours' }).getAttribute('aria-pressed')).toBe('false');

    // Du after Au: said at once, and nothing is asked of the server.
    const before = listCalls().length;
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-05-09' } });
    expect(await screen.findByText('La date de début doit précéder la date de fin.')).toBeTruthy();
    expect(listCalls()).toHaveLength(before);
  });

  it('groups statuses in four coloured badges and offers the actions of each', async () => {
    orders = [
      businessOrder({ statut: 'EN_ATTENTE_ENTREPRISE' }),
      businessOrder({ statut: 'ACCEPTEE' }),
      businessOrder({ statut: 'EN_LIVRAISON' }),
      businessOrder({ statut: 'LIVREE' }),
      businessOrder({ statut: 'ANNULEE' }),
    ];
    render();
    const rows = await screen.findAllByTestId('order-row');
    const view = rows.map((row) => ({
      badge: within(row).getByTestId('business-status').textContent,
      buttons: within(row)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => !t?.startsWith('#')),
    }));
    expect(view).toEqual([
      { badge: 'En attente', buttons: ['Accepter', 'Refuser'] },
      { badge: 'En attente', buttons: ['Marquer comme prêt'] },
      { badge: 'En cours', buttons: ['Détails'] },
      { badge: 'Livrée', buttons: ['Détails'] },
      { badge: 'Annulée', buttons: ['Détails'] },
    ]);
    expect(within(rows[0]!).getByText(`#${orders[0]!.id.slice(0, 6).toUpperCase()}`)).toBeTruthy();
    expect(within(rows[0]!).getByText('3 500 FCFA')).toBeTruthy();
    expect(within(rows[0]!).getByText('2× Garba, 1× Bissap')).toBeTruthy();
    expect(screen.getByTestId('orders-summary').textContent).toContain('42 500 FCFA');
  });

  it('accepts an order with its preparation time, says so and refetches', async () => {
    const order = businessOrder();
    orders = [order];
    server.handler.route = (call) => {
      if (call.method === 'PUT') {
        orders = [{ ...order, statut: 'EN_ATTENTE_LIVREUR' }];
        return json(200, {
          statut: 'EN_ATTENTE_LIVREUR',
          delaiPreparationMin: 15,
          preteVers: '2026-05-04T12:40:00.000Z',
        });
      }
      return defaultRoute(call);
    };
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '15 min' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter (15 min)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Succès', DECISION_MSG.accepted(15)));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/entreprises/7/orders/${order.id}/accepter`);
    expect(put?.body).toEqual({ delaiPreparationMin: 15 });
    expect(await screen.findByRole('button', { name: 'Détails' })).toBeTruthy();
  });

  it("shows the server's message when someone else moved the order first, then the order as it is", async () => {
    const order = businessOrder();
    orders = [order];
    server.handler.route = (call) => {
      if (call.method === 'PUT') {
        orders = [{ ...order, statut: 'ANNULEE' }];
        return json(409, { message: MSG.orderChangedMeanwhile });
      }
      return defaultRoute(call);
    };
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Trop de commandes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MSG.orderChangedMeanwhile));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('business-status').textContent).toBe('Annulée'));
  });

  it('says when there is no order', async () => {
    orders = [];
    render();
    expect(await screen.findByText('Aucune commande pour le moment')).toBeTruthy();
  });
});
