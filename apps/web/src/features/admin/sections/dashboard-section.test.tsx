import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { freezeDateEachTest } from '@/test/frozen-date';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { stats } from '../test/factories';
import { renderStats } from '../test/render-stats';
import DashboardSection from './dashboard-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('@/components/charts/lazy-bar-line-chart', () => ({
  LazyBarLineChart: ({ labels }: { labels: string[] }) => <div data-testid="chart">{labels.join('|')}</div>,
}));

freezeDateEachTest('2026-11-23T10:00:00Z');

const card = (label: string) =>
  screen.getByRole('region', { name: label }).querySelector('[data-testid="stat-value"]')?.textContent;

describe('admin dashboard', () => {
  it('asks for the last 30 days and shows the six cards, the chart and the recent orders', async () => {
    const { server, search } = await renderStats(<DashboardSection />, stats());
    expect(server.calls[0]?.path).toMatch(/^\/api\/admin\/dashboard\/stats\?/);
    expect([search.get('startDate'), search.get('endDate')]).toEqual(['2026-10-25', '2026-11-23']);
    expect(screen.getByRole('button', { name: '30 jours' }).getAttribute('aria-pressed')).toBe('true');
    const labels = ['Revenu Total', 'Notre Part (Frais)', 'Commandes', 'Clients', 'Entreprises', 'Livreurs'];
    expect(labels.map(card)).toEqual(['125 000 FCFA', '7 500 FCFA', '31', '120', '41', '9']);
    expect(screen.getByTestId('chart').textContent).toBe('23 nov.');
    const order = screen.getByTestId('recent-order');
    expect(order.textContent).toContain('Adjoua Yao');
    expect(order.textContent).toContain('Chez Tantie Awa');
    expect(order.textContent).toContain('5 000 FCFA');
    expect(order.textContent).toContain('Livrée');
  });

  it("toasts 'Impossible de charger les statistiques.' when the server fails", async () => {
    fakeServer(() => json(500, { message: 'Erreur interne du serveur.' }));
    renderWithClient(<DashboardSection />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.statsLoadFailed, undefined));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
