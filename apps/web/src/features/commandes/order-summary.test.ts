import type { BusinessOrder, Mission } from '@comoe/shared/schemas/commandes';
import { describe, expect, it } from 'vitest';
import { businessOrderSummary, missionSummary } from './order-summary';

const businessOrder: BusinessOrder = {
  id: 'b1',
  statut: 'PRETE',
  dateCommande: '2026-05-12T10:00:00.000Z',
  total: 5500,
  sousTotal: 5000,
  fraisLivraison: 500,
  typePaiement: 'WAVE',
  client: {
    id: 9,
    nom: 'Koffi',
    prenom: 'Aya',
    telephone: '0700000001',
    urlPhoto: null,
    localisation: { adresse: 'Quartier France', latitude: null, longitude: null, infoSupplementaire: null },
  },
  entreprise: { id: 1, nom: 'Chez Tantie Awa' },
  livreur: null,
  noteClient: null,
  commentaireClient: null,
  codeEntreprise: '1234',
  codeEntrepriseBloque: false,
  delaiPreparationMin: null,
  preteVers: null,
  enRetardMin: null,
  motifFin: null,
  raisonFin: null,
  items: [
    { id: 1, produitId: 1, quantite: 2, nomProduit: 'Garba', prixUnitaire: 1000 },
    { id: 2, produitId: 2, quantite: 1, nomProduit: 'Alloco', prixUnitaire: 3000 },
  ],
};

describe('order summaries for /orders', () => {
  it('shows a business who ordered, how many articles and the total, never its pickup code', () => {
    const summary = businessOrderSummary(businessOrder);
    expect(summary).toMatchObject({ id: 'b1', statut: 'PRETE', title: 'Aya Koffi', amount: 5500 });
    expect(summary.detail).toBe('3 articles · Quartier France');
    expect(JSON.stringify(summary)).not.toContain('1234');
  });

  it("shows a courier the business, the delivery address and their earnings, under the order's id", () => {
    const mission = {
      id: 'm1',
      idCommande: 'c1',
      statut: 'EN_LIVRAISON',
      dateCommande: '2026-05-12T10:00:00.000Z',
      entrepriseNom: 'Chez Tantie Awa',
      livraisonAdresse: 'Phare de Bassam',
      total: 7000,
      gain: 1050,
    } as Mission;
    expect(missionSummary(mission)).toMatchObject({
      id: 'c1',
      title: 'Chez Tantie Awa',
      detail: 'Livraison : Phare de Bassam',
      amountLabel: 'Gain',
      amount: 1050,
    });
  });
});
