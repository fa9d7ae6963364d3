import { MSG } from '@comoe/shared/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import { toast } from '@/lib/toast';
import { TEXT } from '../../texts';
import { PayoutAccountAction } from './payout-account-action';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const account = {
  entrepriseId: 4,
  paymentMethod: 'WAVE',
  paymentNumber: '0707070707',
  accountName: 'Tantie',
};

describe('PayoutAccountAction', () => {
  it("shows the business's account, and saves the admin's correction", async () => {
    const server = fakeServer((call) =>
      call.method === 'GET' ? json(200, account) : json(200, { ...account, paymentNumber: '0505050505' }),
    );
    renderWithClient(<PayoutAccountAction entrepriseId={4} name="Chez Tantie" />);
    fireEvent.click(screen.getByRole('button', { name: `${TEXT.payoutAccount} de Chez Tantie` }));
    const dialog = await screen.findByRole('dialog');
    const number = await within(dialog).findByLabelText<HTMLInputElement>('Numéro');
    expect(number.value).toBe('0707070707');
    fireEvent.change(number, { target: { value: '0505050505' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEXT.payoutAccountSaved));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put && pathOf(put)).toBe('/api/admin/entreprises/4/compte-versement');
    expect(put?.body).toMatchObject({ paymentMethod: 'WAVE', paymentNumber: '0505050505' });
  });

  it('starts blank for a business without an account, and says what is missing', async () => {
    const server = fakeServer(() => json(404, { message: MSG.payoutNotFound }));
    renderWithClient(<PayoutAccountAction entrepriseId={4} name="Chez Tantie" />);
    fireEvent.click(screen.getByRole('button', { name: `${TEXT.payoutAccount} de Chez Tantie` }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Numéro')).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(MSG.payoutMethodRequired)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
