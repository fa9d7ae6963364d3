import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import type { CourierDebt } from '@comoe/shared/schemas/courier-gains';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient, searchOf } from '@/test/fake-server';
import CourierPayoutsSection from './courier-payouts-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const debt: CourierDebt = {
  livreurId: 4,
  nom: 'Moussa Diabaté',
  telephone: '0700000003',
  ville: 'Bassam',
  du: 1620,
  commandes: 2,
  especesEncaissees: 6500,
  plusAncienne: '2026-11-25T09:00:00.000Z',
};
const page = (content: CourierDebt[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 50,
  totalDu: content.reduce((s, d) => s + d.du, 0),
});

describe('CourierPayoutsSection', () => {
  it('shows the total owed, and asks the server again sorted by the column clicked', async () => {
    const server = fakeServer(() => json(200, page([debt])));
    renderWithClient(<CourierPayoutsSection />);
    await screen.findAllByRole('button', { name: 'Payer Moussa Diabaté' });
    expect(screen.getByRole('region', { name: 'Reste à verser aux livreurs' }).textContent).toContain(
      '1 620 FCFA',
    );
    expect(searchOf(server.calls[0]).get('sort')).toBe('du,desc');
    fireEvent.click(screen.getByRole('button', { name: /Montant dû/ }));
    await waitFor(() => expect(searchOf(server.calls.at(-1)).get('sort')).toBe('du,asc'));
    fireEvent.click(screen.getByRole('button', { name: /Livreur/ }));
    await waitFor(() => expect(searchOf(server.calls.at(-1)).get('sort')).toBe('nom,asc'));
  });

  it('says when nothing is owed, with the export off', async () => {
    fakeServer(() => json(200, page([])));
    renderWithClient(<CourierPayoutsSection />);
    expect(await screen.findByText(COURIER_PAYOUT_MSG.nothingOwed)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exporter en CSV' }).disabled).toBe(true);
  });

  it('downloads the CSV in the order shown', async () => {
    const server = fakeServer((call) =>
      pathOf(call).endsWith('.csv')
        ? new Response('\uFEFFLivreur\n', { status: 200, headers: { 'content-type': 'text/csv' } })
        : json(200, page([debt])),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithClient(<CourierPayoutsSection />);
    await screen.findAllByRole('button', { name: 'Payer Moussa Diabaté' });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = server.calls.find((c) => pathOf(c).endsWith('.csv'));
    expect(csv?.path).toBe('/api/admin/livreurs/versements.csv?sort=du,desc');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^versements-livreurs_\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
