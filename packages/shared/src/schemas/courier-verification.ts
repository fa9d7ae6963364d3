import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { ACCOUNT_STATUSES, TRANSPORTS } from '../enums.ts';
import { pageOf, pagingQuery } from './common.ts';

// Couriers verified from their papers (issue 20 §2): where a courier's verification stands, the
// admin's queue, and what the card's QR code tells whoever scans it.

/**
 * DOCUMENTS_MANQUANTS: the ID card or the licence photo is missing. EN_ATTENTE: both sent, an
 * admin has to look. REFUSEE: an admin refused them (the reason is kept until new photos come).
 * VERIFIEE: he may ride.
 */
export const VERIFICATION_STATES = ['DOCUMENTS_MANQUANTS', 'EN_ATTENTE', 'REFUSEE', 'VERIFIEE'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const VERIFICATION_STATE_LABELS: Record<VerificationState, string> = {
  DOCUMENTS_MANQUANTS: 'Documents manquants',
  EN_ATTENTE: 'En attente de vérification',
  REFUSEE: 'Documents refusés',
  VERIFIEE: 'Vérifié',
};

/** One rule for both sides: where a courier stands, from what is stored. */
export function verificationState(c: {
  verifie: boolean;
  cniPhotoUrl: string | null;
  permisPhotoUrl: string | null;
  verificationMotif: string | null;
}): VerificationState {
  if (c.verifie) return 'VERIFIEE';
  if (c.verificationMotif) return 'REFUSEE';
  if (!c.cniPhotoUrl || !c.permisPhotoUrl) return 'DOCUMENTS_MANQUANTS';
  return 'EN_ATTENTE';
}

/** In the courier's own profile (`GET /api/livreurs/me`): his state, the reason, his photos. */
export const courierVerificationStatusSchema = z.object({
  etat: z.enum(VERIFICATION_STATES),
  /** The admin's reason, while the refusal stands. */
  motif: z.string().nullable(),
  /** Private addresses (`/api/files/private/…`), read with his token. */
  cniPhotoUrl: z.string().nullable(),
  permisPhotoUrl: z.string().nullable(),
  /** ISO date-time of the last document sent. */
  documentsAt: z.string().nullable(),
});
export type CourierVerificationStatus = z.infer<typeof courierVerificationStatusSchema>;

/** `GET /api/admin/livreurs/verification?etat&page&size`: EN_ATTENTE by default, oldest documents first. */
export const verificationQueueQuerySchema = z.object({
  etat: z
    .enum(['DOCUMENTS_MANQUANTS', 'EN_ATTENTE', 'REFUSEE'], { error: ADMIN_MSG.verificationEtatInvalid })
    .default('EN_ATTENTE'),
  ...pagingQuery,
});
export type VerificationQueueQuery = z.input<typeof verificationQueueQuerySchema>;

export const verificationQueueItemSchema = courierVerificationStatusSchema.extend({
  id: z.number(),
  prenom: z.string(),
  nom: z.string(),
  telephone: z.string(),
  matricule: z.string(),
  ville: z.string().nullable(),
  typeTransport: z.enum(TRANSPORTS),
  statut: z.enum(ACCOUNT_STATUSES),
  /** The profile photo (public address), or null. */
  urlPhoto: z.string().nullable(),
  dateInscription: z.string(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const verificationQueuePageSchema = pageOf(verificationQueueItemSchema).extend({
  /** Couriers waiting for an admin, whatever the page: the sidebar's count. */
  enAttente: z.number(),
});
export type VerificationQueuePage = z.infer<typeof verificationQueuePageSchema>;
