import 'fake-indexeddb/auto';
import { RESCUE_MSG, RETURN_WAIT_MINUTES } from '@comoe/shared/commandes/rescue';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { mission } from '../../test/factories';
import { CurrentTab } from '../../tabs/current-tab';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// Issue 34 §1: after his report the courier reads what to do next: wait and call the client,
// then, once the wait is over, bring the order back to the business with its code.
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

const reportedAgo = (minutes: number) =>
  mission({
    statut: 'EN_LIVRAISON',
    probleme: {
      type: 'CLIENT_ABSENT',
      note: null,
      signaleA: new Date(Date.now() - minutes * 60_000).toISOString(),
    },
  });
const returnButton = () => screen.getByRole('button', { name: 'Rapporter à l’entreprise' });

describe('after "Signaler un problème"', () => {
  it('asks him to wait and call the client, the return locked with the minutes left', async () => {
    missions = [reportedAgo(3)];
    renderWithClient(<CurrentTab />);
    const steps = await screen.findByTestId('return-steps');
    expect(steps.textContent).toContain(RESCUE_MSG.waitTitle);
    expect(steps.textContent).toContain(RESCUE_MSG.waitHelp(RETURN_WAIT_MINUTES - 3));
    const call = within(steps).getByTestId('call-link');
    expect(call.getAttribute('href')).toBe('tel:0700000001');
    expect(returnButton().hasAttribute('disabled')).toBe(true);
    expect(steps.textContent).toContain(RESCUE_MSG.waitLeft(RETURN_WAIT_MINUTES - 3));
  });

  it('shows nothing of it before a report', async () => {
    missions = [mission({ statut: 'EN_LIVRAISON' })];
    renderWithClient(<CurrentTab />);
    await screen.findByTestId('mission-card');
    expect(screen.queryByTestId('return-steps')).toBeNull();
  });

  it('unlocks the return after the wait, asks the reason and the code, and takes the order off his list', async () => {
    const held = reportedAgo(RETURN_WAIT_MINUTES + 1);
    missions = [held];
    answer = () => {
      missions = [];
      return json(200, { statut: 'ANNULEE' });
    };
    renderWithClient(<CurrentTab />);
    await screen.findByTestId('return-steps');
    expect(screen.getByTestId('return-steps').textContent).toContain(RESCUE_MSG.waitOver);
    fireEvent.click(returnButton());
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Rapporter à l’entreprise' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(RESCUE_MSG.codeRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Pourquoi ?'), {
      target: { value: 'Client injoignable' },
    });
    fireEvent.change(within(dialog).getByLabelText('Code de l’entreprise'), { target: { value: ' 4821 ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(RESCUE_MSG.returned));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/livreurs/missions/${held.id}/retour`,
      body: { motif: 'Client injoignable', code: '4821' },
    });
    await waitFor(() => expect(screen.queryByTestId('mission-card')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal (a wrong code)", async () => {
    missions = [reportedAgo(RETURN_WAIT_MINUTES + 1)];
    answer = () => json(400, { message: 'Code de vérification incorrect. Il vous reste 4 essai(s).' });
    renderWithClient(<CurrentTab />);
    await screen.findByTestId('return-steps');
    fireEvent.click(returnButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Pourquoi ?'), {
      target: { value: 'Client injoignable' },
    });
    fireEvent.change(within(dialog).getByLabelText('Code de l’entreprise'), { target: { value: '0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rapporter à l’entreprise' }));
    expect(await within(dialog).findByText(/Il vous reste 4 essai/)).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
