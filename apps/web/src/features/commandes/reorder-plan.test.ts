import { describe, expect, it } from 'vitest';
import { planReorder } from './reorder-plan';
import { clientOrder, produit } from '@/test/factories';

describe('planReorder', () => {
  it('refills every line at today’s price and says which prices changed', () => {
    const plan = planReorder(clientOrder(), [
      produit(11, 'Attiéké poisson', 1200),
      produit(12, 'Alloco', 1000),
    ]);
    expect(plan.items.map((i) => [i.id, i.name, i.price, i.quantity, i.restaurantName])).toEqual([
      [11, 'Attiéké poisson', 1200, 2, 'Chez Tantie Awa'],
      [12, 'Alloco', 1000, 1, 'Chez Tantie Awa'],
    ]);
    expect(plan.changed).toEqual([{ name: 'Attiéké poisson', from: 1000, to: 1200 }]);
    expect(plan.missing).toEqual([]);
  });

  it('leaves out what is out of stock or gone from the menu, and names it', () => {
    const plan = planReorder(clientOrder(), [produit(11, 'Attiéké poisson', 1000, false)]);
    expect(plan.items).toEqual([]);
    expect(plan.missing).toEqual(['Attiéké poisson', 'Alloco']);
  });

  it('finds a product created again under the same name', () => {
    const order = clientOrder({
      items: [{ produitId: null, quantite: 3, produitNom: 'Alloco', prixUnitaire: 1000 }],
    });
    const plan = planReorder(order, [produit(40, 'ALLOCO ', 1000)]);
    expect(plan.items.map((i) => [i.id, i.quantity])).toEqual([[40, 3]]);
  });
});
