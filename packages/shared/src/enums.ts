export { PUBLIC_ROLES, ROLES, USER_TYPES, type PublicRole, type Role, type UserType } from './role-names.ts';
export { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from './payment-types.ts';

export const ACCOUNT_STATUSES = ['ACTIF', 'INACTIF'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const GENRES = ['HOMME', 'FEMME'] as const;
export type Genre = (typeof GENRES)[number];
export const GENRE_LABELS: Record<Genre, string> = { HOMME: 'Homme', FEMME: 'Femme' };

export const TRANSPORTS = ['MOTO', 'SCOOTER', 'VELO'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export const TRANSPORT_LABELS: Record<Transport, string> = {
  MOTO: 'Moto',
  SCOOTER: 'Scooter',
  VELO: 'Vélo',
};

export const ENTREPRISE_TYPES = ['RESTAURANT', 'PHARMACIE', 'BOUTIQUE', 'SUPERMARCHE'] as const;
export type EntrepriseType = (typeof ENTREPRISE_TYPES)[number];

/**
 * What a client reads for each type. A new business is filed at sign-up under the company
 * category of this name, and the city page's chips count businesses by type.
 */
export const ENTREPRISE_TYPE_LABELS: Record<EntrepriseType, string> = {
  RESTAURANT: 'Restaurant',
  PHARMACIE: 'Pharmacie',
  BOUTIQUE: 'Boutique',
  SUPERMARCHE: 'Supermarché',
};

export const ORDER_STATUSES = [
  'EN_ATTENTE_ENTREPRISE',
  'EN_ATTENTE_LIVREUR',
  'ACCEPTEE',
  'PRETE',
  'EN_LIVRAISON',
  'LIVREE',
  'ANNULEE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYOUT_METHODS = ['ORANGE_MONEY', 'MOOV_MONEY', 'MTN_MONEY', 'WAVE', 'CASH'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATUSES = ['EN_ATTENTE', 'PAYE'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const UPLOAD_KINDS = ['profile', 'restaurant', 'facade', 'license', 'cni'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** `POST /api/files/upload/entreprise/{kind}`: the owner's facade photo and logo. */
export const ENTREPRISE_PICTURE_KINDS = ['facade', 'logo'] as const;
export type EntreprisePictureKind = (typeof ENTREPRISE_PICTURE_KINDS)[number];
