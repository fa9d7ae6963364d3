import { z } from 'zod';
import { MAX_ID, requiredText, safeString } from '../validation.ts';

/**
 * Options and extras of a product (issue 21 §3): "Taille" (exactly one of Petite, Grande +500),
 * "Suppléments" (0 to 2 of Œuf +200, Fromage +300). Deltas are whole FCFA, never negative.
 */
export const MAX_GROUPES_PER_PRODUIT = 10;
export const MAX_OPTIONS_PER_GROUPE = 20;
export const MAX_OPTION_NAME = 60;
export const MAX_PRIX_DELTA = 1_000_000;

export const OPTION_MSG = {
  groupeNomRequired: 'Donnez un nom au groupe d’options (par exemple « Taille »).',
  optionNomRequired: 'Donnez un nom à l’option (par exemple « Grande »).',
  deltaNotNumber: 'Le supplément doit être un nombre entier de FCFA (0 si l’option est gratuite).',
  deltaWhole: 'Le supplément est en FCFA entiers, sans centimes (par exemple 500).',
  deltaNegative: 'Le supplément ne peut pas être négatif.',
  deltaTooHigh: 'Le supplément ne doit pas dépasser 1 000 000 FCFA.',
  choixInvalid: 'Le nombre de choix doit être un nombre entier.',
  tooManyGroupes: `${MAX_GROUPES_PER_PRODUIT} groupes d’options au plus par produit.`,
  tooManyOptions: `${MAX_OPTIONS_PER_GROUPE} options au plus par groupe.`,
  noOption: 'Ajoutez au moins une option au groupe.',
  requiredNeedsMin: 'Un groupe obligatoire demande au moins 1 choix.',
  optionalHasNoMin:
    'Un groupe facultatif ne demande aucun choix minimum : cochez « Obligatoire » ou mettez 0.',
  maxBelowMin: 'Le maximum de choix doit être au moins égal au minimum.',
  maxAboveOptions: 'Le maximum de choix dépasse le nombre d’options du groupe.',
  groupeNameTwice: 'Deux groupes portent le même nom.',
  optionNameTwice: 'Deux options du groupe portent le même nom.',
  optionsInvalid: 'Les options choisies sont invalides.',
} as const;

/** Whole FCFA, '500', '1 000' or 500; 0 is a free option; 'abc' and '0,5' say why they are refused. */
export const prixDeltaSchema = z
  .union([z.number(), safeString().trim()], { error: OPTION_MSG.deltaNotNumber })
  .transform((v) => (v === '' ? 0 : Number(String(v).replace(/\s/g, '').replace(',', '.'))))
  .pipe(
    z
      .number({ error: OPTION_MSG.deltaNotNumber })
      .int(OPTION_MSG.deltaWhole)
      .min(0, OPTION_MSG.deltaNegative)
      .max(MAX_PRIX_DELTA, OPTION_MSG.deltaTooHigh),
  );

const choixCount = z
  .number({ error: OPTION_MSG.choixInvalid })
  .int(OPTION_MSG.choixInvalid)
  .min(0, OPTION_MSG.choixInvalid)
  .max(MAX_OPTIONS_PER_GROUPE, OPTION_MSG.choixInvalid);

/** An existing option or group keeps its id across edits, so carts holding it stay valid. */
const keptId = z.number().int().positive().max(MAX_ID).optional();

export const optionInputSchema = z.object({
  id: keptId,
  nom: requiredText(OPTION_MSG.optionNomRequired, MAX_OPTION_NAME),
  prixDelta: prixDeltaSchema,
  disponible: z.boolean().default(true),
});

const sameName = (a: string, b: string) => a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');
const hasTwice = (names: string[]) => names.some((n, i) => names.findIndex((m) => sameName(m, n)) !== i);

export const groupeOptionsInputSchema = z
  .object({
    id: keptId,
    nom: requiredText(OPTION_MSG.groupeNomRequired, MAX_OPTION_NAME),
    obligatoire: z.boolean().default(false),
    minChoix: choixCount.default(0),
    maxChoix: choixCount.min(1, OPTION_MSG.maxBelowMin),
    options: z
      .array(optionInputSchema, { error: OPTION_MSG.noOption })
      .min(1, OPTION_MSG.noOption)
      .max(MAX_OPTIONS_PER_GROUPE, OPTION_MSG.tooManyOptions),
  })
  .superRefine((g, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (g.obligatoire && g.minChoix < 1) issue(OPTION_MSG.requiredNeedsMin, 'minChoix');
    if (!g.obligatoire && g.minChoix > 0) issue(OPTION_MSG.optionalHasNoMin, 'minChoix');
    if (g.maxChoix < g.minChoix) issue(OPTION_MSG.maxBelowMin, 'maxChoix');
    if (g.maxChoix > g.options.length) issue(OPTION_MSG.maxAboveOptions, 'maxChoix');
    if (hasTwice(g.options.map((o) => o.nom))) issue(OPTION_MSG.optionNameTwice, 'options');
  });
export type GroupeOptionsInput = z.input<typeof groupeOptionsInputSchema>;
export type GroupeOptionsValues = z.output<typeof groupeOptionsInputSchema>;

/** The product body's `groupesOptions`: on update, the whole list replaces the previous one. */
export const groupesOptionsInputSchema = z
  .array(groupeOptionsInputSchema, { error: OPTION_MSG.optionsInvalid })
  .max(MAX_GROUPES_PER_PRODUIT, OPTION_MSG.tooManyGroupes)
  .refine((gs) => !hasTwice(gs.map((g) => g.nom)), OPTION_MSG.groupeNameTwice);

export const optionProduitSchema = z.object({
  id: z.number(),
  nom: z.string(),
  prixDelta: z.number(),
  disponible: z.boolean(),
});
export type OptionProduit = z.infer<typeof optionProduitSchema>;

export const groupeOptionsSchema = z.object({
  id: z.number(),
  nom: z.string(),
  obligatoire: z.boolean(),
  minChoix: z.number(),
  maxChoix: z.number(),
  options: z.array(optionProduitSchema),
});
export type GroupeOptions = z.infer<typeof groupeOptionsSchema>;

/** What an order line keeps of each choice: the menu may change, the order's history may not. */
export const optionChoisieSchema = z.object({
  groupe: z.string(),
  nom: z.string(),
  prixDelta: z.number(),
});
export type OptionChoisie = z.infer<typeof optionChoisieSchema>;

/** A checkout line's chosen option ids (none for a product without options). */
export const chosenOptionIdsSchema = z
  .array(z.number({ error: OPTION_MSG.optionsInvalid }).int().positive().max(MAX_ID), {
    error: OPTION_MSG.optionsInvalid,
  })
  .max(MAX_GROUPES_PER_PRODUIT * MAX_OPTIONS_PER_GROUPE, OPTION_MSG.optionsInvalid)
  .default([]);
