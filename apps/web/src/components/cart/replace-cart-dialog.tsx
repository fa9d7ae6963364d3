import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCart, type CartItem } from '@/lib/cart/cart-store';
import { chezPhrase } from '@/lib/cart/chez';
import { LABELS } from '@/lib/labels';

type Pending = { items: CartItem[]; onReplaced: () => void };

/**
 * Items of one business only in a cart: putting another business's items in asks first, since
 * it empties what the client had chosen. `offer` fills the cart at once when it is empty or
 * holds the same business (unless `askIfAny`); otherwise the dialog asks, and `onReplaced` runs
 * once confirmed.
 */
export function useReplaceCart(): {
  offer: (items: CartItem[], onReplaced: () => void, opts?: { askIfAny?: boolean }) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useCart((state) => state.items);
  const replaceItems = useCart((state) => state.replaceItems);

  const offer = (items: CartItem[], onReplaced: () => void, opts: { askIfAny?: boolean } = {}) => {
    const holder = useCart.getState().items[0];
    // A reorder replaces the whole cart: it asks even when the cart holds the same business.
    if (!holder || (!opts.askIfAny && holder.restaurantId === items[0]?.restaurantId)) {
      replaceItems(items);
      onReplaced();
      return;
    }
    setPending({ items, onReplaced });
  };

  const from = current[0]?.restaurantName ?? '';
  const to = pending?.items[0]?.restaurantName ?? '';
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={`Votre panier contient des articles de ${from}.`}
      description={`Le vider pour commander ${chezPhrase(to)} ?`}
      confirmLabel={LABELS.emptyCart}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) {
          replaceItems(pending.items);
          pending.onReplaced();
        }
        setPending(null);
      }}
    />
  );
  return { offer, dialog };
}
