import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminCommande } from '@comoe/shared/schemas/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { freezeDateEachTest } from '@/test/frozen-date';
import { fakeServer, json, pathOf, renderWithClient, searchOf, type Call } from '@/test/fake-server';
import PayoutsSection from './payouts-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const ORDER_ID = '27194c9f-5513-4631-a122-2dde47883d00';
const order = (over: Partial<AdminCommande> = {}): AdminCommande => ({
  id: ORDER_ID,
  statut: 'LIVREE',
  statutPaiementEntreprise: 'EN_ATTENTE',
  total: 5_000,
  fraisLivraison: 500,
  entrepriseId: 3,
  entrepriseNom: 'Chez Tantie Awa',
  entreprisePayoutNumber: '0708091011',
  entreprisePayoutMethod: 'ORANGE_MONEY',
  dateCommande: '2026-11-20T12:00:00.000Z',
  datePaiement: null,
  referencePaiement: null,
  ...over,
});
const groups = {
  content: [
    {
      entrepriseId: 3,
      entrepriseNom: 'Chez Tantie Awa',
      entreprisePayoutNumber: '0708091011',
      entreprisePayoutMethod: 'ORANGE_MONEY',
      nombreCommandes: 2,
      montant: 9_000,
    },
    {
      entrepriseId: 9,
      entrepriseNom: 'Maquis Sans Compte',
      entreprisePayoutNumber: null,
      entreprisePayoutMethod: null,
      nombreCommandes: 1,
      montant: 4_000,
    },
  ],
  totalElements: 2,
  montantTotal: 13_000,
};
const second = '48d84077-38ba-4a68-93eb-b1f389dde62a';

const reste = {
  montant: 35_750,
  nombreCommandes: 9,
  nombreEntreprises: 3,
  plusAncienneCommande: '2026-10-11T09:00:00.000Z',
};

function route(call: Call) {
  const path = pathOf(call);
  if (path === '/api/admin/paiements/reste') return json(200, reste);
  if (path === '/api/admin/commandes/par-entreprise') return json(200, groups);
  if (path === '/api/admin/commandes')
    return json(200, { content: [order(), order({ id: second })], totalElements: 2 });
  if (path.endsWith('/payout')) return json(200, order({ statutPaiementEntreprise: 'PAYE' }));
  if (path === '/api/admin/payouts')
    return json(200, { payees: [ORDER_ID, second], refusees: [], montantTotal: 9_000 });
  return json(404, { message: 'Introuvable.' });
}

freezeDateEachTest('2026-11-23T10:00:00Z');

describe('Paiements', () => {
  it('lists what each business is owed since the first of the month, and who cannot be paid yet', async () => {
    const server = fakeServer(route);
    renderWithClient(<PayoutsSection />);
    const [awa, sansCompte] = await screen.findAllByTestId('payout-group');
    const search = searchOf(server.calls.find((c) => pathOf(c) === '/api/admin/commandes/par-entreprise'));
    expect([search.get('startDate'), search.get('endDate'), search.get('statutPaiement')]).toEqual([
      '2026-11-01',
      '2026-11-23',
      'EN_ATTENTE',
    ]);
    expect(screen.getByTestId('payout-total').textContent).toContain('13 000 FCFA');
    expect(awa?.textContent).toContain('9 000 FCFA');
    expect(awa?.textContent).toContain('Orange Money');
    expect(within(awa!).getByTestId('payout-number').textContent).toBe('07 08 09 10 11');
    expect(sansCompte?.textContent).toContain(ADMIN_MSG.payoutNoAccount);
    expect(within(sansCompte!).queryByRole('button', { name: /marquer comme payé/i })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Versés' }));
    await waitFor(() => expect(searchOf(server.calls.at(-1)).get('statutPaiement')).toBe('PAYE'));
  });

  it("shows 'Reste à verser' over all dates, with the oldest debt's age, whatever the range", async () => {
    fakeServer((call) =>
      pathOf(call) === '/api/admin/commandes/par-entreprise'
        ? json(200, { content: [], totalElements: 0, montantTotal: 0 })
        : route(call),
    );
    renderWithClient(<PayoutsSection />);
    expect(await screen.findByText('Rien à verser sur cette période.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Reste à verser' });
    await waitFor(() => expect(card.textContent).toContain('35 750 FCFA'));
    expect(card.textContent).toContain('9 commandes livrées, toutes dates confondues');
    expect(card.textContent).toContain('la plus ancienne depuis 43 jours');
  });

  it('says when nothing is left to pay', async () => {
    fakeServer((call) =>
      pathOf(call) === '/api/admin/paiements/reste'
        ? json(200, { montant: 0, nombreCommandes: 0, nombreEntreprises: 0, plusAncienneCommande: null })
        : route(call),
    );
    renderWithClient(<PayoutsSection />);
    const card = await screen.findByRole('region', { name: 'Reste à verser' });
    await waitFor(() => expect(card.textContent).toContain('0 FCFA'));
    expect(card.textContent).toContain('Toutes les commandes livrées ont été versées.');
  });

  it('marks one order paid with its reference, through the dialog', async () => {
    const server = fakeServer(route);
    renderWithClient(<PayoutsSection />);
    const [awa] = await screen.findAllByTestId('payout-group');
    fireEvent.click(within(awa!).getByRole('button', { name: 'Voir les commandes' }));
    const [first] = await within(awa!).findAllByTestId('payout-order');
    fireEvent.click(within(first!).getByRole('button', { name: 'Marquer comme payé' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('payout-dialog-montant').textContent).toBe('4 500 FCFA'),
    );
    fireEvent.change(within(dialog).getByLabelText(/Référence de la transaction/), {
      target: { value: ' OM-4521 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payé' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(ADMIN_MSG.payoutDone, '4 500 FCFA pour Chez Tantie Awa.'),
    );
    const pay = server.calls.find((c) => pathOf(c).endsWith('/payout'));
    expect(pay?.path).toBe(`/api/admin/commandes/${ORDER_ID}/payout`);
    expect(pay?.body).toEqual({ reference: 'OM-4521' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('re-reads the amount when the dialog opens, says it changed, and pays what it read', async () => {
    // Another admin paid one of the two orders since the list was drawn.
    const server = fakeServer((call) =>
      pathOf(call) === '/api/admin/commandes'
        ? json(200, { content: [order()], totalElements: 1 })
        : route(call),
    );
    renderWithClient(<PayoutsSection />);
    const [awa] = await screen.findAllByTestId('payout-group');
    fireEvent.click(within(awa!).getByRole('button', { name: 'Tout marquer comme payé' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      ADMIN_MSG.payoutAmountChanged(9_000, 4_500),
    );
    expect(dialog.textContent).toContain('Une commande de Chez Tantie Awa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payé' }));
    // One order left: paid through its own route.
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.path).toBe(
        `/api/admin/commandes/${ORDER_ID}/payout`,
      ),
    );
  });

  it('refuses to pay when nothing is left to pay', async () => {
    const server = fakeServer((call) =>
      pathOf(call) === '/api/admin/commandes' ? json(200, { content: [], totalElements: 0 }) : route(call),
    );
    renderWithClient(<PayoutsSection />);
    const [awa] = await screen.findAllByTestId('payout-group');
    fireEvent.click(within(awa!).getByRole('button', { name: 'Tout marquer comme payé' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(ADMIN_MSG.payoutNothingLeft)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Marquer comme payé' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
  });

  it("pays all of a business's orders at once, without a reference", async () => {
    const server = fakeServer(route);
    renderWithClient(<PayoutsSection />);
    const [awa] = await screen.findAllByTestId('payout-group');
    fireEvent.click(within(awa!).getByRole('button', { name: 'Tout marquer comme payé' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('payout-dialog-montant').textContent).toBe('9 000 FCFA'),
    );
    expect(dialog.textContent).toContain('2 commandes de Chez Tantie Awa');
    expect(within(dialog).queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payé' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(ADMIN_MSG.payoutDone, '9 000 FCFA pour Chez Tantie Awa.'),
    );
    const bulk = server.calls.find((c) => pathOf(c) === '/api/admin/payouts');
    expect(bulk?.body).toEqual({ commandeIds: [ORDER_ID, second], reference: null });
    const list = server.calls.find((c) => pathOf(c) === '/api/admin/commandes');
    expect(searchOf(list).get('entrepriseId')).toBe('3');
    expect(searchOf(list).get('statutPaiement')).toBe('EN_ATTENTE');
  });

  it("toasts 'Impossible de charger les commandes.' when the list fails", async () => {
    fakeServer(() => json(500, { message: 'Erreur interne du serveur.' }));
    renderWithClient(<PayoutsSection />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.commandesLoadFailed, undefined));
    expect(await screen.findByText(ADMIN_MSG.commandesLoadFailed)).toBeTruthy();
  });
});
