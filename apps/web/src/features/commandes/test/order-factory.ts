import type { ClientOrder } from '@comoe/shared/schemas/commandes';

let next = 0;

/** A client order as GET /api/commandes/client answers it; tests override what they look at. */
export function clientOrder(overrides: Partial<ClientOrder> = {}): ClientOrder {
  next += 1;
  const id = `${String(next).padStart(8, '0')}-0000-4000-8000-000000000000`;
  return {
    id,
    statut: 'EN_ATTENTE_ENTREPRISE',
    dateCommande: '2026-05-12T10:00:00.000Z',
    total: 3500,
    sousTotal: 3000,
    fraisLivraison: 500,
    typePaiement: 'ESPECES',
    codeClient: '482913',
    entrepriseId: 1,
    entrepriseNom: 'Chez Tantie Awa',
    entreprisePhotoUrl: null,
    entrepriseTelephone: '0700000002',
    adresseLivraison: 'Quartier France, Grand-Bassam',
    livreurNom: null,
    livreurTelephone: null,
    noteClient: null,
    commentaireClient: null,
    motifFin: null,
    items: [
      { produitId: 11, quantite: 2, produitNom: 'Attiéké poisson', prixUnitaire: 1000 },
      { produitId: 12, quantite: 1, produitNom: 'Alloco', prixUnitaire: 1000 },
    ],
    ...overrides,
  };
}
