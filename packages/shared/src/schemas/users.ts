import { z } from 'zod';
import { ENTREPRISE_TYPES, GENRES, ROLES } from '../enums.ts';
import { MSG } from '../messages.ts';
import {
  MAX_ID,
  birthDateSchema,
  latitudeSchema,
  longitudeSchema,
  optionalEmail,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
  safeString,
} from '../validation.ts';

export const userProfileSchema = z.object({
  id: z.number(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  telephone: z.string(),
  genre: z.enum(GENRES).nullable(),
  dateDeNaissance: z.string().nullable(),
  cityId: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  infoSupplementaire: z.string().nullable(),
  photoProfilUrl: z.string().nullable(),
  nomEntreprise: z.string().nullable(),
  typeEntreprise: z.enum(ENTREPRISE_TYPES).nullable(),
  role: z.enum(ROLES),
  statut: z.enum(['ACTIF', 'INACTIF']),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Every field is optional: the profile page saves one section at a time. */
export const updateUserSchema = z
  .object({
    prenom: requiredText(MSG.prenomRequired, 60),
    nom: requiredText(MSG.nomRequired, 60),
    email: optionalEmail,
    telephone: phoneSchema,
    genre: z.enum(GENRES, { error: MSG.genreRequired }).nullable(),
    dateDeNaissance: birthDateSchema.nullable(),
    cityId: z
      .number({ error: MSG.cityRequired })
      .int()
      .positive(MSG.cityRequired)
      .max(MAX_ID, MSG.cityUnknown)
      .nullable(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    infoSupplementaire: optionalText(300),
    nomEntreprise: requiredText(MSG.nomEntrepriseRequired, 80),
    typeEntreprise: z.enum(ENTREPRISE_TYPES, { error: MSG.typeEntrepriseRequired }),
  })
  .partial();
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/**
 * `PUT /api/users/{id}`'s body: a profile read with GET and written back unchanged is accepted
 * for every role, so the business fields GET answers as null (an account without a business)
 * mean "unchanged", as an absent field does.
 */
export const updateUserBodySchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const key of ['nomEntreprise', 'typeEntreprise']) if (copy[key] === null) delete copy[key];
  return copy;
}, updateUserSchema);

export const changePasswordSchema = z.object({
  currentPassword: safeString({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields).max(128),
  newPassword: safeString({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields).pipe(passwordSchema),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
