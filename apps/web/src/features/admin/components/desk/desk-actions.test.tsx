import { allowedMoves } from '@comoe/shared/commandes/allowed-moves';
import type { OrderStatus } from '@comoe/shared/enums';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { adminKeys } from '../../api/query-keys';
import { DeskActions } from './desk-actions';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ID = 'ab12cd34-0000-4000-8000-000000000001';

/** The detail as the server answers it: its `actions` from the shared machine, as the API builds them. */
function detail(statut: OrderStatus, locked = false): AdminOrderDetail {
  return {
    id: ID,
    statut,
    livreur: { id: 7, nom: 'Koné', prenom: 'Ali', telephone: '0700000007' },
    essaisRestants: { client: locked ? 0 : 5, entreprise: 5 },
    actions: allowedMoves({ statut }, { role: 'ADMIN', id: 1 }),
  } as AdminOrderDetail;
}

describe('DeskActions', () => {
  it('offers exactly the moves the machine allows now', () => {
    renderWithClient(<DeskActions order={detail('PRETE')} onBusy={() => undefined} />);
    const buttons = within(screen.getByTestId('desk-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Annuler la commande',
      'Remettre aux livreurs',
      'Confier à un autre livreur',
    ]);
  });

  it('offers one "Clôturer" for an order on its way, beside the transfer', () => {
    renderWithClient(<DeskActions order={detail('EN_LIVRAISON')} onBusy={() => undefined} />);
    const buttons = within(screen.getByTestId('desk-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Annuler la commande',
      'Confier à un autre livreur',
      'Clôturer',
    ]);
  });

  it('hands the order to the chosen courier with a reason, naming the courier it showed', async () => {
    const server = fakeServer((call) =>
      call.method === 'GET'
        ? json(200, [
            {
              id: 7,
              nom: 'Ali Koné',
              telephone: '0700000007',
              disponible: true,
              missionsEnCours: 1,
              empechement: 'Ce livreur a déjà cette mission.',
            },
            {
              id: 9,
              nom: 'Awa Traoré',
              telephone: '0700000009',
              disponible: true,
              missionsEnCours: 0,
              empechement: null,
            },
          ])
        : json(200, { statut: 'EN_LIVRAISON' }),
    );
    renderWithClient(<DeskActions order={detail('EN_LIVRAISON')} onBusy={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confier à un autre livreur' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Livreur désactivé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confier à un autre livreur' }));
    expect(await within(dialog).findByText('Choisissez un livreur.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /Ali Koné/ }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Awa Traoré/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confier à un autre livreur' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const call = server.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/admin/commandes/${ID}/transferer`);
    expect(call?.body).toEqual({ livreurId: 9, motif: 'Livreur désactivé', livreurActuelId: 7 });
  });

  it('closes an order on its way as brought back, after choosing the issue and a reason', async () => {
    const server = fakeServer(() => json(200, { statut: 'ANNULEE' }));
    renderWithClient(<DeskActions order={detail('EN_LIVRAISON')} onBusy={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Client injoignable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(
      await within(dialog).findByText('Choisissez l’issue : livrée ou rapportée à l’entreprise.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Rapportée à l’entreprise'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commande clôturée.', 'Commande #AB12CD'));
    const call = server.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/admin/commandes/${ID}/cloturer`);
    expect(call?.body).toEqual({ issue: 'RETOURNEE', motif: 'Client injoignable' });
  });

  it('says why nothing can be done on a finished order', () => {
    renderWithClient(<DeskActions order={detail('LIVREE')} onBusy={() => undefined} />);
    expect(screen.queryByTestId('desk-actions')).toBeNull();
    expect(screen.getByText('Action impossible : la commande est au statut « Livrée ».')).toBeTruthy();
  });

  it('asks for a reason before cancelling, sends it, and shows the refusal of the server', async () => {
    const server = fakeServer(() =>
      json(409, { message: 'La commande vient d’être modifiée par quelqu’un d’autre. Actualisez la page.' }),
    );
    renderWithClient(<DeskActions order={detail('EN_ATTENTE_LIVREUR')} onBusy={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(await within(dialog).findByText('Indiquez le motif (3 à 300 caractères).')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Client injoignable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(await within(dialog).findByText(/modifiée par quelqu’un d’autre/)).toBeTruthy();
    const call = server.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/admin/commandes/${ID}/annuler`);
    expect(JSON.parse(call?.init?.body as string)).toEqual({ motif: 'Client injoignable' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('unlocks locked codes in one tap', async () => {
    const server = fakeServer(() => json(200, { message: 'Les codes de vérification sont débloqués.' }));
    renderWithClient(<DeskActions order={detail('EN_LIVRAISON', true)} onBusy={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Débloquer les codes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Codes débloqués.', 'Commande #AB12CD'));
    expect(server.calls.find((c) => c.method === 'POST')?.path).toBe(
      `/api/admin/commandes/${ID}/debloquer-codes`,
    );
  });

  it('offers to remind a business that has not answered, in one tap', async () => {
    const server = fakeServer(() => json(200, { message: 'Rappel envoyé à l’entreprise.' }));
    renderWithClient(<DeskActions order={detail('EN_ATTENTE_ENTREPRISE')} onBusy={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Relancer l’entreprise' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Rappel envoyé à l’entreprise.', 'Commande #AB12CD'),
    );
    const call = server.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/admin/commandes/${ID}/relancer`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open when another admin moved first, and says who did what', async () => {
    // The detail as the sheet reads it: refetched after the refused move, now cancelled.
    let current = detail('EN_ATTENTE_LIVREUR');
    function Sheet() {
      const order = useQuery({ queryKey: adminKeys.deskOrder(ID), queryFn: () => current });
      return order.data ? <DeskActions order={order.data} onBusy={() => undefined} /> : null;
    }
    fakeServer(() => {
      current = detail('ANNULEE');
      return json(409, { message: 'Mariam Koné vient d’annuler cette commande.' });
    });
    renderWithClient(<Sheet />);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Client injoignable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(await within(dialog).findByText('Mariam Koné vient d’annuler cette commande.')).toBeTruthy();
    // The refetch came back with nothing left to do: the dialog is still there, with its message.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remettre aux livreurs' })).toBeNull());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Action impossible : la commande est au statut « Annulée ».')).toBeTruthy();
  });
});
