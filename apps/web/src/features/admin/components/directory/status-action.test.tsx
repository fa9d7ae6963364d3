import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { DEACTIVATION_OUTCOME_LABELS } from '@comoe/shared/admin/desk-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import { TEXT } from '../../texts';
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
const preview = {
  annulees: 0,
  remisesAuxLivreurs: 1,
  continuent: 1,
  commandes: [open, { ...open, id: 'x2', reference: 'EF34GH', statut: 'EN_LIVRAISON', suite: 'SIGNALEE' }],
};

describe('StatusAction', () => {
  it('counts what deactivating does, and asks for the reason the person reads before it confirms', async () => {
    const server = fakeServer((call) =>
      call.method === 'GET' ? json(200, preview) : json(200, { id: 7, role: 'LIVREUR', statut: 'INACTIF' }),
    );
    renderWithClient(<StatusAction utilisateurId={7} statut="ACTIF" name="Koffi Yao" consequence="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver Koffi Yao' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        // A deactivated courier's order picked up goes nowhere by itself: the admin acts on it.
        '2 commandes en cours : 1 reviendra aux livreurs de la ville, 1 déjà récupérée sera à confier à un autre livreur ou à clôturer.',
      ),
    ).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Commandes en cours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `#AB12CDPrête · 5 500 FCFA→ ${DEACTIVATION_OUTCOME_LABELS.REMISE_AUX_LIVREURS}`,
      `#EF34GHEn livraison · 5 500 FCFA→ ${DEACTIVATION_OUTCOME_LABELS.SIGNALEE}`,
    ]);
    expect(server.calls.map(pathOf)).toEqual(['/api/admin/utilisateurs/7/desactivation']);

    // No reason: nothing is sent, the field says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await within(dialog).findByText(ADMIN_MSG.deactivationMotifRequired)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(TEXT.reasonLabel), {
      target: { value: 'Documents falsifiés' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await vi.waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        statut: 'INACTIF',
        motif: 'Documents falsifiés',
      }),
    );
  });

  it('says when there is none, and asks nothing (no reason) when reactivating', async () => {
    const server = fakeServer((call) =>
      call.method === 'GET'
        ? json(200, { annulees: 0, remisesAuxLivreurs: 0, continuent: 0, commandes: [] })
        : json(200, { id: 7, role: 'LIVREUR', statut: 'ACTIF' }),
    );
    const { unmount } = renderWithClient(
      <StatusAction utilisateurId={7} statut="ACTIF" name="Koffi Yao" consequence="" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver Koffi Yao' }));
    expect(await screen.findByText('Aucune commande en cours.')).toBeTruthy();
    unmount();
    server.calls.length = 0;
    renderWithClient(<StatusAction utilisateurId={7} statut="INACTIF" name="Koffi Yao" consequence="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Réactiver Koffi Yao' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText(TEXT.reasonLabel)).toBeNull();
    expect(server.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réactiver' }));
    await vi.waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ statut: 'ACTIF' }),
    );
  });
});
