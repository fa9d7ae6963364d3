import type { AdminChangeRequest } from '@comoe/shared/schemas/courier-change-requests';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { DESK_TEXT } from '../../texts';
import { ChangeRequestsPanel } from './change-requests-panel';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const pending = (over: Partial<AdminChangeRequest> = {}): AdminChangeRequest => ({
  id: 7,
  livreurId: 3,
  livreurNom: 'Ibrahim Koné',
  telephone: '0700000003',
  matricule: 'LIV-2026-000003',
  typeTransport: 'VELO',
  villeId: 2,
  villeNom: 'Abidjan',
  ancienTypeTransport: 'MOTO',
  ancienneVilleNom: 'Grand-Bassam',
  motif: 'Je déménage',
  statut: 'EN_ATTENTE',
  motifRefus: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  decideeAt: null,
  ...over,
});

function serve(list: AdminChangeRequest[]) {
  return fakeServer((call: Call) => {
    if (call.method === 'PUT') {
      const decided = list.shift()!;
      const body = call.body as { decision: 'APPROUVEE' | 'REFUSEE'; motif?: string };
      return json(200, { ...decided, statut: body.decision, motifRefus: body.motif ?? null });
    }
    return json(200, list);
  });
}

describe('ChangeRequestsPanel', () => {
  it('shows what each courier asks and why, and approves after asking', async () => {
    const server = serve([pending()]);
    renderWithClient(<ChangeRequestsPanel />);
    const card = await screen.findByRole('listitem', { name: 'Ibrahim Koné' });
    expect(card.textContent).toContain('Véhicule : Moto → Vélo');
    expect(card.textContent).toContain('Ville : Grand-Bassam → Abidjan');
    expect(card.textContent).toContain('« Je déménage »');
    fireEvent.click(within(card).getByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    await vi.waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/livreurs/demandes-changement/7');
    expect(put.body).toEqual({ decision: 'APPROUVEE' });
    // Decided, it leaves the list (refetched).
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ibrahim Koné' })).toBeNull());
  });

  it('refuses with the reason the courier reads', async () => {
    const server = serve([pending({ typeTransport: null })]);
    renderWithClient(<ChangeRequestsPanel />);
    const card = await screen.findByRole('listitem', { name: 'Ibrahim Koné' });
    expect(card.textContent).not.toContain('Véhicule');
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(DESK_TEXT.motifLabel), {
      target: { value: 'Pas de livreurs manquants à Abidjan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await vi.waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      decision: 'REFUSEE',
      motif: 'Pas de livreurs manquants à Abidjan',
    });
  });

  it('shows nothing while no request waits', async () => {
    const server = serve([]);
    const { container } = renderWithClient(<ChangeRequestsPanel />);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
