import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderEnd } from './order-end';

// Issue 34 §2: the owner reads who ended an order, not a generic "Annulée".
describe('who ended an order, for its owner', () => {
  it('reads "Annulée par le client" when the client cancelled', () => {
    render(<OrderEnd order={{ motifFin: 'ANNULEE_CLIENT', raisonFin: null }} />);
    expect(screen.getByTestId('order-end').textContent).toBe('Annulée par le client');
  });

  it('adds the reason given when asked', () => {
    render(<OrderEnd order={{ motifFin: 'ANNULEE_ADMIN', raisonFin: 'Client injoignable' }} withReason />);
    expect(screen.getByTestId('order-end').textContent).toBe(
      'Annulée par Comoé ExpressMotif : Client injoignable',
    );
  });

  it('says nothing of an order delivered or still open', () => {
    const { container, rerender } = render(<OrderEnd order={{ motifFin: 'LIVREE', raisonFin: null }} />);
    expect(container.textContent).toBe('');
    rerender(<OrderEnd order={{ motifFin: null, raisonFin: null }} />);
    expect(container.textContent).toBe('');
  });
});
