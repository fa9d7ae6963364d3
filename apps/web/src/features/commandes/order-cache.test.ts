import { describe, expect, it } from 'vitest';
import { withOrder, withStatus } from './order-cache';
import { clientOrder } from '@/test/factories';

describe('orders cache updates', () => {
  it('changes only the named order', () => {
    const [a, b] = [clientOrder(), clientOrder()];
    const next = withStatus([a, b], b.id, 'ANNULEE');
    expect(next.map((order) => order.statut)).toEqual(['EN_ATTENTE_ENTREPRISE', 'ANNULEE']);
    expect(next[0]).toBe(a);
  });

  it('returns the same list when nothing changes, so nothing re-renders', () => {
    const orders = [clientOrder({ statut: 'PRETE' })];
    expect(withStatus(orders, orders[0]!.id, 'PRETE')).toBe(orders);
    expect(withStatus(orders, 'inconnue', 'LIVREE')).toBe(orders);
  });

  it("replaces an order with the server's copy", () => {
    const order = clientOrder({ statut: 'LIVREE' });
    const rated = { ...order, noteClient: 4 };
    expect(withOrder([order], rated)).toEqual([rated]);
  });
});
