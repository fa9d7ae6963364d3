import type { GroupeOptions, OptionChoisie } from './schemas/product-options.ts';

/**
 * The one rule for a product's chosen options (issue 21 §3): the client's sheet shows its live
 * price and its refusals with it, and checkout re-prices and refuses with the same function.
 */
export interface ProduitWithOptions {
  nom: string;
  prix: number;
  groupesOptions?: readonly GroupeOptions[] | undefined;
}

export type ChoiceRefusal =
  'OPTION_DUPLICATE' | 'OPTION_OTHER_PRODUCT' | 'OPTION_UNAVAILABLE' | 'OPTION_TOO_FEW' | 'OPTION_TOO_MANY';

export type ChoiceResult =
  | { ok: true; prixUnitaire: number; choix: OptionChoisie[] }
  | { ok: false; code: ChoiceRefusal; message: string; groupeId?: number };

export const CHOICE_MSG = {
  duplicate: (produit: string) => `Une option est choisie deux fois pour ${produit}.`,
  otherProduct: (produit: string) => `Une des options choisies n’existe pas pour ${produit}.`,
  unavailable: (option: string, produit: string) =>
    `L’option « ${option} » de ${produit} n’est plus disponible.`,
  tooFew: (groupe: string, produit: string, min: number) =>
    min <= 1
      ? `Choisissez une option « ${groupe} » pour ${produit}.`
      : `Choisissez au moins ${min} options « ${groupe} » pour ${produit}.`,
  tooMany: (groupe: string, produit: string, max: number) =>
    max === 1
      ? `Une seule option « ${groupe} » pour ${produit}.`
      : `${max} options « ${groupe} » au plus pour ${produit}.`,
} as const;

/** The fewest choices a group asks: a required group at least one. */
export const minOf = (g: Pick<GroupeOptions, 'obligatoire' | 'minChoix'>) =>
  g.obligatoire ? Math.max(1, g.minChoix) : g.minChoix;

/** Prices one unit of the product with these options, or says why the choice is refused. */
export function priceChoice(produit: ProduitWithOptions, optionIds: readonly number[]): ChoiceResult {
  if (new Set(optionIds).size !== optionIds.length)
    return { ok: false, code: 'OPTION_DUPLICATE', message: CHOICE_MSG.duplicate(produit.nom) };
  const wanted = new Set(optionIds);
  const known = new Set((produit.groupesOptions ?? []).flatMap((g) => g.options.map((o) => o.id)));
  if (optionIds.some((id) => !known.has(id)))
    return { ok: false, code: 'OPTION_OTHER_PRODUCT', message: CHOICE_MSG.otherProduct(produit.nom) };

  const choix: OptionChoisie[] = [];
  for (const g of produit.groupesOptions ?? []) {
    const picked = g.options.filter((o) => wanted.has(o.id));
    const gone = picked.find((o) => !o.disponible);
    if (gone)
      return {
        ok: false,
        code: 'OPTION_UNAVAILABLE',
        message: CHOICE_MSG.unavailable(gone.nom, produit.nom),
        groupeId: g.id,
      };
    if (picked.length < minOf(g))
      return {
        ok: false,
        code: 'OPTION_TOO_FEW',
        message: CHOICE_MSG.tooFew(g.nom, produit.nom, minOf(g)),
        groupeId: g.id,
      };
    if (picked.length > g.maxChoix)
      return {
        ok: false,
        code: 'OPTION_TOO_MANY',
        message: CHOICE_MSG.tooMany(g.nom, produit.nom, g.maxChoix),
        groupeId: g.id,
      };
    for (const o of picked) choix.push({ groupe: g.nom, nom: o.nom, prixDelta: o.prixDelta });
  }
  const prixUnitaire = produit.prix + choix.reduce((sum, c) => sum + c.prixDelta, 0);
  return { ok: true, prixUnitaire, choix };
}

/** Lines of one product with other choices are other lines: the key holds the sorted option ids. */
export function lineKey(produitId: number, optionIds: readonly number[]): string {
  return `${produitId}:${[...optionIds].sort((a, b) => a - b).join(',')}`;
}

/** "Burger (Grande, Œuf, Fromage)"; the bare name without choices. */
export function withChoices(nom: string, choix: readonly Pick<OptionChoisie, 'nom'>[]): string {
  return choix.length === 0 ? nom : `${nom} (${choix.map((c) => c.nom).join(', ')})`;
}
