import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { priceChoice } from '@comoe/shared/product-options';
import { cartItemKey, type CartItem } from '@/lib/cart/cart-store';

/** `id` is the line's key (`cartItemKey`). */
export type PriceChange = { id: string; name: string; from: number; to: number };

/** Why a line cannot be ordered as it stands; 'options': its choices no longer fit the menu. */
export type LineProblem = 'epuise' | 'introuvable' | 'options';

export type CartFreshness = {
  /** The cart with today's names and prices; the same array when nothing changed. */
  items: CartItem[];
  /** By line key (`cartItemKey`). */
  problems: Map<string, LineProblem>;
};

/** Compares the stored cart with the business's menu as the server has it now. */
export function checkFreshness(items: CartItem[], menu: readonly Produit[]): CartFreshness {
  const byId = new Map(menu.map((produit) => [produit.id, produit]));
  const problems = new Map<string, LineProblem>();
  let changed = false;

  const fresh = items.map((item) => {
    const key = cartItemKey(item);
    const produit = byId.get(item.id);
    if (!produit || produit.entrepriseId !== item.restaurantId) {
      problems.set(key, 'introuvable');
      return item;
    }
    if (!produit.disponible) problems.set(key, 'epuise');
    // The same rule as checkout: today's deltas, and whether the choices still hold.
    const choice = priceChoice(
      produit,
      (item.options ?? []).map((o) => o.id),
    );
    if (!choice.ok) {
      if (produit.disponible) problems.set(key, 'options');
      return item;
    }
    if (choice.prixUnitaire === item.price && produit.nom === item.name) return item;
    changed = true;
    return { ...item, name: produit.nom, price: choice.prixUnitaire };
  });

  return { items: changed ? fresh : items, problems };
}

/** The sentence shown for a line that blocks the order, the same the server would answer. */
export function problemMessage(problem: LineProblem, name: string): string {
  if (problem === 'options')
    return `Les options de ${name} ont changé : retirez-le et choisissez-les à nouveau.`;
  return problem === 'epuise' ? MSG.productUnavailable(name) : MSG.productNotFound;
}
