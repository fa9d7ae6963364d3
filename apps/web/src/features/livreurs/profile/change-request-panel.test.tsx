import { CHANGE_REQUEST_MSG as M, type ChangeRequest } from '@comoe/shared/schemas/courier-change-requests';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient, type Call } from '@/test/fake-server';
import { profile } from '../test/factories';
import { ChangeRequestPanel } from './change-request-panel';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const VILLES = [
  { id: 1, nom: 'Grand-Bassam', photoUrl: null, fraisBase: 500, latitude: 5.2, longitude: -3.7 },
  { id: 2, nom: 'Abidjan', photoUrl: null, fraisBase: 500, latitude: 5.3, longitude: -4 },
];
const request = (over: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 7,
  typeTransport: null,
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

function serve(mine: ChangeRequest[]) {
  return fakeServer((call: Call) => {
    if (pathOf(call) === '/api/villes') return json(200, VILLES);
    if (call.method === 'POST') {
      const body = call.body as { villeId: number | null; motif: string };
      const sent = request({ villeId: body.villeId, motif: body.motif });
      mine.unshift(sent);
      return json(201, sent);
    }
    return json(200, mine);
  });
}

describe('ChangeRequestPanel', () => {
  it('sends only what changes, with the reason, then shows the request waiting instead of the form', async () => {
    const server = serve([]);
    renderWithClient(<ChangeRequestPanel profile={profile({ typeTransport: 'MOTO', villeId: 1 })} />);
    const form = await screen.findByRole('form', { name: 'Demander un changement' });
    const ville = within(form).getByLabelText('Ville');
    await vi.waitFor(() => expect(within(ville).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(ville, { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Motif'), { target: { value: ' Je déménage ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      typeTransport: null,
      villeId: 2,
      motif: 'Je déménage',
    });
    expect(screen.queryByRole('form', { name: 'Demander un changement' })).toBeNull();
    expect(screen.getByTestId('demande-changement').textContent).toContain('Grand-Bassam → Abidjan');
  });

  it('says what is missing and sends nothing: no change, no reason', async () => {
    const server = serve([]);
    renderWithClient(<ChangeRequestPanel profile={profile({ typeTransport: 'MOTO', villeId: 1 })} />);
    const form = await screen.findByRole('form', { name: 'Demander un changement' });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(form).findByText(M.nothingAsked)).toBeTruthy();
    expect(within(form).getByText(M.motifRequired)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a pending request instead of the form, and a refusal with its reason', async () => {
    serve([
      request({ id: 9, typeTransport: 'VELO', villeId: null, villeNom: null }),
      request({ statut: 'REFUSEE', motifRefus: 'Carte grise manquante' }),
    ]);
    renderWithClient(<ChangeRequestPanel profile={profile({ typeTransport: 'MOTO', villeId: 1 })} />);
    expect(
      await screen.findByText('Votre demande est en attente de la réponse d’un administrateur.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const [pending, refused] = screen.getAllByTestId('demande-changement');
    expect(pending!.textContent).toContain('Moto → Vélo');
    expect(pending!.textContent).toContain('En attente');
    expect(refused!.textContent).toContain('Refusée');
    expect(refused!.textContent).toContain('Motif du refus : Carte grise manquante');
  });
});
