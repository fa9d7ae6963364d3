import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import { entreprise, stats } from '../test/factories';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { DashboardSection } from './dashboard-section';

vi.mock('@/components/charts/lazy-bar-line-chart', () => ({
  LazyBarLineChart: ({ labels }: { labels: string[] }) => <div data-testid="chart">{labels.join('|')}</div>,
}));

let answer: BusinessStats = stats();
beforeEach(() => {
  answer = stats();
  fakeServer(() => json(200, answer));
});
afterEach(() => vi.unstubAllGlobals());

const cardValues = () =>
  screen.getAllByTestId('stat-card').map((card) => card.querySelectorAll('span')[2]?.textContent);

describe('dashboard section', () => {
  it("shows the day's orders, revenue, mean time and rating, each opening its tab", async () => {
    const goTo = vi.fn();
    renderWithClient(<DashboardSection entreprise={entreprise()} goTo={goTo} />);
    await screen.findAllByTestId('stat-card');
    expect(cardValues()).toEqual(['5', '42 500 FCFA', '32 min', '4,3 / 5']);
    fireEvent.click(screen.getByRole('button', { name: /Commandes aujourd'hui/ }));
    expect(goTo).toHaveBeenCalledWith('orders');
    fireEvent.click(screen.getByRole('button', { name: /Évaluation/ }));
    expect(goTo).toHaveBeenLastCalledWith('order-history');
    expect(screen.getByText('Panier moyen (commandes livrées)').nextSibling?.textContent).toBe('3 542 FCFA');
    expect(screen.getByText('Clients uniques').nextSibling?.textContent).toBe('9');
  });

  it("shows '—' when nothing was delivered or rated", async () => {
    answer = stats({ tempsMoyenMinutes: null, evaluation: null, nombreAvis: 0, chiffreAffaires: 0 });
    renderWithClient(<DashboardSection entreprise={entreprise()} goTo={vi.fn()} />);
    await screen.findAllByTestId('stat-card');
    expect(cardValues()).toEqual(['5', '0 FCFA', '—', '—']);
    expect(screen.getByText('Aucun avis')).toBeTruthy();
  });

  it('draws the per-day chart only when the period has days', async () => {
    answer = stats({
      parJour: [
        { date: '2026-05-11', commandes: 2, revenu: 3000 },
        { date: '2026-05-12', commandes: 4, revenu: 7000 },
      ],
    });
    renderWithClient(<DashboardSection entreprise={entreprise()} goTo={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('chart').textContent).toBe('11 mai|12 mai'));
  });
});
