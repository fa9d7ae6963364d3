import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { nameKey } from '@comoe/shared/text';
import type { CartItem } from '@/lib/cart/cart-store';

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
    if (!produit?.disponible) {
      if (!plan.missing.includes(line.produitNom)) plan.missing.push(line.produitNom);
      continue;
    }
    const already = plan.items.find((item) => item.id === produit.id);
    if (already) {
      already.quantity += line.quantite;
      continue;
    }
    if (produit.prix !== line.prixUnitaire) {
      plan.changed.push({ name: produit.nom, from: line.prixUnitaire, to: produit.prix });
    }
    plan.items.push({
      id: produit.id,
      name: produit.nom,
      price: produit.prix,
      quantity: line.quantite,
      image: produit.photo,
      restaurantId: order.entrepriseId,
      restaurantName: order.entrepriseNom,
    });
  }
  return plan;
}
