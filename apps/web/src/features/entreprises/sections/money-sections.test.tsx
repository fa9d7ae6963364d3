import { abidjanDay, addDays } from '@comoe/shared/periods';
import type { Paiement, PaiementsPage } from '@comoe/shared/schemas/entreprise-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entreprise, stats } from '../test/factories';
import { fakeServer, json, renderWithClient, searchOf, type Call } from '@/test/fake-server';
import { EarningsSection } from './earnings-section';
import { PaymentHistorySection } from './payment-history-section';

const paid: Paiement = {
  commandeId: 'abcdef12-0000-4000-8000-000000000000',
  montant: 4500,
  methode: 'WAVE',
  statut: 'PAYE',
  dateCommande: '2026-05-12T10:05:00.000Z',
  datePaiement: '2026-05-13T09:00:00.000Z',
  reference: 'VIR-2026-001',
};
const waiting: Paiement = {
  ...paid,
  commandeId: '123456aa-0000-4000-8000-000000000000',
  montant: 3000,
  methode: null,
  statut: 'EN_ATTENTE',
  datePaiement: null,
  reference: null,
};
let page: PaiementsPage;
let server: ReturnType<typeof fakeServer>;

function route(call: Call): Response {
  if (call.path.startsWith('/api/entreprises/7/paiements?')) return json(200, page);
  if (call.path.startsWith('/api/entreprises/7/stats')) {
    return json(200, stats({ chiffreAffaires: 7500, commandes: 3, panierMoyen: 2500 }));
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  page = { content: [paid, waiting], totalElements: 2, totalDu: 7500, totalPaye: 4500, totalEnAttente: 3000 };
  server = fakeServer(route);
});
afterEach(() => vi.unstubAllGlobals());

const paiementsCalls = () => server.calls.filter((c) => c.path.startsWith('/api/entreprises/7/paiements?'));

describe('payment history', () => {
  it('lists what each delivered order earns, its method, status, dates and reference', async () => {
    renderWithClient(<PaymentHistorySection entreprise={entreprise()} goTo={vi.fn()} />);
    const rows = await screen.findAllByTestId('paiement-row');
    expect(within(rows[0]!).getByText('#ABCDEF')).toBeTruthy();
    expect(within(rows[0]!).getByText(/4\s500\sFCFA/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Wave')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('payout-status').textContent).toBe('Payé');
    expect(within(rows[0]!).getByText('Réf. VIR-2026-001')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('payout-status').textContent).toBe('En attente');
    expect(within(rows[1]!).getByText('Pas encore versé')).toBeTruthy();

    const today = abidjanDay(new Date());
    const first = searchOf(paiementsCalls()[0]);
    expect([first.get('from'), first.get('to'), first.get('page'), first.get('size')]).toEqual([
      addDays(today, -29),
      today,
      '0',
      '20',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Tout' }));
    await waitFor(() => expect(searchOf(paiementsCalls().at(-1)).get('from')).toBeNull());
  });

  it('says when the period has no payment', async () => {
    page = { content: [], totalElements: 0, totalDu: 0, totalPaye: 0, totalEnAttente: 0 };
    renderWithClient(<PaymentHistorySection entreprise={entreprise()} goTo={vi.fn()} />);
    expect(await screen.findByText('Aucun paiement sur cette période')).toBeTruthy();
  });
});

describe('earnings', () => {
  it('shows what is owed, paid and pending, and the period summary', async () => {
    renderWithClient(<EarningsSection entreprise={entreprise()} goTo={vi.fn()} />);
    const figures = await screen.findByTestId('earnings');
    await waitFor(() => expect(figures.textContent).toMatch(/Total dû7\s500\sFCFA/));
    expect(figures.textContent).toMatch(/Déjà versé4\s500\sFCFA/);
    expect(figures.textContent).toMatch(/En attente3\s000\sFCFA/);
    expect(await screen.findByText('Nombre de commandes')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText(/2\s500\sFCFA/)).toBeTruthy();
  });
});
