import { describe, expect, it } from 'vitest';
import { initialTab, initiallyOpenOrderId, splitOrders } from './order-tabs';
import { clientOrder } from '@/test/factories';

describe('orders tabs', () => {
  const livree = clientOrder({ statut: 'LIVREE' });
  const enLivraison = clientOrder({ statut: 'EN_LIVRAISON' });
  const annulee = clientOrder({ statut: 'ANNULEE' });
  const enAttente = clientOrder({ statut: 'EN_ATTENTE_ENTREPRISE' });
  const prete = clientOrder({ statut: 'PRETE' });

  it('puts delivered and cancelled orders under Terminées, all others under En cours, in order', () => {
    const split = splitOrders([livree, enLivraison, annulee, enAttente, prete]);
    expect(split['en-cours'].map((order) => order.statut)).toEqual([
      'EN_LIVRAISON',
      'EN_ATTENTE_ENTREPRISE',
      'PRETE',
    ]);
    expect(split.terminees.map((order) => order.statut)).toEqual(['LIVREE', 'ANNULEE']);
  });

  it('counts every order once', () => {
    const all = [livree, enLivraison, annulee, enAttente, prete, clientOrder({ statut: 'ACCEPTEE' })];
    const split = splitOrders(all);
    expect(split['en-cours']).toHaveLength(4);
    expect(split.terminees).toHaveLength(2);
  });

  it('opens the first order in progress, on the En cours tab', () => {
    const split = splitOrders([livree, enLivraison, enAttente]);
    expect(initiallyOpenOrderId(split)).toBe(enLivraison.id);
    expect(initialTab(split)).toBe('en-cours');
  });

  it('opens Terminées when nothing is in progress, and opens no card', () => {
    const split = splitOrders([livree, annulee]);
    expect(initialTab(split)).toBe('terminees');
    expect(initiallyOpenOrderId(split)).toBeNull();
    expect(initialTab(splitOrders([]))).toBe('en-cours');
  });
});
