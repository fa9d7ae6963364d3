import { z } from 'zod';
import { ENTREPRISE_TYPES, PAYOUT_METHODS } from '../enums.ts';
import { MSG } from '../messages.ts';
import {
  MAX_ID,
  latitudeSchema,
  longitudeSchema,
  mobileMoneyNumberSchema,
  optionalEmail,
  optionalText,
  safeString,
} from '../validation.ts';
import { ownEntrepriseSchema } from './entreprises.ts';
import { ouvertureMaintenantFields } from './horaires.ts';
import { DECISION_MSG, delaiPreparationSchema } from './order-decisions.ts';
import { PAYMENT_TYPE_LABELS } from '../payment-types.ts';

/** Spec part 2 §5: an optional +, then 7 to 20 digits, spaces, hyphens or parentheses. */
export const ENTREPRISE_PHONE_PATTERN = /^\+?[\d\s\-()]{7,20}$/;

/** The value of the category select that means "a new category, named below". */
export const NEW_CATEGORY = 'nouvelle';

/**
 * An id picked in a select (a string in a form, a number in a JSON body): blank is `required`,
 * anything not a whole positive number is `invalid`.
 */
export const pickedId = (required: string, invalid: string) =>
  z
    .union([z.number(), safeString().trim()], { error: required })
    .refine((v) => v !== '', required)
    .transform((v) => Number(v))
    .pipe(z.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_ID, invalid));

/** A picture is an uploaded file of ours or an https address; never `javascript:` or `data:`. */
export const imageUrlSchema = safeString()
  .trim()
  .max(500, MSG.textTooLong(500))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || v.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/.test(v),
    MSG.imageUrlInvalid,
  );

/**
 * The facade and the logo: a file of ours, sent with the upload button, or none. An address of
 * an image elsewhere never shows (the site's CSP allows our own images only) and would replace
 * (and delete) the uploaded photo.
 */
export const UPLOADED_IMAGE_ONLY =
  "Envoyez la photo depuis votre appareil : les adresses d'images en ligne ne sont pas acceptées.";
export const uploadedImageSchema = imageUrlSchema.refine(
  (v) => v === null || v.startsWith('/uploads/'),
  UPLOADED_IMAGE_ONLY,
);

const minText = (min: number, message: string, max: number) =>
  safeString({ error: message }).trim().min(min, message).max(max, MSG.textTooLong(max));

/**
 * `PUT /api/entreprises/{id}` and the settings form ('Modifier le profil de l'entreprise').
 * The category is an existing one (`categorieId`) or a new one by name (`categorieNom`, chosen
 * in the form with `categorieId = NEW_CATEGORY`). The output carries exactly one of the two.
 */
export const entrepriseProfileSchema = z
  .object({
    nom: minText(2, MSG.entrepriseNomMin, 80),
    description: minText(10, MSG.entrepriseDescriptionMin, 1000),
    adresse: minText(5, MSG.entrepriseAdresseMin, 200),
    /** Optional, as at sign-up: blank is null. */
    email: optionalEmail,
    telephone: safeString()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || ENTREPRISE_PHONE_PATTERN.test(v), MSG.entreprisePhoneInvalid),
    type: z.enum(ENTREPRISE_TYPES, { error: MSG.entrepriseTypeRequired }),
    villeId: pickedId(MSG.cityRequired, MSG.villeInvalid),
    categorieId: z.union([z.number(), safeString().trim()]).nullish(),
    categorieNom: safeString().trim().max(60, MSG.textTooLong(60)).nullish(),
    /** Kept for restaurants only; the server drops it for other types. */
    typeCuisine: optionalText(60),
    photoFacadeUrl: uploadedImageSchema,
    logoUrl: uploadedImageSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    /** Minutes, a number or the form's text; absent or blank: unchanged (the spec's body has none). */
    delaiPreparationHabituelMin: z
      .union([z.number(), safeString().trim()], { error: DECISION_MSG.delaiInvalid })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
      .pipe(delaiPreparationSchema.optional()),
  })
  .transform((v, ctx) => {
    const { categorieId, categorieNom, ...rest } = v;
    const wantsNew = categorieId === NEW_CATEGORY || ((categorieId ?? '') === '' && !!categorieNom);
    if (wantsNew) {
      if (!categorieNom) {
        ctx.addIssue({ code: 'custom', path: ['categorieNom'], message: MSG.newCategorieNameRequired });
        return z.NEVER;
      }
      return { ...rest, categorieId: null, categorieNom };
    }
    const id = pickedId(MSG.categorieRequired, MSG.categorieInvalid).safeParse(categorieId ?? '');
    if (!id.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['categorieId'],
        message: id.error.issues[0]?.message ?? MSG.categorieInvalid,
      });
      return z.NEVER;
    }
    return { ...rest, categorieId: id.data, categorieNom: null };
  });
export type EntrepriseProfileInput = z.input<typeof entrepriseProfileSchema>;
export type EntrepriseProfile = z.output<typeof entrepriseProfileSchema>;

/** `GET /api/entreprises/me` and the answer of `PUT /api/entreprises/{id}`. */
export const ownEntrepriseDetailsSchema = ownEntrepriseSchema.extend({
  categorieNom: z.string().nullable(),
  /** Phone, facade photo and category: a business is listed to clients only once complete. */
  profilComplet: z.boolean(),
  /** A running pause's end, and what clients see now (issue 21 §2). */
  pauseFinAt: z.string().nullable(),
  ...ouvertureMaintenantFields,
});
export type OwnEntreprise = z.infer<typeof ownEntrepriseDetailsSchema>;

/** Design §12. */
export function isProfileComplete(e: {
  telephone: string | null;
  photoFacadeUrl: string | null;
  categorieId: number | null;
}): boolean {
  return !!e.telephone && !!e.photoFacadeUrl && e.categorieId !== null;
}

/** `PUT /api/entreprises/{id}/ouverture`: 'Ouvert / Fermé'. A closed business stays listed and refuses checkout. */
export const ouvertureSchema = z.object({
  ouverte: z.boolean({ error: 'Indiquez si l’entreprise est ouverte.' }),
});

/** The wallets the payment onboarding offers (spec part 2 §2); the settings form offers every payout method. */
export const ONBOARDING_PAYOUT_METHODS = [
  'ORANGE_MONEY',
  'WAVE',
] as const satisfies readonly (typeof PAYOUT_METHODS)[number][];

export const PAYOUT_METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = {
  ORANGE_MONEY: PAYMENT_TYPE_LABELS.ORANGE_MONEY,
  MOOV_MONEY: PAYMENT_TYPE_LABELS.MOOV_MONEY,
  MTN_MONEY: PAYMENT_TYPE_LABELS.MTN_MONEY,
  WAVE: PAYMENT_TYPE_LABELS.WAVE,
  CASH: PAYMENT_TYPE_LABELS.ESPECES,
};

/** `PUT /api/payouts/entreprise/{id}` and the onboarding form. */
export const payoutAccountInputSchema = z.object({
  entrepriseId: z.number().int().positive().max(MAX_ID).optional(),
  paymentMethod: z.enum(PAYOUT_METHODS, { error: MSG.payoutMethodRequired }),
  paymentNumber: mobileMoneyNumberSchema,
  accountName: optionalText(80),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = z.object({
  entrepriseId: z.number(),
  paymentMethod: z.enum(PAYOUT_METHODS),
  paymentNumber: z.string(),
  accountName: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
