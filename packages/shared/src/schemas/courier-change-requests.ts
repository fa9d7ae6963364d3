import { z } from 'zod';
import { TRANSPORTS } from '../enums.ts';
import { MSG } from '../messages.ts';
import { idSchema, requiredText } from '../validation.ts';

/** Issue 22 §4: a courier asks to change vehicle or city; an admin approves or refuses. */
export const CHANGE_REQUEST_STATUSES = ['EN_ATTENTE', 'APPROUVEE', 'REFUSEE'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
export const CHANGE_REQUEST_LABELS: Record<ChangeRequestStatus, string> = {
  EN_ATTENTE: 'En attente',
  APPROUVEE: 'Approuvée',
  REFUSEE: 'Refusée',
};

export const MOTIF_MAX = 300;

export const CHANGE_REQUEST_MSG = {
  nothingAsked: 'Choisissez un nouveau véhicule ou une nouvelle ville.',
  nothingNew: 'Ce véhicule et cette ville sont déjà les vôtres.',
  motifRequired: 'Dites pourquoi vous demandez ce changement.',
  transportInvalid: 'Véhicule inconnu.',
  villeInvalid: 'Ville inconnue.',
  alreadyPending: 'Vous avez déjà une demande en attente : attendez la réponse de l’administrateur.',
  notFound: 'Demande introuvable.',
  alreadyDecided: 'Cette demande a déjà reçu une réponse.',
  decisionInvalid: 'Choisissez d’approuver ou de refuser la demande.',
  refusalNeedsMotif: 'Dites au livreur pourquoi sa demande est refusée.',
  sent: 'Demande envoyée : un administrateur va l’examiner.',
  loadFailed: 'Impossible de charger les demandes de changement.',
  noticeTitle: 'Votre demande de changement',
  approvedNotice: 'Votre demande de changement est approuvée : votre profil est à jour.',
  refusedNotice: (motif: string) => `Votre demande de changement est refusée : ${motif}`,
  approved: 'Demande approuvée : le profil du livreur est à jour.',
  refused: 'Demande refusée : le livreur est prévenu.',
  nonePending: 'Aucune demande de changement en attente.',
} as const;

const nullableId = (message: string) =>
  idSchema(message)
    .nullish()
    .transform((v) => v ?? null);

/** `POST /api/livreurs/demandes-changement`: another vehicle, another city, or both, and why. */
export const changeRequestBodySchema = z
  .object({
    typeTransport: z
      .enum(TRANSPORTS, { error: CHANGE_REQUEST_MSG.transportInvalid })
      .nullish()
      .transform((v) => v ?? null),
    villeId: nullableId(CHANGE_REQUEST_MSG.villeInvalid),
    motif: requiredText(CHANGE_REQUEST_MSG.motifRequired, MOTIF_MAX),
  })
  .refine((b) => b.typeTransport !== null || b.villeId !== null, {
    message: CHANGE_REQUEST_MSG.nothingAsked,
    path: ['typeTransport'],
  });
export type ChangeRequestInput = z.input<typeof changeRequestBodySchema>;

export const changeRequestSchema = z.object({
  id: z.number(),
  /** What he asks for; null keeps what he has. */
  typeTransport: z.enum(TRANSPORTS).nullable(),
  villeId: z.number().nullable(),
  villeNom: z.string().nullable(),
  /** What he had when he asked. */
  ancienTypeTransport: z.enum(TRANSPORTS),
  ancienneVilleNom: z.string().nullable(),
  motif: z.string(),
  statut: z.enum(CHANGE_REQUEST_STATUSES),
  motifRefus: z.string().nullable(),
  createdAt: z.string(),
  decideeAt: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** `GET /api/livreurs/demandes-changement`: his requests, the latest first. */
export const myChangeRequestsSchema = z.array(changeRequestSchema);

/** `GET /api/admin/livreurs/demandes-changement?statut=`: with who asks (the pending, oldest first). */
export const adminChangeRequestSchema = changeRequestSchema.extend({
  livreurId: z.number(),
  livreurNom: z.string(),
  telephone: z.string(),
  matricule: z.string(),
});
export type AdminChangeRequest = z.infer<typeof adminChangeRequestSchema>;
export const adminChangeRequestsSchema = z.array(adminChangeRequestSchema);
export const adminChangeRequestsQuerySchema = z.object({
  statut: z
    .enum(CHANGE_REQUEST_STATUSES, { error: CHANGE_REQUEST_MSG.decisionInvalid })
    .default('EN_ATTENTE'),
});

/** `PUT /api/admin/livreurs/demandes-changement/{id}`: approve, or refuse with a reason he reads. */
export const changeDecisionBodySchema = z
  .object({
    decision: z.enum(['APPROUVEE', 'REFUSEE'], { error: CHANGE_REQUEST_MSG.decisionInvalid }),
    motif: z
      .string({ error: MSG.textTooLong(MOTIF_MAX) })
      .trim()
      .max(MOTIF_MAX, MSG.textTooLong(MOTIF_MAX))
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.decision === 'APPROUVEE' || b.motif !== null, {
    message: CHANGE_REQUEST_MSG.refusalNeedsMotif,
    path: ['motif'],
  });
export type ChangeDecisionInput = z.input<typeof changeDecisionBodySchema>;
