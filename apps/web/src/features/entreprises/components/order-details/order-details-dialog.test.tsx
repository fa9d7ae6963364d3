import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session/stored-session';
import { toast } from '@/lib/toast';
import { orderDetail } from '../../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { OrderDetailsDialog } from './order-details-dialog';
import { OWNER_REASON_MSG } from '@comoe/shared/schemas/order-owner-reasons';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let order = orderDetail();
let server: ReturnType<typeof fakeServer>;
const detailPath = () => `/api/entreprises/7/orders/${order.id}`;

function route(call: Call): Response {
  if (call.method === 'PUT' && call.path === `${detailPath()}/annuler`) {
    order = { ...order, statut: 'ANNULEE' };
    return json(200, { statut: 'ANNULEE' });
  }
  if (call.method === 'PUT' && call.path === `${detailPath()}/debloquer-codes`) {
    order = { ...order, codeEntrepriseBloque: false };
    return json(200, { message: 'Les codes de vérification sont débloqués.' });
  }
  if (call.path === detailPath()) return json(200, order);
  if (call.path.startsWith('/api/files/private/')) {
    return new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 });
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  order = orderDetail();
  server = fakeServer(route);
  URL.createObjectURL = vi.fn(() => 'blob:preuve');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderWithClient(<OrderDetailsDialog entrepriseId={7} orderId={order.id} onClose={vi.fn()} />);

describe('order details dialog', () => {
  it('shows lines, client, address, payment, totals, the pickup code and every transition', async () => {
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('code-entreprise');
    expect(within(dialog).getByText('Code entreprise (pour le livreur)')).toBeTruthy();
    expect(within(dialog).getByTestId('code-entreprise').textContent).toBe('271828');
    expect(within(dialog).getByText('Garba')).toBeTruthy();
    expect(within(dialog).getByText('2 000 FCFA')).toBeTruthy();
    expect(within(dialog).getByText('Frais de livraison').nextSibling?.textContent).toBe('500 FCFA');
    expect(within(dialog).getByTestId('order-total').textContent).toBe('3 500 FCFA');
    expect(within(dialog).getByText('Wave')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '0700000001' }).getAttribute('href')).toBe(
      'tel:0700000001',
    );
    expect(within(dialog).getByText('Portail bleu')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ouvrir dans Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=5.21,-3.73',
    );
    const history = within(dialog).getByTestId('order-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^En attente de l'entrepriseClient · 12 mai 2026 à \d\d:05$/),
      expect.stringMatching(/^En attente du livreurEntreprise · 12 mai 2026 à \d\d:07$/),
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Débloquer les codes' })).toBeNull();
  });

  it('reads the pickup code as used once the courier took it (issue 34 §2)', async () => {
    order = orderDetail({ statut: 'EN_LIVRAISON', codeEntrepriseUtilise: true });
    open();
    const dialog = await screen.findByRole('dialog');
    const code = await within(dialog).findByTestId('code-entreprise');
    expect(code.textContent).toBe('Utilisé 271828');
    expect(code.querySelector('.line-through')?.textContent).toBe('271828');
  });

  it('cancels only once confirmed with a reason, which it sends (issue 34 §2)', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const asking = await screen.findByTestId('cancel-dialog');
    expect(within(asking).getByText("Confirmer l'annulation ?")).toBeTruthy();
    fireEvent.click(within(asking).getByRole('button', { name: 'Non, revenir' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const again = await screen.findByTestId('cancel-dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Oui, annuler' }));
    expect(within(again).getByRole('alert').textContent).toBe('Choisissez un motif.');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(within(again).getByRole('radio', { name: 'Trop de commandes' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, c.body])).toEqual([
      [`${detailPath()}/annuler`, { motif: 'Trop de commandes' }],
    ]);
    // Cancelled: the badge follows and the cancel is no longer offered.
    await waitFor(() => expect(screen.getByTestId('business-status').textContent).toBe('Annulée'));
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  });

  it('sends the owner’s own words for "Autre", and refuses too short a text without calling', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const asking = await screen.findByTestId('cancel-dialog');
    fireEvent.click(within(asking).getByRole('radio', { name: 'Autre' }));
    const words = within(asking).getByLabelText('Précisez le motif');
    fireEvent.change(words, { target: { value: 'ab' } });
    fireEvent.click(within(asking).getByRole('button', { name: 'Oui, annuler' }));
    expect(within(asking).getByRole('alert').textContent).toBe(OWNER_REASON_MSG.motifInvalid);
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(words, { target: { value: 'Four en panne' } });
    fireEvent.click(within(asking).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ motif: 'Four en panne' }),
    );
  });

  it('titles a pushed ready time in the history by what the owner said', async () => {
    const base = orderDetail();
    order = {
      ...base,
      historique: [
        ...base.historique,
        {
          deStatut: 'EN_ATTENTE_LIVREUR',
          versStatut: 'EN_ATTENTE_LIVREUR',
          acteurRole: 'ENTREPRISE',
          motif: 'Préparation repoussée de 15 min : prête vers 10 h 30',
          date: '2026-05-12T10:15:00.000Z',
          evenement: null,
        },
      ],
    };
    open();
    const history = await screen.findByTestId('order-history');
    expect(within(history).getAllByRole('listitem').at(-1)?.textContent).toMatch(
      /^Préparation repoussée de 15 min : prête vers 10 h 30Entreprise · /,
    );
  });

  it('reads who cancelled when the client did, and the reason the business gave', async () => {
    order = orderDetail({ statut: 'ANNULEE', motifFin: 'ANNULEE_CLIENT' });
    const first = open();
    expect((await screen.findByTestId('order-end')).textContent).toBe('Annulée par le client');
    first.unmount();
    order = orderDetail({ statut: 'ANNULEE', motifFin: 'ANNULEE_ENTREPRISE', raisonFin: 'Rupture de stock' });
    open();
    expect((await screen.findByTestId('order-end')).textContent).toBe(
      'Vous l’avez annuléeMotif : Rupture de stock',
    );
  });

  it('offers no cancel once delivered, and shows the proof fetched with the token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton');
    order = orderDetail({ statut: 'LIVREE', preuveLivraisonUrl: '/api/files/private/proof/p.webp' });
    open();
    const proof = await screen.findByAltText('Photo prise par le livreur à la livraison');
    await waitFor(() => expect(proof.getAttribute('src')).toBe('blob:preuve'));
    const photoCall = server.calls.find((c) => c.path.startsWith('/api/files/private/'));
    expect(photoCall?.headers.get('Authorization')).toBe('Bearer jeton');
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  });

  it('unlocks a locked code', async () => {
    order = orderDetail({ statut: 'PRETE', codeEntrepriseBloque: true });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer les codes' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Succès', 'Les codes de vérification sont débloqués.'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Débloquer les codes' })).toBeNull());
  });
});
