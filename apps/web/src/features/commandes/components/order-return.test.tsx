import { ORDER_END_LABELS, orderOutcomeText } from '@comoe/shared/commandes/end-reasons';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientOrder } from '@/test/factories';
import { renderWithClient } from '@/test/fake-server';
import { OrderCard } from './order-card';

// Issue 34 §1: an order its courier brought back to the business ends cancelled; the client
// reads that it was brought back, why, and that she pays nothing.
describe('a returned order, as its client reads it', () => {
  it('says it was brought back to the business, why, and that nothing is owed', () => {
    const order = clientOrder({ statut: 'ANNULEE', motifFin: 'RETOURNEE', raisonFin: 'Client injoignable' });
    renderWithClient(<OrderCard order={order} open onToggle={() => undefined} />);
    expect(screen.getByTestId('order-end-reason').textContent).toBe(ORDER_END_LABELS.RETOURNEE);
    expect(ORDER_END_LABELS.RETOURNEE).toBe('Rapportée à l’entreprise');
    const detail = screen.getByTestId('order-end-detail').textContent;
    expect(detail).toContain(orderOutcomeText('RETOURNEE', '').detail);
    expect(detail).toContain("Vous n'avez rien à payer.");
    expect(screen.getByTestId('order-end-motif').textContent).toBe('Motif : Client injoignable');
  });
});
