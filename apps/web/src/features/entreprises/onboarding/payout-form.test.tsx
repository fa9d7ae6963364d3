import { MSG } from '@comoe/shared/messages';
import type { PayoutAccount } from '@comoe/shared/schemas/entreprise-profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, type Call } from '@/test/fake-server';
import { PayoutForm } from './payout-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let server: ReturnType<typeof fakeServer>;
const saved = (call: Call) => json(200, { entrepriseId: 7, accountName: null, ...(call.body as object) });

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeServer(saved);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(account: PayoutAccount | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/entreprise/onboarding/paiement']}>
        <Routes>
          <Route
            path="/entreprise/onboarding/paiement"
            element={<PayoutForm entrepriseId={7} account={account} />}
          />
          <Route path="/business-dashboard" element={<p>Tableau de bord</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('payout onboarding', () => {
  it('offers Orange Money and Wave only', () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'ORANGE_MONEY',
      'WAVE',
    ]);
  });

  it('asks for a method and a number, with the messages of spec §5', async () => {
    renderForm();
    send();
    expect(await screen.findByText(MSG.payoutMethodRequired)).toBeTruthy();
    expect(screen.getByText(MSG.payoutNumberRequired)).toBeTruthy();
  });

  it.each([' 0701 ', 'abcdefgh', '<script>', '27 22 00 00 00'])(
    'refuses %j as a payout number without calling the server',
    async (typed) => {
      renderForm();
      fireEvent.click(screen.getByRole('radio', { name: 'Wave' }));
      fireEvent.change(screen.getByLabelText('Numéro Wave'), { target: { value: typed } });
      send();
      expect(await screen.findByText(MSG.payoutNumberInvalid)).toBeTruthy();
      expect(screen.queryByText(MSG.payoutMethodRequired)).toBeNull();
      expect(screen.getByLabelText('Numéro Wave').getAttribute('aria-invalid')).toBe('true');
      expect(server.calls).toHaveLength(0);
    },
  );

  it('sends a number typed with +225 and spaces as its 10 digits', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Orange Money' }));
    fireEvent.change(screen.getByLabelText('Numéro Orange Money'), {
      target: { value: '+225 07 01 02 03 04' },
    });
    send();
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    expect(server.calls[0]?.body).toMatchObject({
      paymentMethod: 'ORANGE_MONEY',
      paymentNumber: '0701020304',
    });
  });

  it('saves the choice, says so and goes back to the dashboard', async () => {
    const queryClient = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Wave' }));
    fireEvent.change(screen.getByLabelText('Numéro Wave'), { target: { value: '0701020304' } });
    fireEvent.change(screen.getByLabelText('Nom du titulaire (facultatif)'), {
      target: { value: 'Awa Koné' },
    });
    send();
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/payouts/entreprise/7',
      body: { entrepriseId: 7, paymentMethod: 'WAVE', paymentNumber: '0701020304', accountName: 'Awa Koné' },
    });
    expect(toast.success).toHaveBeenCalledWith(MSG.payoutSaved);
    // The dashboard's 'Configurez vos paiements' banner reads this: it is gone at once.
    expect(queryClient.getQueryData(['business', 'payout', 7])).toMatchObject({ paymentMethod: 'WAVE' });
  });

  it('prefills an existing account, and shows the failure message', async () => {
    server.handler.route = () => new Response('', { status: 500 });
    renderForm({
      entrepriseId: 7,
      paymentMethod: 'ORANGE_MONEY',
      paymentNumber: '0700000002',
      accountName: null,
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Orange Money' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Numéro Orange Money').value).toBe('0700000002');
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MSG.payoutSaveFailed));
  });
});
