import type { Produit } from '@comoe/shared/schemas/entreprises';

export type MenuSection = {
  /** The section's element id, which the side menu scrolls to. */
  anchor: string;
  title: string;
  produits: Produit[];
};

export const UNCATEGORIZED_TITLE = 'Autres';

/**
 * One section per product category, in the order the server gives (the owner's order);
 * products without a category are gathered at the end under 'Autres'.
 */
export function groupMenu(produits: readonly Produit[]): MenuSection[] {
  const sections = new Map<number, MenuSection>();
  const loose: Produit[] = [];
  for (const produit of produits) {
    const { categorie } = produit;
    if (!categorie) {
      loose.push(produit);
      continue;
    }
    const section = sections.get(categorie.id);
    if (section) section.produits.push(produit);
    else
      sections.set(categorie.id, {
        anchor: `categorie-${categorie.id}`,
        title: categorie.nom,
        produits: [produit],
      });
  }
  const grouped = [...sections.values()];
  if (loose.length) grouped.push({ anchor: 'categorie-autres', title: UNCATEGORIZED_TITLE, produits: loose });
  return grouped;
}
