import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { freezeDateEachTest } from '@/test/frozen-date';
import { fakeServer, json, pathOf, renderWithClient, searchOf } from '@/test/fake-server';
import { finances } from '../test/factories';
import { renderStats } from '../test/render-stats';
import FinancesSection from './finances-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

freezeDateEachTest('2026-11-23T10:00:00Z');

const cardOf = (label: string) => screen.getByRole('region', { name: label });

describe('Rapport Financier', () => {
  it('asks for the month so far and shows the three cards over the range', async () => {
    const { server, search } = await renderStats(<FinancesSection />, finances());
    expect(pathOf(server.calls[0]!)).toBe('/api/admin/commandes/finances');
    expect([search.get('startDate'), search.get('endDate'), search.get('page')]).toEqual([
      '2026-11-01',
      '2026-11-23',
      '0',
    ]);
    expect(cardOf('Revenu Total').textContent).toContain('1 234 500 FCFA');
    expect(cardOf('Revenu Total').textContent).toContain('42 commandes sur la période');
    expect(cardOf('Notre Part (Frais)').textContent).toContain('21 000 FCFA');
    expect(cardOf('Notre Part (Frais)').textContent).toContain('Frais de livraison perçus');
    expect(cardOf('Part des entreprises').textContent).toContain('1 213 500 FCFA');
    expect(cardOf('Part des entreprises').textContent).toContain(
      'Total des commandes livrées moins les frais',
    );
    expect(cardOf('Part des entreprises').textContent).not.toMatch(/à verser/i);
    const row = screen.getByTestId('finance-row');
    expect(row.textContent).toContain('Chez Tantie Awa');
    expect(row.textContent).toContain('4 500 FCFA');
    expect(screen.getByRole('heading', { name: 'Détail des Commandes' })).toBeTruthy();
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
  });

  it('sorts by a column on a click, the server doing it, back to the first page', async () => {
    const server = fakeServer(() => json(200, finances()));
    renderWithClient(<FinancesSection />);
    await screen.findByTestId('finance-row');
    expect(searchOf(server.calls.at(-1)).get('sort')).toBe('dateCommande,desc');
    fireEvent.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(searchOf(server.calls.at(-1)).get('sort')).toBe('total,asc'));
    expect(searchOf(server.calls.at(-1)).get('page')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(searchOf(server.calls.at(-1)).get('sort')).toBe('total,desc'));
    expect(screen.getByRole('columnheader', { name: /^Total/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says it on screen and in a toast when the report cannot load', async () => {
    fakeServer(() => json(500, { message: 'Erreur interne du serveur.' }));
    renderWithClient(<FinancesSection />);
    expect(await screen.findByText(ADMIN_MSG.dataLoadFailed)).toBeTruthy();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', ADMIN_MSG.financeLoadFailed));
  });

  it('downloads the CSV of the range with the bearer token', async () => {
    window.localStorage.setItem('token', 'jwt-admin');
    const server = fakeServer((call) =>
      pathOf(call).endsWith('.csv')
        ? new Response('\uFEFFCommande;Date\n', { status: 200, headers: { 'content-type': 'text/csv' } })
        : json(200, finances()),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithClient(<FinancesSection />);
    await screen.findAllByTestId('stat-value');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = server.calls.find((c) => pathOf(c).endsWith('.csv'));
    expect(searchOf(csv).get('startDate')).toBe('2026-11-01');
    expect(csv?.headers.get('Authorization')).toBe('Bearer jwt-admin');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'rapport-financier_2026-11-01_au_2026-11-23.csv',
    );
  });
});
