import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { businessOrder, entreprise } from '../../test/factories';
import { OrderDecision } from './order-decision';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let server: ReturnType<typeof fakeServer>;
let answer: (call: Call) => Response;
beforeEach(() => {
  vi.clearAllMocks();
  answer = (call) =>
    call.path.endsWith('/accepter')
      ? json(200, {
          statut: 'EN_ATTENTE_LIVREUR',
          delaiPreparationMin: (call.body as { delaiPreparationMin: number }).delaiPreparationMin,
          preteVers: '2026-05-04T12:40:00.000Z',
        })
      : json(200, { statut: 'ANNULEE' });
  server = fakeServer((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

const order = businessOrder();
const render = () => renderWithClient(<OrderDecision order={order} entrepriseId={7} />);
const put = () => server.calls.find((c) => c.method === 'PUT');

/** `usualMinutes`: the business as the dashboard has read it, with that usual preparation time. */
async function open(button: 'Accepter' | 'Refuser', usualMinutes?: number) {
  const { queryClient } = render();
  if (usualMinutes !== undefined) {
    act(() => {
      queryClient.setQueryData(
        ownEntrepriseQueryKey,
        entreprise({ delaiPreparationHabituelMin: usualMinutes }),
      );
    });
  }
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

describe('accepting asks the preparation time', () => {
  it('sends a chip in one tap (20 min by default)', async () => {
    const dialog = await open('Accepter');
    expect(dialog.getByRole('button', { name: '20 min' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: '45 min' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accepter (45 min)' }));
    await waitFor(() => expect(put()?.body).toEqual({ delaiPreparationMin: 45 }));
    expect(put()?.path).toBe(`/api/entreprises/7/orders/${order.id}/accepter`);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Succès', DECISION_MSG.accepted(45)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a typed time, and refuses one out of bounds or not whole without calling the server', async () => {
    const dialog = await open('Accepter');
    const input = dialog.getByLabelText('Autre durée (en minutes)');
    for (const bad of ['0', '181', '12.5']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.click(dialog.getByRole('button', { name: `Accepter (${bad} min)` }));
      expect((await dialog.findByRole('alert')).textContent).toBe(DECISION_MSG.delaiInvalid);
    }
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Accepter' }));
    // The dialog always says a time: left blank, it asks for one rather than sending none.
    expect((await dialog.findByRole('alert')).textContent).toBe(DECISION_MSG.delaiRequired);
    expect(put()).toBeUndefined();
    fireEvent.change(input, { target: { value: '35' } });
    expect(dialog.getByRole('button', { name: '20 min' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(dialog.getByRole('button', { name: 'Accepter (35 min)' }));
    await waitFor(() => expect(put()?.body).toEqual({ delaiPreparationMin: 35 }));
  });
});

describe('the business’s usual preparation time (issue 32 §1)', () => {
  it('is chosen already and said as such: a chip when it is one', async () => {
    const dialog = await open('Accepter', 30);
    expect(dialog.getByText(DECISION_MSG.habituel(30))).toBeTruthy();
    expect(dialog.getByRole('button', { name: '30 min' }).getAttribute('aria-pressed')).toBe('true');
    expect(dialog.getByRole('button', { name: '20 min' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(dialog.getByRole('button', { name: 'Accepter (30 min)' }));
    await waitFor(() => expect(put()?.body).toEqual({ delaiPreparationMin: 30 }));
  });

  it('typed in when no chip holds it, and the toast says the time the server kept', async () => {
    answer = () =>
      json(200, {
        statut: 'EN_ATTENTE_LIVREUR',
        delaiPreparationMin: 37,
        preteVers: '2026-05-04T12:40:00.000Z',
      });
    const dialog = await open('Accepter', 37);
    expect(dialog.getByText(DECISION_MSG.habituel(37))).toBeTruthy();
    expect(dialog.getByLabelText<HTMLInputElement>('Autre durée (en minutes)').value).toBe('37');
    fireEvent.click(dialog.getByRole('button', { name: 'Accepter (37 min)' }));
    await waitFor(() => expect(put()?.body).toEqual({ delaiPreparationMin: 37 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Succès', DECISION_MSG.accepted(37)));
  });

  it('20 min when the business is not read yet', async () => {
    const dialog = await open('Accepter');
    expect(dialog.getByText(DECISION_MSG.habituel(20))).toBeTruthy();
  });
});

describe('refusing asks first, and asks why', () => {
  it('sends nothing until a reason is chosen, and goes back without refusing', async () => {
    const dialog = await open('Refuser');
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Choisissez un motif.');
    fireEvent.click(dialog.getByRole('button', { name: 'Revenir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put()).toBeUndefined();
  });

  it('offers the four reasons; "Autre" asks for words, trimmed, of 3 characters at least', async () => {
    const dialog = await open('Refuser');
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Rupture de stock',
      'Trop de commandes',
      'Fermeture imminente',
      'Autre',
    ]);
    fireEvent.click(dialog.getByRole('radio', { name: 'Autre' }));
    const text = dialog.getByLabelText('Précisez le motif');
    fireEvent.change(text, { target: { value: ' ab ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(DECISION_MSG.motifInvalid);
    fireEvent.change(text, { target: { value: '  Livreur en panne  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(put()?.body).toEqual({ motif: 'Livreur en panne' }));
    expect(put()?.path).toBe(`/api/entreprises/7/orders/${order.id}/refuser`);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Succès', DECISION_MSG.refused));
  });

  it('lets the owner tick the missing products only for a stock-out, and sends them', async () => {
    const dialog = await open('Refuser');
    fireEvent.click(dialog.getByRole('radio', { name: 'Trop de commandes' }));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    fireEvent.click(dialog.getByRole('radio', { name: 'Rupture de stock' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Bissap' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    await waitFor(() =>
      expect(put()?.body).toEqual({ motif: 'Rupture de stock : Bissap', produitsIndisponibles: [11] }),
    );
  });

  it('says in French where a stale order is, never its raw status', async () => {
    answer = () => json(409, { message: 'Action impossible : la commande est au statut « ANNULEE ».' });
    const dialog = await open('Refuser');
    fireEvent.click(dialog.getByRole('radio', { name: 'Fermeture imminente' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Erreur',
        'Action impossible : la commande est au statut « Annulée ».',
      ),
    );
    // The order moved: the question is closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
