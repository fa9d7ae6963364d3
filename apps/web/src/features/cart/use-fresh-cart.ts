import { useEffect, useState } from 'react';
import { cartItemKey, useCart, type CartItem } from '@/lib/cart/cart-store';
import { useCartMenu } from './api/get-cart-menu';
import { checkFreshness, type LineProblem, type PriceChange } from './cart-freshness';

const NO_PROBLEMS = new Map<string, LineProblem>();

/**
 * Brings the cart's names and prices up to date with the server's menu, so the subtotal on screen
 * is what the order will cost, and tells which lines can no longer be ordered.
 */
export function useFreshCart(entrepriseId: number, items: CartItem[]) {
  const menu = useCartMenu(entrepriseId);
  // The prices the client had in mind on arriving here, to tell them which ones moved.
  const [pricesSeen] = useState(() => new Map(items.map((item) => [cartItemKey(item), item.price])));
  const freshness = menu.data ? checkFreshness(items, menu.data) : null;
  const outdated = freshness !== null && freshness.items !== items;
  const menuData = menu.data;

  useEffect(() => {
    if (!outdated || !menuData) return;
    // From the store's current state, so a quantity changed meanwhile is not overwritten.
    const { items: current } = useCart.getState();
    const fresh = checkFreshness(current, menuData);
    if (fresh.items !== current) useCart.setState({ items: fresh.items });
  }, [outdated, menuData]);

  const priceChanges: PriceChange[] = items.flatMap((item) => {
    const key = cartItemKey(item);
    const seen = pricesSeen.get(key);
    return seen === undefined || seen === item.price
      ? []
      : [{ id: key, name: item.name, from: seen, to: item.price }];
  });

  return { menu, problems: freshness?.problems ?? NO_PROBLEMS, priceChanges };
}
