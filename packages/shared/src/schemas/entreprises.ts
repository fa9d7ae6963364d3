import { z } from 'zod';
import { ENTREPRISE_TYPES } from '../enums.ts';
import { ouvertureMaintenantFields } from './horaires.ts';
import { groupeOptionsSchema } from './product-options.ts';

/** A business as clients see it (spec part 1 §3). */
export const publicEntrepriseSchema = z.object({
  id: z.number(),
  nom: z.string(),
  type: z.enum(ENTREPRISE_TYPES),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  photoFacade: z.string().nullable(),
  logo: z.string().nullable(),
  rating: z.number().nullable(),
  nombreAvis: z.number(),
  delivery_time: z.string(),
  adresse: z.string().nullable(),
  ville: z.string(),
  villeId: z.number(),
  telephone: z.string().nullable(),
  categorie: z.string().nullable(),
  /** The owner's switch; `ouverteMaintenant` adds hours, closing dates and pause (issue 21 §2). */
  ouverte: z.boolean(),
  ...ouvertureMaintenantFields,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PublicEntreprise = z.infer<typeof publicEntrepriseSchema>;

export const produitSchema = z.object({
  id: z.number(),
  nom: z.string(),
  description: z.string().nullable(),
  prix: z.number(),
  photo: z.string().nullable(),
  disponible: z.boolean(),
  categorieId: z.number().nullable(),
  entrepriseId: z.number(),
  categorie: z.object({ id: z.number(), nom: z.string(), ordre: z.number() }).nullable(),
  /** Options and extras (issue 21 §3); the API always sends them, [] for a plain product. */
  groupesOptions: z.array(groupeOptionsSchema).optional(),
});
export type Produit = z.infer<typeof produitSchema>;

/** The owner's own company (spec part 2 §3). */
export const ownEntrepriseSchema = z.object({
  id: z.number(),
  utilisateurId: z.number(),
  nom: z.string(),
  description: z.string().nullable(),
  adresse: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  type: z.enum(ENTREPRISE_TYPES),
  villeId: z.number(),
  categorieId: z.number().nullable(),
  typeCuisine: z.string().nullable(),
  photoUrl: z.string().nullable(),
  photoFacadeUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  delaiLivraison: z.string(),
  ouverte: z.boolean(),
  rating: z.number().nullable(),
  nombreAvis: z.number(),
  /** Minutes an accept takes when it gives none (issue 32 §1); the accept dialog offers it first. */
  delaiPreparationHabituelMin: z.number(),
});
