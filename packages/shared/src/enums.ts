/** Roles as stored and used in the app; the API login answer adds the `ROLE_` prefix. */
export const ROLES = ['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may create through the public sign-up. */
export const PUBLIC_ROLES = ['CLIENT', 'ENTREPRISE', 'LIVREUR'] as const;
export type PublicRole = (typeof PUBLIC_ROLES)[number];

export const USER_TYPES = {
  CLIENT: 'client',
  ENTREPRISE: 'business',
  LIVREUR: 'delivery',
  ADMIN: 'admin',
} as const satisfies Record<Role, string>;
export type UserType = (typeof USER_TYPES)[Role];

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
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['LIVREE', 'ANNULEE'];

export const PAYMENT_TYPES = ['ESPECES', 'ORANGE_MONEY', 'WAVE', 'MTN_MONEY', 'MOOV_MONEY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  ESPECES: 'Espèces',
  ORANGE_MONEY: 'Orange Money',
  WAVE: 'Wave',
  MTN_MONEY: 'MTN Mobile Money',
  MOOV_MONEY: 'Moov Money',
};

export const PAYOUT_METHODS = ['ORANGE_MONEY', 'MOOV_MONEY', 'MTN_MONEY', 'WAVE', 'CASH'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATUSES = ['EN_ATTENTE', 'PAYE'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const UPLOAD_KINDS = ['profile', 'restaurant', 'facade', 'license'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** `POST /api/files/upload/entreprise/{kind}`: the owner's facade photo and logo. */
export const ENTREPRISE_PICTURE_KINDS = ['facade', 'logo'] as const;
export type EntreprisePictureKind = (typeof ENTREPRISE_PICTURE_KINDS)[number];
