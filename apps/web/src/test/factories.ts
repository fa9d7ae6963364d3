import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import type { Produit, PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import type { UserProfile } from '@comoe/shared/schemas/users';

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
    noteLivreur: null,
    commentaireLivreur: null,
    motifFin: null,
    raisonFin: null,
    delaiPreparationMin: null,
    preteVers: null,
    enRetardMin: null,
    items: [
      { produitId: 11, quantite: 2, produitNom: 'Attiéké poisson', prixUnitaire: 1000 },
      { produitId: 12, quantite: 1, produitNom: 'Alloco', prixUnitaire: 1000 },
    ],
    ...overrides,
  };
}

/** A business as the public lists answer it (`GET /api/entreprises/ville/{slug}`, `/api/entreprises/{id}`). */
export function publicEntreprise(overrides: Partial<PublicEntreprise> = {}): PublicEntreprise {
  return {
    id: 1,
    nom: 'Chez Tantie Awa',
    type: 'RESTAURANT',
    description: null,
    photoUrl: null,
    photoFacade: null,
    rating: null,
    nombreAvis: 0,
    delivery_time: '20-30 min',
    adresse: null,
    ville: 'Bassam',
    villeId: 1,
    telephone: null,
    categorie: null,
    ouverte: true,
    ouverteMaintenant: true,
    prochainChangement: null,
    logo: null,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

/** A product of business 1's menu. */
export const produit = (id: number, nom: string, prix: number, disponible = true): Produit => ({
  id,
  nom,
  description: null,
  prix,
  photo: null,
  disponible,
  categorieId: null,
  entrepriseId: 1,
  categorie: null,
});

/** A client's profile as `GET /api/users/{id}` answers it. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    prenom: 'Awa',
    nom: 'Koné',
    email: null,
    telephone: '0700000001',
    genre: 'FEMME',
    dateDeNaissance: '1995-04-12',
    cityId: 1,
    latitude: null,
    longitude: null,
    infoSupplementaire: null,
    photoProfilUrl: null,
    nomEntreprise: null,
    typeEntreprise: null,
    role: 'CLIENT',
    statut: 'ACTIF',
    ...overrides,
  };
}
