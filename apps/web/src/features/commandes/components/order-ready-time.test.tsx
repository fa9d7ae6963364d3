import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientOrder } from '@/test/factories';
import { renderWithClient } from '@/test/fake-server';
import { OrderDetails } from './order-details';

// Issue 21 §1: once the business accepted with a preparation time, the client reads when the order
// will be ready, on the Abidjan clock (UTC).
describe('the ready time on the client’s order', () => {
  it('shows "Prête vers 12 h 40" between acceptance and ready', () => {
    renderWithClient(
      <OrderDetails
        order={clientOrder({
          statut: 'EN_ATTENTE_LIVREUR',
          delaiPreparationMin: 20,
          preteVers: '2026-05-12T12:40:00.000Z',
        })}
      />,
    );
    expect(screen.getByTestId('order-ready-time').textContent).toBe('Prête vers 12 h 40');
  });

  it('says nothing before acceptance, nor once the order is ready', () => {
    renderWithClient(<OrderDetails order={clientOrder({ statut: 'EN_ATTENTE_ENTREPRISE' })} />);
    expect(screen.queryByTestId('order-ready-time')).toBeNull();
    renderWithClient(
      <OrderDetails
        order={clientOrder({
          statut: 'PRETE',
          delaiPreparationMin: 20,
          preteVers: '2026-05-12T12:40:00.000Z',
        })}
      />,
    );
    expect(screen.queryByTestId('order-ready-time')).toBeNull();
  });

  it('says how late the order is once its ready time is past (issue 34 §2)', () => {
    renderWithClient(
      <OrderDetails
        order={clientOrder({
          statut: 'ACCEPTEE',
          delaiPreparationMin: 20,
          preteVers: '2026-05-12T12:40:00.000Z',
          enRetardMin: 25,
        })}
      />,
    );
    expect(screen.getByTestId('late-badge').textContent).toBe('En retard de 25 min');
  });
});
