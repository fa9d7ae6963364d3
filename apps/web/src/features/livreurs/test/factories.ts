import type { Mission } from '@comoe/shared/schemas/commandes';
import type { CourierProfile } from '@comoe/shared/schemas/livreurs';

let next = 0;

/** A mission as `GET /api/livreurs/*` lists it. */
export function mission(overrides: Partial<Mission> = {}): Mission {
  next += 1;
  const id = `${String(next).padStart(8, 'b')}-0000-4000-8000-000000000000`;
  return {
    id,
    idCommande: id,
    statut: 'EN_ATTENTE_LIVREUR',
    dateCommande: '2026-05-12T10:05:00.000Z',
    entrepriseNom: 'Chez Tantie Awa',
    entrepriseTelephone: '0700000002',
    entrepriseAdresse: 'Quartier France, Bassam',
    latitudeEntreprise: 5.2,
    longitudeEntreprise: -3.74,
    livraisonAdresse: 'Rue du Phare',
    infoSupplementaireLivraison: 'Portail bleu',
    latitudeLivraison: null,
    longitudeLivraison: null,
    clientNom: 'Aya Koné',
    clientTelephone: '0700000001',
    total: 5000,
    fraisLivraison: 500,
    typePaiement: 'ESPECES',
    distanceKm: 1.2,
    distanceLivraisonKm: 0.8,
    gain: 750,
    villeNom: 'Bassam',
    dateLivraison: null,
    codeBloque: false,
    delaiPreparationMin: null,
    preteVers: null,
    enRetardMin: null,
    ...overrides,
  };
}

export function profile(overrides: Partial<CourierProfile> = {}): CourierProfile {
  return {
    id: 3,
    nom: 'Diabaté',
    prenom: 'Moussa',
    telephone: '0700000003',
    dateNaissance: '1994-06-15',
    cni: 'CI004512378',
    permis: 'A-2019-77812',
    matricule: 'LIV-2026-000003',
    urlPhoto: null,
    typeTransport: 'MOTO',
    villeId: 1,
    disponible: true,
    verifie: true,
    statut: 'ACTIF',
    dateInscription: '2026-05-12T08:30:00.000Z',
    verification: {
      etat: 'VERIFIEE',
      motif: null,
      cniPhotoUrl: '/api/files/private/cni/c.webp',
      permisPhotoUrl: '/api/files/private/license/p.webp',
      documentsAt: '2026-05-12T08:40:00.000Z',
    },
    jetonCarte: 'jeton-de-la-carte-0003',
    ...overrides,
  };
}
