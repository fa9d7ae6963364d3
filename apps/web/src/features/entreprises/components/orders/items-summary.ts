import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { withChoices } from '@comoe/shared/product-options';

/** "3 articles" and "2× Burger (Grande), 1× Jus": the row's two lines (also drawn before the app). */
export function itemsSummary(order: Pick<BusinessOrder, 'items'>): { count: string; text: string } {
  const count = order.items.reduce((n, item) => n + item.quantite, 0);
  return {
    count: `${count} article${count > 1 ? 's' : ''}`,
    text: order.items
      .map((item) => `${item.quantite}× ${withChoices(item.nomProduit, item.options ?? [])}`)
      .join(', '),
  };
}
