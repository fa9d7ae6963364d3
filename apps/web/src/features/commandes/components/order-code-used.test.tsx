import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientOrder } from '@/test/factories';
import { renderWithClient } from '@/test/fake-server';
import { OrderDetails } from './order-details';

// Issue 34 §2: once the courier took the client's code at the door, it reads "utilisé".
describe('the client’s code', () => {
  it('is shown while the order is on its way', () => {
    renderWithClient(<OrderDetails order={clientOrder({ statut: 'EN_LIVRAISON', codeClient: '4821' })} />);
    expect(screen.getByTestId('order-code').textContent).toBe('4821');
    expect(screen.queryByTestId('order-code-used')).toBeNull();
  });

  it('reads used once delivered, never its digits', () => {
    renderWithClient(
      <OrderDetails order={clientOrder({ statut: 'LIVREE', codeClient: '4821', codeClientUtilise: true })} />,
    );
    expect(screen.getByTestId('order-code-used').textContent).toBe('Code de confirmation : utilisé');
    expect(screen.queryByText('4821')).toBeNull();
  });
});
