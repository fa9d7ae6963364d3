import type { CartItem } from '@/lib/cart/cart-store';

/** The spec's cart popup lists this many lines, then says how many more there are. */
export const PREVIEW_LIMIT = 3;

export function cartPreview(items: readonly CartItem[], limit = PREVIEW_LIMIT) {
  return { shown: items.slice(0, limit), hiddenCount: Math.max(0, items.length - limit) };
}

/** '+2 autres articles'; one line more reads in the singular. */
export function moreItemsLabel(hiddenCount: number): string {
  return hiddenCount === 1 ? '+1 autre article' : `+${hiddenCount} autres articles`;
}

export function articlesLabel(count: number): string {
  return `${count} ${count > 1 ? 'articles' : 'article'}`;
}
