import { z } from 'zod';
import { ENTREPRISE_TYPES } from '../enums.ts';

export const villeSchema = z.object({
  id: z.number(),
  nom: z.string(),
  photoUrl: z.string().nullable(),
  /** The businesses clients can order from there: a city shows to clients once it has one. */
  nombreEntreprises: z.number(),
});
export type Ville = z.infer<typeof villeSchema>;

export const categorieEntrepriseSchema = z.object({ id: z.number(), nom: z.string() });
export type CategorieEntreprise = z.infer<typeof categorieEntrepriseSchema>;

export const entrepriseTypeSchema = z.enum(ENTREPRISE_TYPES);
