import { z } from 'zod';
import { idSchema } from '../validation.ts';

/** Issue 21 §3: the owner orders his menu and switches several products at once. */
export const MENU_ORDER_MSG = {
  idsInvalid: 'La liste des éléments est invalide.',
  idsTwice: 'Chaque élément ne doit figurer qu’une fois dans la liste.',
  categoriesMismatch:
    'La liste doit contenir toutes les catégories de votre menu, chacune une fois. Rechargez la page et réessayez.',
  produitsMismatch:
    'La liste doit contenir tous les produits de cette catégorie, chacun une fois. Rechargez la page et réessayez.',
  produitsNotYours: 'Certains de ces produits ne font pas partie de votre menu.',
  disponibleRequired: 'Indiquez si les produits sont disponibles.',
  orderSaved: 'Ordre enregistré',
  orderFailed: "Le nouvel ordre n'a pas été enregistré.",
} as const;

/** A bounded list of distinct ids: a menu of a small kitchen holds a few dozen rows. */
export const MAX_MENU_IDS = 500;
const idList = z
  .array(idSchema(MENU_ORDER_MSG.idsInvalid), { error: MENU_ORDER_MSG.idsInvalid })
  .min(1, MENU_ORDER_MSG.idsInvalid)
  .max(MAX_MENU_IDS, MENU_ORDER_MSG.idsInvalid)
  .refine((ids) => new Set(ids).size === ids.length, MENU_ORDER_MSG.idsTwice);

/** `PUT /api/entreprises/{id}/categories-produit/ordre`: every section of the menu, in the new order. */
export const ordreCategoriesSchema = z.object({ ids: idList });

/** `PUT /api/entreprises/{id}/produits/ordre`: every product of one section, in the new order. */
export const ordreProduitsSchema = z.object({
  categorieId: idSchema(MENU_ORDER_MSG.idsInvalid),
  ids: idList,
});

/** `PUT /api/entreprises/{id}/produits/disponibilite`: 'Disponible' / 'Indisponible' for a selection. */
export const disponibiliteProduitsSchema = z.object({
  ids: idList,
  disponible: z.boolean({ error: MENU_ORDER_MSG.disponibleRequired }),
});
export type DisponibiliteProduitsInput = z.input<typeof disponibiliteProduitsSchema>;

export const disponibiliteResultSchema = z.object({ modifies: z.number() });
