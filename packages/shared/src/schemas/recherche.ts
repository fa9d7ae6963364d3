import { z } from 'zod';
import { MSG } from '../messages.ts';
import { produitSchema } from './entreprises.ts';
import { ouvertureMaintenantFields } from './horaires.ts';
import { foldSearchText, SEARCH_MIN_CHARS } from '../search-text.ts';

export { SEARCH_MIN_CHARS };
export const SEARCH_MAX_CHARS = 60;
/** Products answered at most: a phone screen shows a few groups; more is noise on 3G. */
export const SEARCH_LIMIT = 40;

/** `GET /api/villes/{ville}/recherche?q=`: at least 2 letters once accents and spaces are folded. */
export const rechercheQuerySchema = z.object({
  q: z
    .string({ error: MSG.searchTooShort })
    .max(SEARCH_MAX_CHARS, MSG.searchTooLong)
    .refine((q) => foldSearchText(q).length >= SEARCH_MIN_CHARS, MSG.searchTooShort),
});

/** A product found: the menu's product without its category. */
export const rechercheProduitSchema = produitSchema.pick({
  id: true,
  nom: true,
  description: true,
  prix: true,
  photo: true,
  disponible: true,
});

export const rechercheEntrepriseSchema = z.object({
  id: z.number(),
  nom: z.string(),
  type: z.string(),
  photoFacade: z.string().nullable(),
  /** Computed at the search: a business closed by its hours is found, with when it opens. */
  ...ouvertureMaintenantFields,
  produits: z.array(rechercheProduitSchema),
});

export const rechercheResultSchema = z.object({
  /** Products found, all businesses together (at most SEARCH_LIMIT are listed). */
  total: z.number(),
  entreprises: z.array(rechercheEntrepriseSchema),
});
export type RechercheResult = z.infer<typeof rechercheResultSchema>;
export type RechercheEntreprise = z.infer<typeof rechercheEntrepriseSchema>;
