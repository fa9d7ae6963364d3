import type { BusinessOrderDetail, BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import type { AppNotification, NotificationsPage } from '@comoe/shared/schemas/notifications';

let next = 0;

export function entreprise(overrides: Partial<OwnEntreprise> = {}): OwnEntreprise {
  return {
    id: 7,
    utilisateurId: 2,
    nom: 'Chez Tantie Awa',
    description: 'Cuisine ivoirienne de Bassam',
    adresse: 'Quartier France',
    email: 'awa@example.ci',
    telephone: '0700000002',
    type: 'RESTAURANT',
    villeId: 1,
    categorieId: 1,
    typeCuisine: 'Ivoirienne',
    photoUrl: null,
    photoFacadeUrl: '/uploads/facade.webp',
    logoUrl: null,
    latitude: 5.2,
    longitude: -3.74,
    delaiLivraison: '30-45 min',
    ouverte: true,
    rating: null,
    nombreAvis: 0,
    delaiPreparationHabituelMin: 20,
    categorieNom: 'Maquis',
    profilComplet: true,
    pauseFinAt: null,
    ouverteMaintenant: true,
    prochainChangement: null,
    ...overrides,
  };
}

/** An order as `GET /api/entreprises/{id}/orders` lists it. */
export function businessOrder(overrides: Partial<BusinessOrder> = {}): BusinessOrder {
  next += 1;
  return {
    id: `${String(next).padStart(6, 'a')}00-0000-4000-8000-000000000000`,
    statut: 'EN_ATTENTE_ENTREPRISE',
    dateCommande: '2026-05-12T10:05:00.000Z',
    total: 3500,
    sousTotal: 3000,
    fraisLivraison: 500,
    typePaiement: 'WAVE',
    client: {
      id: 1,
      nom: 'Koné',
      prenom: 'Aya',
      telephone: '0700000001',
      urlPhoto: null,
      localisation: {
        adresse: 'Rue du Phare, Grand-Bassam',
        latitude: 5.21,
        longitude: -3.73,
        infoSupplementaire: 'Portail bleu',
      },
    },
    entreprise: { id: 7, nom: 'Chez Tantie Awa' },
    livreur: null,
    noteClient: null,
    commentaireClient: null,
    codeEntreprise: '271828',
    codeEntrepriseBloque: false,
    delaiPreparationMin: null,
    preteVers: null,
    enRetardMin: null,
    motifFin: null,
    raisonFin: null,
    items: [
      { id: 1, produitId: 10, quantite: 2, nomProduit: 'Garba', prixUnitaire: 1000 },
      { id: 2, produitId: 11, quantite: 1, nomProduit: 'Bissap', prixUnitaire: 1000 },
    ],
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<BusinessOrderDetail> = {}): BusinessOrderDetail {
  return {
    ...businessOrder(),
    codeClientBloque: false,
    preuveLivraisonUrl: null,
    historique: [
      {
        deStatut: null,
        versStatut: 'EN_ATTENTE_ENTREPRISE',
        acteurRole: 'CLIENT',
        date: '2026-05-12T10:05:00.000Z',
        motif: null,
        evenement: null,
      },
      {
        deStatut: 'EN_ATTENTE_ENTREPRISE',
        versStatut: 'EN_ATTENTE_LIVREUR',
        acteurRole: 'ENTREPRISE',
        date: '2026-05-12T10:07:00.000Z',
        motif: null,
        evenement: null,
      },
    ],
    ...overrides,
  };
}

export function stats(overrides: Partial<BusinessStats> = {}): BusinessStats {
  return {
    commandes: 12,
    chiffreAffaires: 42500,
    panierMoyen: 3542,
    articlesVendus: 30,
    enAttente: 3,
    enLivraison: 1,
    livrees: 7,
    annulees: 1,
    clientsUniques: 9,
    tempsMoyenMinutes: 31.6,
    evaluation: 4.25,
    nombreAvis: 4,
    commandesAujourdhui: 5,
    parJour: [],
    ...overrides,
  };
}

export function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  next += 1;
  return {
    id: next,
    titre: 'Nouvelle commande',
    corps: 'Commande AAAAAA : 2 articles, 3 500 FCFA. 2 × Garba.',
    commandeId: null,
    lu: false,
    date: '2026-05-12T10:05:00.000Z',
    ...overrides,
  };
}

export function notificationsPage(content: AppNotification[]): NotificationsPage {
  return { content, totalElements: content.length, nonLues: content.filter((n) => !n.lu).length };
}

export const pageOf = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
  number: 0,
  size: 50,
});

export function produit(overrides: Partial<Produit> = {}): Produit {
  next += 1;
  return {
    id: 100 + next,
    nom: `Garba ${next}`,
    description: 'Attiéké et thon frit',
    prix: 1000,
    photo: null,
    disponible: true,
    categorieId: 1,
    entrepriseId: 7,
    categorie: { id: 1, nom: 'Plats ivoiriens', ordre: 0 },
    ...overrides,
  };
}

export function categorieProduit(overrides: Partial<CategorieProduit> = {}): CategorieProduit {
  return { id: 1, nom: 'Plats ivoiriens', utilisateurId: 2, ordre: 0, nombreProduits: 0, ...overrides };
}
