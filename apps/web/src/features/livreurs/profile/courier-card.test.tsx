import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../test/factories';
import { validityText } from './card-text';
import { CourierCard } from './courier-card';

describe("the courier's card", () => {
  it('is valid three years from sign-up, written dd/MM/yyyy', () => {
    expect(validityText('2026-05-12T08:30:00.000Z')).toBe("Valide jusqu'au 12/05/2029");
    expect(validityText('2025-12-31T23:59:00.000Z')).toBe("Valide jusqu'au 31/12/2028");
    // Signed up on 29 February: no such day three years later.
    expect(validityText('2028-02-29T10:00:00.000Z')).toBe("Valide jusqu'au 01/03/2031");
  });

  it('shows who the courier is and a QR code to the public check page, with the card’s secret', () => {
    render(<CourierCard profile={profile({ dateInscription: '2026-05-12T08:30:00.000Z' })} />);
    const shown = screen.getByTestId('courier-card');
    for (const text of ['Diabaté', 'Moussa', '07 00 00 00 03', '15/06/1994', 'LIV-2026-000003']) {
      expect(shown.textContent).toContain(text);
    }
    expect(shown.textContent).toContain("Valide jusqu'au 12/05/2029");
    const qr = screen.getAllByTestId('card-qr')[0];
    expect(qr?.getAttribute('data-value')).toBe(
      `${window.location.origin}/livreurs/verifier/LIV-2026-000003?c=jeton-de-la-carte-0003`,
    );
    expect(qr?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('button', { name: 'Imprimer la carte' })).toBeTruthy();
  });

  it('keeps a copy for print directly under the page body, hidden from screen readers', () => {
    render(<CourierCard profile={profile()} />);
    const printed = screen.getByTestId('courier-card-print');
    expect(printed.parentElement).toBe(document.body);
    expect(printed.getAttribute('aria-hidden')).toBe('true');
  });
});
