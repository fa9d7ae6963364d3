import { z } from 'zod';
import { MSG } from '../messages.ts';
import { MAX_ID, requiredText, safeString } from '../validation.ts';
import { imageUrlSchema, pickedId } from './entreprise-profile.ts';
import { groupesOptionsInputSchema } from './product-options.ts';

export const MAX_PRICE_FCFA = 10_000_000;

/**
 * Whole FCFA (design §4): '1500', '1 500' or 1500; '1500.50' and the French '1500,50' are
 * refused with a message that says why (a comma is read as the decimal point it is in French).
 */
export const priceSchema = z
  .union([z.number(), safeString().trim()], { error: MSG.produitPrixPositive })
  // Blank reads as 0 (the positive-price message); words such as 'abc' read as NaN (not a number).
  .transform((v) => (v === '' ? 0 : Number(String(v).replace(/\s/g, '').replace(',', '.'))))
  .pipe(
    z
      .number({ error: MSG.produitPrixNotNumber })
      .positive(MSG.produitPrixPositive)
      .int(MSG.produitPrixWhole)
      .max(MAX_PRICE_FCFA, MSG.produitPrixTooHigh),
  );

/** A menu section of the owner (spec: product category, keyed by the user id). */
export const categorieProduitSchema = z.object({
  id: z.number(),
  nom: z.string(),
  utilisateurId: z.number(),
  ordre: z.number(),
  /** How many products it holds: a section with products cannot be deleted. */
  nombreProduits: z.number(),
});
export type CategorieProduit = z.infer<typeof categorieProduitSchema>;

export const categorieProduitNomSchema = requiredText(MSG.categorieProduitNomRequired, 60);

/** `POST /api/categoriesProduit`. */
export const newCategorieProduitSchema = z.object({
  nom: categorieProduitNomSchema,
  utilisateurId: z.number({ error: MSG.forbidden }).int().positive().max(MAX_ID),
});
/** `PUT /api/categoriesProduit/{id}`. */
export const renameCategorieProduitSchema = z.object({ nom: categorieProduitNomSchema });

const produitFields = {
  nom: requiredText(MSG.produitNomRequired, 80),
  description: requiredText(MSG.produitDescriptionRequired, 500),
  prix: priceSchema,
  disponible: z.boolean().default(true),
  categorieId: pickedId(MSG.produitCategorieRequired, MSG.produitCategorieRequired),
  photo: imageUrlSchema,
  /** Options and extras (issue 21 §3): the whole list, in the order shown to clients. */
  groupesOptions: groupesOptionsInputSchema.default([]),
};

/** The add/edit panel of the menu tab. */
export const produitFormSchema = z.object(produitFields);
export type ProduitFormInput = z.input<typeof produitFormSchema>;

/** `POST /api/produits` (answers 201 with the product and its `id`). */
export const newProduitSchema = z.object({
  ...produitFields,
  entrepriseId: z.number({ error: MSG.entrepriseNotFound }).int().positive().max(MAX_ID),
});
export type NewProduitInput = z.input<typeof newProduitSchema>;

/** `PUT /api/produits/{id}`: any of the fields (the availability switch sends `disponible` alone). */
export const produitPatchSchema = z
  .object({
    nom: produitFields.nom,
    description: produitFields.description,
    prix: produitFields.prix,
    disponible: z.boolean({ error: MSG.produitBadRequest }),
    categorieId: produitFields.categorieId,
    photo: produitFields.photo,
    // No default here: a patch without the list (the availability switch) keeps the groups.
    groupesOptions: groupesOptionsInputSchema,
  })
  .partial();
export type ProduitPatchInput = z.input<typeof produitPatchSchema>;
