import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import { MSG } from '@comoe/shared/messages';
import type { CourierDebt } from '@comoe/shared/schemas/courier-gains';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import { CourierPayoutDialog } from './courier-payout-dialog';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const debt = (over: Partial<CourierDebt> = {}): CourierDebt => ({
  livreurId: 7,
  nom: 'Koffi Yao',
  telephone: '0700000003',
  ville: 'Abidjan',
  du: 1500,
  commandes: 2,
  especesEncaissees: 4000,
  plusAncienne: '2026-11-20T10:00:00.000Z',
  ...over,
});
const page = (content: CourierDebt[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  totalDu: content.reduce((s, d) => s + d.du, 0),
});

/** The server: `now` is the courier's debt when the dialog re-reads it; `payout` answers the POST. */
function server(now: CourierDebt | null, payout: () => Response) {
  return fakeServer((call) => (call.method === 'POST' ? payout() : json(200, page(now ? [now] : []))));
}

describe('CourierPayoutDialog', () => {
  it('reads the amount again on opening and pays it with the reference', async () => {
    const s = server(debt(), () => json(200, { montant: 1500, commandes: 2, reference: 'OM-42' }));
    const onClose = vi.fn();
    renderWithClient(<CourierPayoutDialog debt={debt()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('courier-payout-amount')).textContent).toContain('1 500 FCFA');
    expect(within(dialog).queryByText(/Le montant a changé/)).toBeNull();
    expect(s.calls[0]?.path).toBe('/api/admin/livreurs/versements?livreurId=7');
    fireEvent.change(within(dialog).getByLabelText(/Référence/), { target: { value: ' OM-42 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Payer 1.500 FCFA$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = s.calls.find((c) => c.method === 'POST');
    expect(post && pathOf(post)).toBe('/api/admin/livreurs/7/versement');
    expect(post?.body).toEqual({ reference: 'OM-42' });
    expect(toast.success).toHaveBeenCalledWith(
      COURIER_PAYOUT_MSG.payoutDone,
      COURIER_PAYOUT_MSG.paid(1500, 2, 'Koffi Yao'),
    );
  });

  it('says the amount changed since the list was shown, and offers the new one', async () => {
    server(debt({ du: 2250, commandes: 3 }), () => json(200, {}));
    renderWithClient(<CourierPayoutDialog debt={debt()} onClose={() => undefined} />);
    expect(await screen.findByText(ADMIN_MSG.payoutAmountChanged(1500, 2250))).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Payer 2.250 FCFA$/ })).toBeTruthy();
  });

  it('pays nothing when another admin paid meanwhile', async () => {
    const s = server(null, () => json(200, {}));
    renderWithClient(<CourierPayoutDialog debt={debt()} onClose={() => undefined} />);
    expect(await screen.findByText(COURIER_PAYOUT_MSG.nothingOwedAnyMore)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Payer' }).disabled).toBe(true);
    expect(s.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the 409 of a payout that lost the race, in French, and stays open', async () => {
    server(debt(), () => json(409, { message: MSG.courierNothingOwed }));
    const onClose = vi.fn();
    renderWithClient(<CourierPayoutDialog debt={debt()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Payer 1.500 FCFA$/ }));
    expect(await within(dialog).findByText(MSG.courierNothingOwed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalled();
  });

  it('refuses a reference longer than 100 characters before asking the server', async () => {
    const s = server(debt(), () => json(200, {}));
    renderWithClient(<CourierPayoutDialog debt={debt()} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('courier-payout-amount');
    fireEvent.change(within(dialog).getByLabelText(/Référence/), { target: { value: 'x'.repeat(101) } });
    expect(within(dialog).getByText(MSG.courierPayoutReferenceInvalid)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /^Payer/ }).disabled).toBe(true);
    expect(s.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
