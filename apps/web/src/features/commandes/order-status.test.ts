import { ORDER_STATUSES, type OrderStatus } from '@comoe/shared/enums';
import { describe, expect, it } from 'vitest';
import { statusView } from './order-status';

/** The table of spec part 1 §4, copied by hand so a changed text is caught. */
const SPEC_MESSAGES: Record<OrderStatus, string> = {
  EN_ATTENTE_ENTREPRISE: "Nous attendons que l'entreprise confirme qu'elle dispose bien de votre commande.",
  EN_ATTENTE_LIVREUR: 'Nous attendons de trouver votre livreur.',
  ACCEPTEE: "Notre livreur va récupérer votre colis pendant que l'entreprise le prépare.",
  PRETE: "Votre commande est prête et attend d'être récupérée par le livreur.",
  EN_LIVRAISON: 'Votre livreur vient vous livrer le colis.',
  LIVREE: 'Commande livrée.',
  ANNULEE: 'Commande annulée.',
};

describe('client order statuses', () => {
  it.each(ORDER_STATUSES)('%s shows the message of the spec', (statut) => {
    expect(statusView(statut).message).toBe(SPEC_MESSAGES[statut]);
  });

  it('gives every status its own label and a badge colour', () => {
    const labels = ORDER_STATUSES.map((statut) => statusView(statut).label);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
    for (const statut of ORDER_STATUSES) expect(statusView(statut).badgeClass).toMatch(/^bg-/);
  });
});
