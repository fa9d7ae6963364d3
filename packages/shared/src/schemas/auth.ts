import { z } from 'zod';
import { ENTREPRISE_TYPES, GENRES, TRANSPORTS } from '../enums.ts';
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

const registerCommon = {
  prenom: requiredText(MSG.prenomRequired, 60),
  nom: requiredText(MSG.nomRequired, 60),
  email: optionalEmail,
  telephone: phoneSchema,
  motDePasse: passwordSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  infoSupplementaire: optionalText(300),
  cityId: z.coerce
    .number({ error: MSG.cityRequired })
    .int(MSG.cityRequired)
    .positive(MSG.cityRequired)
    .max(MAX_ID, MSG.cityUnknown),
};

const genre = z.enum(GENRES, { error: MSG.genreRequired });

export const registerClientSchema = z.object({
  ...registerCommon,
  role: z.literal('CLIENT'),
  genre,
  dateDeNaissance: birthDateSchema,
});

export const registerEntrepriseSchema = z.object({
  ...registerCommon,
  role: z.literal('ENTREPRISE'),
  nomEntreprise: requiredText(MSG.nomEntrepriseRequired, 80),
  typeEntreprise: z.enum(ENTREPRISE_TYPES, { error: MSG.typeEntrepriseRequired }),
});

export const registerLivreurSchema = z.object({
  ...registerCommon,
  role: z.literal('LIVREUR'),
  genre,
  dateDeNaissance: birthDateSchema,
  typeTransport: z.enum(TRANSPORTS, { error: MSG.transportRequired }),
});

export const registerSchema = z.discriminatedUnion(
  'role',
  [registerClientSchema, registerEntrepriseSchema, registerLivreurSchema],
  { error: 'Le type de compte est invalide.' },
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const registerResponseSchema = z.object({
  id: z.number(),
  telephone: z.string(),
  role: z.string(),
});

export const loginSchema = z.object({
  telephone: safeString({ error: MSG.telephoneRequired }).trim().min(1, MSG.telephoneRequired).max(40),
  motDePasse: safeString({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  id: z.number(),
  telephone: z.string(),
  role: z.enum(['ROLE_CLIENT', 'ROLE_ENTREPRISE', 'ROLE_LIVREUR', 'ROLE_ADMIN']),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
