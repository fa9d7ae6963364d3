import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import AvisSection from './avis-section';
import MessagesSection from './messages-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const message = {
  id: 7,
  nom: 'Awa Koné',
  email: 'awa@example.ci',
  sujet: 'Livraison à Assinie',
  message: 'Livrez-vous jusqu’à Assinie Mafia ?',
  lu: false,
  date: '2026-11-20T10:00:00.000Z',
};
const avis = {
  id: 3,
  commandeId: 'abcdef123456',
  note: 4,
  noteLivreur: 5,
  commentaire: 'Très bon attiéké',
  clientNomComplet: 'Yao Kouassi',
  entrepriseNom: 'Chez Tantie Awa',
  lu: false,
  date: '2026-11-21T12:00:00.000Z',
};

describe('Messages', () => {
  it('opens a message, marks it read on the server and offers a reply by e-mail', async () => {
    let read = false;
    const server = fakeServer((call) => {
      if (call.method === 'PUT') {
        read = true;
        return json(200, { ...message, lu: true });
      }
      return json(200, { content: [{ ...message, lu: read }], totalElements: 1, nonLus: read ? 0 : 1 });
    });
    renderWithClient(<MessagesSection />);
    expect(await screen.findByText('1 non lu(s)')).toBeTruthy();
    fireEvent.click(await screen.findByText('Livraison à Assinie'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Livrez-vous jusqu’à Assinie Mafia ?');
    const reply = within(dialog).getByRole('link', { name: /Répondre par e-mail/ });
    expect(reply.getAttribute('href')).toBe(
      'mailto:awa@example.ci?subject=Re%3A%20Livraison%20%C3%A0%20Assinie',
    );
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(pathOf(server.calls.find((c) => c.method === 'PUT')!)).toBe('/api/admin/messages/7/lu');
    expect(await screen.findByText('Tout est lu.')).toBeTruthy();
  });

  it('does not mark an already read message again', async () => {
    const server = fakeServer(() =>
      json(200, { content: [{ ...message, lu: true }], totalElements: 1, nonLus: 0 }),
    );
    renderWithClient(<MessagesSection />);
    fireEvent.click(await screen.findByText('Livraison à Assinie'));
    await screen.findByRole('dialog');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says when there is nothing, and offers a retry after a failed load', async () => {
    let fail = true;
    fakeServer(() =>
      fail
        ? json(500, { message: 'Erreur interne.' })
        : json(200, { content: [], totalElements: 0, nonLus: 0 }),
    );
    renderWithClient(<MessagesSection />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Impossible de charger les messages.');
    expect(toast.error).toHaveBeenCalledWith('Impossible de charger les messages.', undefined);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText('Aucun message pour le moment.')).toBeTruthy();
  });
});

describe('Avis', () => {
  it('shows both ratings and the comment, and marks the review read when opened', async () => {
    const server = fakeServer((call) =>
      call.method === 'PUT'
        ? json(200, { ...avis, lu: true })
        : json(200, { content: [avis], totalElements: 1, nonLus: 1 }),
    );
    renderWithClient(<AvisSection />);
    const item = await screen.findByTestId('admin-avis');
    expect(item.textContent).toContain('Yao Kouassi · commande #ABCDEF');
    expect(item.textContent).toContain('« Très bon attiéké »');
    fireEvent.click(within(item).getByText('Chez Tantie Awa'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Avis sur Chez Tantie Awa');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.path).toBe('/api/admin/avis/3/lu'),
    );
  });

  it("says 'Pas de commentaire.' for a rating without one", async () => {
    fakeServer(() =>
      json(200, {
        content: [{ ...avis, commentaire: null, noteLivreur: null, lu: true }],
        totalElements: 1,
        nonLus: 0,
      }),
    );
    renderWithClient(<AvisSection />);
    fireEvent.click(await screen.findByText('Chez Tantie Awa'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Pas de commentaire.');
  });
});
