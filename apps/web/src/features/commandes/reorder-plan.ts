import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { nameKey } from '@comoe/shared/text';
import { priceChoice, withChoices } from '@comoe/shared/product-options';
import type { OptionChoisie } from '@comoe/shared/schemas/product-options';
import { cartItemKey, type CartItem, type CartOption } from '@/lib/cart/cart-store';

/**
 * The line's choices among today's options of the product, matched by group and name (the
 * order keeps names, not ids); null when one is gone or the choice no longer holds.
 */
function sameChoices(
  produit: Produit,
  chosen: readonly OptionChoisie[],
): { options: CartOption[]; price: number } | null {
  const today = (produit.groupesOptions ?? []).flatMap((g) =>
    g.options.map((o) => ({ ...o, groupe: g.nom })),
  );
  const options: CartOption[] = [];
  for (const c of chosen) {
    const o = today.find((t) => nameKey(t.groupe) === nameKey(c.groupe) && nameKey(t.nom) === nameKey(c.nom));
    if (!o) return null;
    options.push({ id: o.id, nom: o.nom, prixDelta: o.prixDelta });
  }
  const choice = priceChoice(
    produit,
    options.map((o) => o.id),
  );
  return choice.ok ? { options, price: choice.prixUnitaire } : null;
}

export type ReorderPlan = {
  items: CartItem[];
  /** Lines that cannot be ordered today: removed from the menu, or out of stock. */
  missing: string[];
  changed: { name: string; from: number; to: number }[];
};

/**
 * 'Commander à nouveau': the order's lines at today's prices. A line is matched by product id,
 * or by name when the product was deleted and created again; the same product on two lines
 * adds up.
 */
export function planReorder(order: ClientOrder, menu: readonly Produit[]): ReorderPlan {
  const byId = new Map(menu.map((p) => [p.id, p]));
  const byName = new Map(menu.map((p) => [nameKey(p.nom), p]));
  const plan: ReorderPlan = { items: [], missing: [], changed: [] };
  for (const line of order.items) {
    const produit =
      (line.produitId !== null ? byId.get(line.produitId) : undefined) ??
      byName.get(nameKey(line.produitNom));
    const label = withChoices(line.produitNom, line.options ?? []);
    const choices = produit?.disponible ? sameChoices(produit, line.options ?? []) : null;
    if (!produit || !choices) {
      if (!plan.missing.includes(label)) plan.missing.push(label);
      continue;
    }
    const key = cartItemKey({ id: produit.id, options: choices.options });
    const already = plan.items.find((item) => cartItemKey(item) === key);
    if (already) {
      already.quantity += line.quantite;
      continue;
    }
    if (choices.price !== line.prixUnitaire) {
      plan.changed.push({ name: label, from: line.prixUnitaire, to: choices.price });
    }
    plan.items.push({
      id: produit.id,
      name: produit.nom,
      price: choices.price,
      ...(choices.options.length > 0 ? { options: choices.options } : {}),
      quantity: line.quantite,
      image: produit.photo,
      restaurantId: order.entrepriseId,
      restaurantName: order.entrepriseNom,
    });
  }
  return plan;
}
