import type { AdminClient } from '@comoe/shared/schemas/admin-clients';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { fakeServer, json, pathOf, renderWithClient, searchOf } from '@/test/fake-server';
import { ADMIN_SESSION } from '../test/factories';
import ClientsSection from './clients-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const client = (over: Partial<AdminClient>): AdminClient => ({
  id: 1,
  prenom: 'Éléonore',
  nom: 'Kouassi',
  telephone: '0722000001',
  email: 'eleonore@exemple.ci',
  ville: 'Bassam',
  statut: 'ACTIF',
  commandesTotal: 3,
  depenseTotale: 8500,
  derniereCommande: '2026-10-09T10:00:00.000Z',
  dateInscription: '2025-01-10T08:00:00.000Z',
  ...over,
});

const VILLE = {
  id: 7,
  nom: 'Bassam',
  photoUrl: null,
  nombreEntreprises: 1,
  fraisBase: 500,
  latitude: 5.2,
  longitude: -3.7,
};

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderSection(route: string) {
  const server = fakeServer((call) =>
    pathOf(call) === '/api/villes'
      ? json(200, [VILLE])
      : json(200, {
          content: [
            client({}),
            client({ id: 2, prenom: 'Zoé', nom: 'Bamba', derniereCommande: null, commandesTotal: 0 }),
          ],
          totalElements: 2,
        }),
  );
  renderWithClient(
    <Routes>
      <Route
        path="/admin/clients"
        element={
          <>
            <ClientsSection />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );
  const lastSort = () =>
    searchOf(server.calls.filter((c) => pathOf(c) === '/api/admin/clients').at(-1)).get('sort');
  return { server, lastSort };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

beforeEach(() => {
  window.localStorage.setItem('token', ADMIN_SESSION.token);
  useSession.setState({ user: { ...ADMIN_SESSION }, lastRole: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Clients', () => {
  it('reads the sort from the address, and a header click sorts, then turns the order over', async () => {
    const { lastSort } = renderSection('/admin/clients?sort=depenseTotale,asc');
    expect(await screen.findAllByTestId('client-row')).toHaveLength(2);
    expect(lastSort()).toBe('depenseTotale,asc');
    expect(header('Dépensé').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Commandes').getAttribute('aria-sort')).toBe('none');

    // A count starts with the largest; a second click turns it over; the address keeps it.
    fireEvent.click(within(header('Commandes')).getByRole('button'));
    await waitFor(() => expect(lastSort()).toBe('commandesTotal,desc'));
    expect(screen.getByTestId('address').textContent).toBe('?sort=commandesTotal%2Cdesc');
    expect(header('Commandes').getAttribute('aria-sort')).toBe('descending');
    expect(header('Dépensé').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header('Commandes')).getByRole('button'));
    await waitFor(() => expect(lastSort()).toBe('commandesTotal,asc'));
    expect(header('Commandes').getAttribute('aria-sort')).toBe('ascending');
    // A name starts with A.
    fireEvent.click(within(header('Client')).getByRole('button'));
    await waitFor(() => expect(lastSort()).toBe('nom,asc'));
  });

  it('falls back to the newest first on an unknown sort, and sorts from the phone select', async () => {
    const { lastSort } = renderSection('/admin/clients?sort=motDePasse,asc');
    await screen.findAllByTestId('client-row');
    expect(lastSort()).toBe('dateInscription,desc');
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'derniereCommande,asc' } });
    await waitFor(() => expect(lastSort()).toBe('derniereCommande,asc'));
  });

  it('shows each client with orders, spend, last order and the status action', async () => {
    renderSection('/admin/clients');
    const [eleonore, zoe] = await screen.findAllByTestId('client-row');
    expect(eleonore!.textContent).toContain('Éléonore Kouassi');
    expect(eleonore!.textContent).toContain('07 22 00 00 01');
    expect(eleonore!.textContent).toMatch(/8\s500/);
    expect(zoe!.textContent).toContain('Jamais');
    expect(within(zoe!).getByRole('button', { name: 'Désactiver Zoé Bamba' })).toBeTruthy();
  });

  it('filters by city on the server', async () => {
    const { server } = renderSection('/admin/clients');
    await screen.findAllByTestId('client-row');
    const city = screen.getByLabelText('Ville');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Bassam' })).toBeTruthy());
    fireEvent.change(city, { target: { value: '7' } });
    await waitFor(() =>
      expect(
        searchOf(server.calls.filter((c) => pathOf(c) === '/api/admin/clients').at(-1)).get('villeId'),
      ).toBe('7'),
    );
  });
});
