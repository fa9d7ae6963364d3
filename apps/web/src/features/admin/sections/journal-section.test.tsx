import type { JournalEntry } from '@comoe/shared/schemas/admin-journal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { fakeServer, json, pathOf, renderWithClient, searchOf } from '@/test/fake-server';
import { ADMIN_SESSION } from '../test/factories';
import JournalSection from './journal-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const ORDER = 'ab12cd34-0000-4000-8000-000000000001';

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 1,
  type: 'commande.annuler',
  cible: {
    type: 'commande',
    id: ORDER,
    nom: 'Commande AB12CD',
    utilisateurId: null,
    role: null,
    commandeId: ORDER,
  },
  resume: 'Commande AB12CD annulée.',
  motif: 'Client injoignable',
  admin: { id: 4, nom: 'Mariam Koné' },
  date: '2026-10-09T10:00:00.000Z',
  ...over,
});

const ENTRIES = [
  entry({}),
  entry({
    id: 2,
    type: 'livreur.verification',
    cible: {
      type: 'utilisateur',
      id: '9',
      nom: 'Koffi Yao',
      utilisateurId: 9,
      role: 'LIVREUR',
      commandeId: null,
    },
    resume: 'Livreur vérifié.',
    motif: null,
  }),
];

function Address() {
  return <output data-testid="address">{useLocation().pathname + useLocation().search}</output>;
}

function renderSection(route = '/admin/journal') {
  const server = fakeServer(() =>
    json(200, { content: ENTRIES, totalElements: 2, totalPages: 1, number: 0, size: 30 }),
  );
  renderWithClient(
    <Routes>
      <Route
        path="/admin/*"
        element={
          <>
            <JournalSection />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );
  const last = () => searchOf(server.calls.filter((c) => pathOf(c) === '/api/admin/journal').at(-1));
  return { server, last };
}

beforeEach(() => {
  window.localStorage.setItem('token', ADMIN_SESSION.token);
  useSession.setState({ user: { ...ADMIN_SESSION }, lastRole: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Issue 34 §2: each entry names its target and links to it; the journal filters by person and order.
describe('JournalSection', () => {
  it('names each target and links it: the order to its desk page, the courier to his admin list', async () => {
    renderSection();
    const [cancel, verify] = await screen.findAllByTestId('journal-entry');
    expect(within(cancel!).getByRole('link', { name: 'Commande AB12CD' }).getAttribute('href')).toBe(
      `/admin/commandes?commande=${ORDER}`,
    );
    expect(within(verify!).getByRole('link', { name: 'Koffi Yao' }).getAttribute('href')).toBe(
      '/admin/delivery-personnel?q=Koffi%20Yao',
    );
    expect(within(cancel!).getByText('Motif : Client injoignable')).toBeTruthy();
  });

  it('keeps to one person or one order on a tap, in the address, and back to everything', async () => {
    const { last } = renderSection();
    const [cancel, verify] = await screen.findAllByTestId('journal-entry');
    fireEvent.click(within(verify!).getByRole('button', { name: 'Tout sur cette personne' }));
    await waitFor(() => expect(last().get('utilisateurId')).toBe('9'));
    expect(screen.getByTestId('journal-pick').textContent).toContain('Koffi Yao');
    expect(screen.getByTestId('address').textContent).toContain('utilisateurId=9');

    fireEvent.click(within(cancel!).getByRole('button', { name: 'Mariam Koné' }));
    await waitFor(() => expect(last().get('utilisateurId')).toBe('4'));

    fireEvent.click(
      within(screen.getAllByTestId('journal-entry')[0]!).getByRole('button', {
        name: 'Tout sur cette commande',
      }),
    );
    await waitFor(() => expect(last().get('commandeId')).toBe(ORDER));
    expect(last().get('utilisateurId')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Voir tout le journal' }));
    await waitFor(() => expect(last().get('commandeId')).toBeNull());
    expect(screen.queryByTestId('journal-pick')).toBeNull();
  });

  it('opens on an order given by the address', async () => {
    const { last } = renderSection(`/admin/journal?commandeId=${ORDER}&nom=Commande%20AB12CD`);
    await screen.findAllByTestId('journal-entry');
    expect(last().get('commandeId')).toBe(ORDER);
    expect(screen.getByTestId('journal-pick').textContent).toContain('Commande AB12CD');
  });
});
