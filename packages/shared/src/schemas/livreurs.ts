import { z } from 'zod';
import { ACCOUNT_STATUSES, TRANSPORTS } from '../enums.ts';
import { MSG } from '../messages.ts';
import { courierVerificationStatusSchema } from './courier-verification.ts';
import {
  birthDateSchema,
  idempotencyKeySchema,
  phoneSchema,
  requiredText,
  safeString,
} from '../validation.ts';

// The courier's area (spec part 2 §2 "Courier area", §7 courier calls; design §5, §12; issue 8).
// The missions themselves are `missionSchema` in ./commandes.ts: an order seen by its courier.

/** `GET /api/livreurs/me`, and the answer of `PUT /api/livreurs/me`. */
export const courierProfileSchema = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  /** yyyy-MM-dd, or null when never given. */
  dateNaissance: z.string().nullable(),
  cni: z.string().nullable(),
  permis: z.string().nullable(),
  /** Issued by the server at sign-up (LIV-2026-000042); never changed by the courier. */
  matricule: z.string(),
  urlPhoto: z.string().nullable(),
  typeTransport: z.enum(TRANSPORTS),
  villeId: z.number().nullable(),
  disponible: z.boolean(),
  /** Checked by an admin (design §11). */
  verifie: z.boolean(),
  statut: z.enum(ACCOUNT_STATUSES),
  /** ISO date-time of sign-up: the card is valid three years from it (see courier.ts). */
  dateInscription: z.string(),
  /** Where his verification stands (issue 20 §2): what his dashboard shows. */
  verification: courierVerificationStatusSchema,
  /** The secret his card's QR code carries (`?c=`): only he reads it. */
  jetonCarte: z.string(),
});
export type CourierProfile = z.infer<typeof courierProfileSchema>;

/** An ID number as written on the document: letters, digits, spaces and hyphens; blank is none. */
const documentNumber = (message: string) =>
  safeString({ error: message })
    .trim()
    .max(40, MSG.textTooLong(40))
    .regex(/^[\p{L}\d\s-]*$/u, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * `PUT /api/livreurs/me`, the spec's profile form. `matricule` may be sent back as read (or left
 * out); any other value is refused with `MSG.matriculeReadOnly`. `photo` is the address the
 * upload (`POST /api/files/upload/{id}/profile`) answered: the upload already saved it, and any
 * other address is refused with `MSG.courierPhotoViaUpload`. The birth date follows the client's
 * rules (required, a real date, 10 years old at least).
 */
export const updateCourierProfileSchema = z.object({
  nom: requiredText(MSG.nomRequired, 60),
  prenom: requiredText(MSG.prenomRequired, 60),
  telephone: phoneSchema,
  dateNaissance: birthDateSchema,
  cni: documentNumber(MSG.cniInvalid),
  permis: documentNumber(MSG.permisInvalid),
  matricule: safeString({ error: MSG.matriculeReadOnly })
    .trim()
    .max(40, MSG.matriculeReadOnly)
    .nullish()
    .transform((v) => (v ? v : null)),
  photo: safeString({ error: MSG.courierPhotoViaUpload })
    .trim()
    .max(500, MSG.courierPhotoViaUpload)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type UpdateCourierProfileInput = z.input<typeof updateCourierProfileSchema>;
export type UpdateCourierProfile = z.output<typeof updateCourierProfileSchema>;

const coordinate = (invalid: string, limit: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? MSG.positionRequired : invalid) })
    .min(-limit, invalid)
    .max(limit, invalid);

/** `PUT /api/livreurs/position`: where the courier is now (the app reports it while available). */
export const courierPositionSchema = z.object({
  latitude: coordinate(MSG.latitudeInvalid, 90),
  longitude: coordinate(MSG.longitudeInvalid, 180),
});
export type CourierPosition = z.infer<typeof courierPositionSchema>;

export const courierPositionAnswerSchema = courierPositionSchema.extend({
  /** ISO date-time the server recorded it. */
  positionAt: z.string(),
});

/** `GET /api/livreurs/stats-du-jour` (issue 8: the four cards). */
export const courierStatsSchema = z.object({
  /** Orders this courier delivered today (Africa/Abidjan = UTC). */
  livraisonsAujourdHui: z.number(),
  /** 15 % of each of today's delivered orders' total, FCFA. */
  revenusDuJour: z.number(),
  /** Sum of the business → client distances of today's deliveries, km, 1 decimal. */
  distanceParcourue: z.number(),
  /** Mean of the clients' courier ratings (`noteLivreur`), 1 decimal; null when none yet. */
  evaluation: z.number().nullable(),
  /** How many courier ratings make `evaluation` (issue 22 §4). */
  nombreAvis: z.number(),
});
export type CourierStats = z.infer<typeof courierStatsSchema>;

/** The matricule printed on the card and in its QR code (`/livreurs/verifier/{matricule}`). */
export const matriculeParamsSchema = z.object({
  matricule: z
    .string({ error: MSG.matriculeInvalid })
    .min(1, MSG.matriculeInvalid)
    .max(40, MSG.matriculeInvalid)
    .regex(/^[A-Za-z0-9-]+$/, MSG.matriculeInvalid),
});

/**
 * `GET /api/livreurs/verifier/{matricule}?c=`, public: what a client or a business may check at
 * the door. Without the card's token (`c`, from the QR code), or with a wrong one, only `valide`:
 * whether that matricule is a current (active), verified courier, never who he is — matricules
 * are sequential. With it, his first name, initial, photo, transport and city as well. Never the
 * phone, the birth date nor the ID numbers.
 */
export const courierVerificationSchema = z.object({
  valide: z.boolean(),
  identite: z
    .object({
      prenom: z.string(),
      /** "K." for Koné. */
      nomInitiale: z.string(),
      urlPhoto: z.string().nullable(),
      typeTransport: z.enum(TRANSPORTS),
      /** The city's display name. */
      ville: z.string().nullable(),
      /** The account is active (not deactivated by an admin). */
      actif: z.boolean(),
      /** Verified by Comoé Express. */
      verifie: z.boolean(),
    })
    .nullable(),
});
export const courierVerificationQuerySchema = z.object({
  // No length of its own: a token too long is a wrong token, answered alike (the URL bounds it).
  c: z.string().optional().catch(undefined),
});
export type CourierVerification = z.infer<typeof courierVerificationSchema>;

/**
 * Headers of `marquer-recuperee` and `marquer-livree`. With an `Idempotency-Key`, a request sent
 * again (an offline action synced twice, a retry after a lost answer) gets the first answer —
 * status and body, a 4xx included — with `Idempotent-Replayed: true`, and nothing is applied
 * twice. While the first is still running, a copy waits for its answer a moment, then gets a
 * 409 `MSG.idempotencyInProgress` with `Retry-After` (seconds): send it again later. The same key
 * for another order (409 `MSG.idempotencyKeyReused`) or the other action (409
 * `MSG.idempotencyKeyOtherAction`) is refused. Keys belong to one courier.
 */
export const handoverHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional(),
});
export const REPLAYED_HEADER = 'idempotent-replayed';
