import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GainsMissions } from './gains-missions';

const mission = (over: Partial<CourierGains['missions'][number]>): CourierGains['missions'][number] => ({
  commandeId: 'c1',
  livreeAt: '2026-11-25T12:30:00.000Z',
  entrepriseNom: 'Chez Tantie Awa',
  typePaiement: 'ESPECES',
  total: 4000,
  gain: 600,
  especes: 4000,
  verse: false,
  ...over,
});

describe('GainsMissions', () => {
  it('shows each mission’s gain, the cash of a cash order only, and whether it was paid', () => {
    render(
      <GainsMissions
        missions={[
          mission({}),
          mission({ commandeId: 'c2', typePaiement: 'WAVE', total: 10_000, gain: 1500, especes: 0, verse: true }),
        ]}
      />,
    );
    const [cash, wave] = screen.getAllByTestId('gains-mission');
    expect(within(cash!).getByText('+600 FCFA')).toBeTruthy();
    expect(within(cash!).getByTestId('gains-mission-especes').textContent).toBe('Espèces encaissées : 4 000 FCFA');
    expect(within(cash!).getByText('À recevoir')).toBeTruthy();
    expect(within(wave!).getByText('+1 500 FCFA')).toBeTruthy();
    expect(within(wave!).queryByTestId('gains-mission-especes')).toBeNull();
    expect(wave!.textContent).toContain('Wave · 10 000 FCFA');
    expect(within(wave!).getByText('Versé')).toBeTruthy();
  });

  it('shows nothing without a mission in the period', () => {
    const { container } = render(<GainsMissions missions={[]} />);
    expect(container.textContent).toBe('');
  });
});
