import { describe, expect, it } from 'vitest';
import { ORDER_STEPS, stepsDone } from './order-steps';

describe('the order tracker', () => {
  it.each([
    ['EN_ATTENTE_ENTREPRISE', 'Envoyée'],
    ['EN_ATTENTE_LIVREUR', 'Acceptée'],
    ['ACCEPTEE', 'Acceptée'],
    ['PRETE', 'Prête'],
    ['EN_LIVRAISON', 'En route'],
    ['LIVREE', 'Livrée'],
  ] as const)('%s has reached %s', (statut, last) => {
    const done = stepsDone(statut)!;
    expect(ORDER_STEPS[done - 1]).toBe(last);
  });

  it('has no step for a cancelled order', () => {
    expect(stepsDone('ANNULEE')).toBeNull();
  });
});
