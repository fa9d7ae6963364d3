import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import { StatusAction } from './status-action';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const open = {
  id: 'ab12cd34-0000-4000-8000-000000000001',
  reference: 'AB12CD',
  statut: 'PRETE',
  total: 5500,
  dateCommande: '2026-11-25T10:00:00.000Z',
  suite: 'REMISE_AUX_LIVREURS',
};

describe('StatusAction', () => {
  it('lists the open orders and what deactivating does to each, before the admin confirms', async () => {
    const server = fakeServer((call) =>
      call.method === 'GET'
        ? json(200, [
            open,
            { ...open, id: 'x2', reference: 'EF34GH', statut: 'EN_LIVRAISON', suite: 'SIGNALEE' },
          ])
        : json(200, { id: 7, role: 'LIVREUR', statut: 'INACTIF' }),
    );
    renderWithClient(<StatusAction utilisateurId={7} statut="ACTIF" name="Koffi Yao" consequence="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver Koffi Yao' }));
    const dialog = await screen.findByRole('alertdialog');
    const list = await within(dialog).findByRole('list', { name: 'Commandes en cours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '#AB12CDPrête · 5 500 FCFA→ revient aux livreurs de la ville',
      '#EF34GHEn livraison · 5 500 FCFA→ déjà récupérée : reste à livrer, signalée sur le suivi',
    ]);
    expect(server.calls.map(pathOf)).toEqual(['/api/admin/utilisateurs/7/commandes-ouvertes']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await vi.waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('says when there is none, and asks nothing when reactivating', async () => {
    const server = fakeServer(() => json(200, []));
    const { unmount } = renderWithClient(
      <StatusAction utilisateurId={7} statut="ACTIF" name="Koffi Yao" consequence="" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver Koffi Yao' }));
    expect(await screen.findByText('Aucune commande en cours.')).toBeTruthy();
    unmount();
    server.calls.length = 0;
    renderWithClient(<StatusAction utilisateurId={7} statut="INACTIF" name="Koffi Yao" consequence="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Réactiver Koffi Yao' }));
    await screen.findByRole('alertdialog');
    expect(server.calls).toHaveLength(0);
  });
});
