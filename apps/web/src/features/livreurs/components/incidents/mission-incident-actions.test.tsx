import 'fake-indexeddb/auto';
import { INCIDENT_MSG, RELEASE_MOTIFS } from '@comoe/shared/commandes/incidents';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { mission } from '../../test/factories';
import { CurrentTab } from '../../tabs/current-tab';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let missions: Mission[];
let answer: (call: Call) => Response;
let calls: Call[];

beforeEach(() => {
  vi.clearAllMocks();
  useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } });
  window.localStorage.setItem('token', 'jwt-3');
  ({ calls } = fakeServer((call) => {
    if (call.path === '/api/livreurs/mes-missions') return json(200, missions);
    if (call.path.startsWith('/api/livreurs/missions/')) return answer(call);
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ user: null });
});

const sent = (what: 'liberer' | 'probleme') => calls.filter((c) => c.path.endsWith(`/${what}`));

async function openDialog(button: string) {
  renderWithClient(<CurrentTab />);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('"Rendre la mission" before pickup', () => {
  it.each(['ACCEPTEE', 'PRETE'] as const)(
    'is offered at %s, without "Signaler un problème"',
    async (statut) => {
      missions = [mission({ statut })];
      renderWithClient(<CurrentTab />);
      expect(await screen.findByRole('button', { name: 'Rendre la mission' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Signaler un problème' })).toBeNull();
    },
  );

  it('sends the reason picked, then the mission leaves his list', async () => {
    const held = mission({ statut: 'PRETE' });
    missions = [held];
    answer = () => {
      missions = [];
      return json(200, { statut: 'EN_ATTENTE_LIVREUR' });
    };
    const dialog = await openDialog('Rendre la mission');
    const confirm = within(dialog).getByRole('button', { name: 'Rendre la mission' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(RELEASE_MOTIFS[0]));
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(INCIDENT_MSG.released));
    expect(sent('liberer')).toHaveLength(1);
    expect(sent('liberer')[0]).toMatchObject({
      method: 'POST',
      path: `/api/livreurs/missions/${held.id}/liberer`,
      body: { motif: RELEASE_MOTIFS[0] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('mission-card')).toBeNull());
  });

  it('asks for a written reason of 3 characters at least under "Autre raison"', async () => {
    missions = [mission({ statut: 'ACCEPTEE' })];
    answer = () => json(200, { statut: 'EN_ATTENTE_LIVREUR' });
    const dialog = await openDialog('Rendre la mission');
    fireEvent.click(within(dialog).getByLabelText(INCIDENT_MSG.releaseOther));
    const confirm = within(dialog).getByRole('button', { name: 'Rendre la mission' });
    const text = within(dialog).getByLabelText('Votre raison');
    fireEvent.change(text, { target: { value: ' ab ' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(text, { target: { value: '  Pneu crevé ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(sent('liberer')).toHaveLength(1));
    expect(sent('liberer')[0]?.body).toEqual({ motif: 'Pneu crevé' });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    missions = [mission({ statut: 'PRETE' })];
    answer = () => json(409, { message: INCIDENT_MSG.releaseAfterPickup });
    const dialog = await openDialog('Rendre la mission');
    fireEvent.click(within(dialog).getByLabelText(RELEASE_MOTIFS[1]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rendre la mission' }));
    expect(await within(dialog).findByText(INCIDENT_MSG.releaseAfterPickup)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('"Signaler un problème" after pickup', () => {
  it('is offered on the way only, and sends the kind without a note', async () => {
    const onWay = mission({ statut: 'EN_LIVRAISON' });
    missions = [onWay];
    answer = () =>
      json(200, {
        statut: 'EN_LIVRAISON',
        probleme: { type: 'CLIENT_ABSENT', note: null, signaleA: '2026-05-12T10:42:00.000Z' },
      });
    const dialog = await openDialog('Signaler un problème');
    expect(screen.queryByRole('button', { name: 'Rendre la mission' })).toBeNull();
    const send = within(dialog).getByRole('button', { name: 'Signaler' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Client absent'));
    fireEvent.click(send);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(INCIDENT_MSG.problemSent));
    expect(sent('probleme')).toHaveLength(1);
    expect(sent('probleme')[0]).toMatchObject({
      path: `/api/livreurs/missions/${onWay.id}/probleme`,
      body: { type: 'CLIENT_ABSENT', note: null },
    });
    expect((await screen.findByTestId('problem-reported')).textContent).toContain(
      INCIDENT_MSG.problemFlag('CLIENT_ABSENT'),
    );
  });

  it('asks for a note under "Autre problème", and shows a refusal in the dialog', async () => {
    missions = [mission({ statut: 'EN_LIVRAISON' })];
    answer = () => json(409, { message: INCIDENT_MSG.problemRepeated });
    const dialog = await openDialog('Signaler un problème');
    fireEvent.click(within(dialog).getByLabelText('Autre problème'));
    const send = within(dialog).getByRole('button', { name: 'Signaler' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Décrivez le problème'), {
      target: { value: 'Chien méchant devant la porte' },
    });
    fireEvent.click(send);
    expect(await within(dialog).findByText(INCIDENT_MSG.problemRepeated)).toBeTruthy();
    expect(sent('probleme')[0]?.body).toEqual({ type: 'AUTRE', note: 'Chien méchant devant la porte' });
  });

  it('keeps showing the problem the server says he reported', async () => {
    missions = [
      mission({
        statut: 'EN_LIVRAISON',
        probleme: { type: 'ADRESSE_INTROUVABLE', note: null, signaleA: '2026-05-12T10:42:00.000Z' },
      }),
    ];
    renderWithClient(<CurrentTab />);
    // The hour as said on the Abidjan clock, as everywhere else ("10 h 42").
    expect((await screen.findByTestId('problem-reported')).textContent).toContain(
      `${INCIDENT_MSG.problemFlag('ADRESSE_INTROUVABLE')} à 10 h 42`,
    );
  });

  it('offers neither before the courier holds the mission nor once it is over', async () => {
    missions = [mission({ statut: 'LIVREE' })];
    renderWithClient(<CurrentTab />);
    await screen.findByTestId('mission-card');
    expect(screen.queryByRole('button', { name: 'Signaler un problème' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rendre la mission' })).toBeNull();
  });
});
