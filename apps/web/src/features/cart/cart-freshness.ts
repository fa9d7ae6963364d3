import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import type { CartItem } from '@/lib/cart/cart-store';

export type PriceChange = { id: number; name: string; from: number; to: number };

/** Why a line cannot be ordered as it stands. */
export type LineProblem = 'epuise' | 'introuvable';

export type CartFreshness = {
  /** The cart with today's names and prices; the same array when nothing changed. */
  items: CartItem[];
  problems: Map<number, LineProblem>;
};

/** Compares the stored cart with the business's menu as the server has it now. */
export function checkFreshness(items: CartItem[], menu: readonly Produit[]): CartFreshness {
  const byId = new Map(menu.map((produit) => [produit.id, produit]));
  const problems = new Map<number, LineProblem>();
  let changed = false;

  const fresh = items.map((item) => {
    const produit = byId.get(item.id);
    if (!produit || produit.entrepriseId !== item.restaurantId) {
      problems.set(item.id, 'introuvable');
      return item;
    }
    if (!produit.disponible) problems.set(item.id, 'epuise');
    if (produit.prix === item.price && produit.nom === item.name) return item;
    changed = true;
    return { ...item, name: produit.nom, price: produit.prix };
  });

  return { items: changed ? fresh : items, problems };
}

/** The sentence shown for a line that blocks the order, the same the server would answer. */
export function problemMessage(problem: LineProblem, name: string): string {
  return problem === 'epuise' ? MSG.productUnavailable(name) : MSG.productNotFound;
}
