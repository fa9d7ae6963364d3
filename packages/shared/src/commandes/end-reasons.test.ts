import { describe, expect, it } from 'vitest';
import { ORDER_END_LABELS, orderEndReason, orderOutcomeText } from './end-reasons.ts';

// Issue 34 §1: a return ends the order cancelled; only the move's name, kept since migration
// 020, tells it from a cancellation. Rows written before keep their old reading.
describe('why an order ended', () => {
  it('reads a return from the move that made it, whoever made it', () => {
    expect(orderEndReason('ANNULEE', 'EN_LIVRAISON', 'LIVREUR', 'rapporter')).toBe('RETOURNEE');
    expect(orderEndReason('ANNULEE', 'EN_LIVRAISON', 'ADMIN', 'cloturerRetour')).toBe('RETOURNEE');
    expect(orderEndReason('LIVREE', 'EN_LIVRAISON', 'ADMIN', 'cloturerLivree')).toBe('LIVREE');
    expect(orderEndReason('ANNULEE', 'EN_LIVRAISON', 'ADMIN', 'annuler')).toBe('ANNULEE_ADMIN');
  });

  it('keeps the old reading for rows without a move name', () => {
    expect(orderEndReason('ANNULEE', 'EN_ATTENTE_ENTREPRISE', 'ENTREPRISE', null)).toBe('REFUSEE');
    expect(orderEndReason('ANNULEE', 'PRETE', 'ENTREPRISE')).toBe('ANNULEE_ENTREPRISE');
    expect(orderEndReason('ANNULEE', 'EN_ATTENTE_ENTREPRISE', 'SYSTEME', null)).toBe('SANS_REPONSE');
    expect(orderEndReason('ANNULEE', 'EN_LIVRAISON', 'ROLE_ADMIN', null)).toBe('ANNULEE_ADMIN');
    expect(orderEndReason('EN_LIVRAISON', 'EN_LIVRAISON', 'LIVREUR', 'transferer')).toBeNull();
  });

  it('tells the client a returned order costs nothing', () => {
    expect(ORDER_END_LABELS.RETOURNEE).toBe('Rapportée à l’entreprise');
    expect(orderOutcomeText('RETOURNEE', '#AB12CD').titre).toBe(
      "Votre commande #AB12CD a été rapportée à l'entreprise.",
    );
    expect(orderOutcomeText('RETOURNEE', '#AB12CD').detail).toContain("Vous n'avez rien à payer.");
  });
});
