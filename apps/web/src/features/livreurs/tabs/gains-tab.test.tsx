import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderWithClient, searchOf } from '@/test/fake-server';
import { GainsTab } from './gains-tab';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const zero = { livraisons: 0, gains: 0 };
const gains = (over: Partial<CourierGains> = {}): CourierGains => ({
  aujourdhui: zero,
  semaine: zero,
  mois: zero,
  periode: { ...zero, debut: '2026-10-27', fin: '2026-11-25', parJour: [] },
  du: 0,
  verse: 0,
  especesEncaissees: 0,
  missions: [],
  versements: [],
  ...over,
});

describe("the courier's earnings", () => {
  it('shows a skeleton, then what he is owed, the cash to hand back, each day and each payout', async () => {
    fakeServer(() =>
      json(
        200,
        gains({
          aujourdhui: { livraisons: 1, gains: 750 },
          semaine: { livraisons: 3, gains: 1650 },
          mois: { livraisons: 5, gains: 2400 },
          periode: {
            livraisons: 5,
            gains: 2400,
            debut: '2026-10-27',
            fin: '2026-11-25',
            parJour: [
              { jour: '2026-11-20', livraisons: 2, gains: 750 },
              { jour: '2026-11-25', livraisons: 1, gains: 750 },
            ],
          },
          du: 1650,
          verse: 750,
          especesEncaissees: 11000,
          versements: [{ date: '2026-11-21T09:00:00.000Z', montant: 750, commandes: 2, reference: 'OM-42' }],
        }),
      ),
    );
    renderWithClient(<GainsTab />);
    expect(screen.getByText('Chargement de vos gains…')).toBeTruthy();
    expect((await screen.findByTestId('gains-du')).textContent).toBe('1 650 FCFA');
    expect(screen.getByTestId('gains-especes').textContent).toBe('11 000 FCFA');
    const days = screen.getAllByTestId('gains-day').map((d) => d.textContent);
    expect(days[0]).toContain('25 nov. 2026');
    expect(days[1]).toContain('2 livraisons');
    expect(screen.getByTestId('gains-payout').textContent).toContain('Réf. OM-42');
  });

  it('asks the month when the courier picks it, and says when the period has no delivery', async () => {
    const s = fakeServer(() => json(200, gains({ du: 300, mois: { livraisons: 1, gains: 300 } })));
    renderWithClient(<GainsTab />);
    expect(await screen.findByText(COURIER_PAYOUT_MSG.noGains)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mois dernier' }));
    await waitFor(() => expect(s.calls).toHaveLength(2));
    const q = searchOf(s.calls[1]);
    expect(q.get('debut')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(q.get('fin')?.slice(0, 7)).toBe(q.get('debut')?.slice(0, 7));
  });

  it('says so before the first delivery', async () => {
    fakeServer(() => json(200, gains()));
    renderWithClient(<GainsTab />);
    expect(await screen.findByText('Pas encore de gains')).toBeTruthy();
  });

  it('shows the failure with a retry that asks again', async () => {
    let fail = true;
    const s = fakeServer(() =>
      fail
        ? json(500, { message: 'Erreur serveur.' })
        : json(200, gains({ du: 450, verse: 0, mois: { livraisons: 1, gains: 450 } })),
    );
    renderWithClient(<GainsTab />);
    expect(await screen.findByText(COURIER_PAYOUT_MSG.gainsLoadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await screen.findByTestId('gains-du')).textContent).toBe('450 FCFA');
    expect(s.calls).toHaveLength(2);
  });
});
