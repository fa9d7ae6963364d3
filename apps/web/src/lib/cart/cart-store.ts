import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { lineKey } from '@comoe/shared/product-options';

export const CART_STORAGE_KEY = 'cart-storage';

/** A chosen option of a cart line, as the menu showed it (issue 21 §3). */
export type CartOption = { id: number; nom: string; prixDelta: number };

export type CartItem = {
  /** The product id. */
  id: number;
  name: string;
  /** Whole FCFA, for one unit: the product's price plus its options' deltas. */
  price: number;
  /** The choices; absent on lines stored before options existed, and for plain products. */
  options?: CartOption[] | undefined;
  quantity: number;
  image: string | null;
  restaurantId: number;
  restaurantName: string;
};

export type NewCartItem = Omit<CartItem, 'quantity'>;

type CartData = {
  items: CartItem[];
  /** The one business every item comes from; null when the cart is empty. */
  businessId: number | null;
  /** Whether the cart drawer is open. */
  isOpen: boolean;
};

type CartActions = {
  /**
   * Adds one of this product. Refused (false, nothing changes) when the cart holds another
   * business's items: the page asks the client first, then calls `replaceItems`.
   */
  addItem: (item: NewCartItem, quantity?: number) => boolean;
  /** The cart becomes exactly these lines (one business): a confirmed switch, or a reorder. */
  replaceItems: (items: CartItem[]) => void;
  /** By line key (`cartItemKey`): lines of one product with other choices are other lines. */
  removeItem: (key: string) => void;
  /** A quantity of 0 or less removes the item. */
  updateQuantity: (key: string, quantity: number) => void;
  clearCart: () => void;
  setOpen: (isOpen: boolean) => void;
};

export type CartState = CartData & CartActions;

const EMPTY: CartData = { items: [], businessId: null, isOpen: false };

export const selectItemCount = (state: CartData): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

export const selectTotal = (state: CartData): number =>
  state.items.reduce((total, item) => total + item.price * item.quantity, 0);

/** One line per product and set of choices, the same key checkout groups by. */
export const cartItemKey = (item: Pick<CartItem, 'id' | 'options'>): string =>
  lineKey(
    item.id,
    (item.options ?? []).map((o) => o.id),
  );

function withoutItem(state: CartData, key: string): Partial<CartData> {
  const items = state.items.filter((item) => cartItemKey(item) !== key);
  return { items, businessId: items.length ? state.businessId : null };
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    item.quantity > 0 &&
    (typeof item.image === 'string' || item.image === null) &&
    typeof item.restaurantId === 'number' &&
    typeof item.restaurantName === 'string' &&
    (item.options === undefined || (Array.isArray(item.options) && item.options.every(isCartOption)))
  );
}

function isCartOption(value: unknown): value is CartOption {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return typeof o.id === 'number' && typeof o.nom === 'string' && typeof o.prixDelta === 'number';
}

/** What another version of the app, or a hand-edited storage, left behind is kept only if it still makes sense. */
function restore(persisted: unknown): CartData {
  if (typeof persisted !== 'object' || persisted === null) return EMPTY;
  const saved = persisted as Record<string, unknown>;
  const items = Array.isArray(saved.items) ? saved.items.filter(isCartItem) : [];
  const businessId = items[0]?.restaurantId ?? null;
  if (items.some((item) => item.restaurantId !== businessId)) return EMPTY;
  return { items, businessId, isOpen: saved.isOpen === true };
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      addItem: (newItem, quantity = 1) => {
        const { businessId, items } = get();
        if (businessId !== null && businessId !== newItem.restaurantId && items.length > 0) return false;
        const key = cartItemKey(newItem);
        const existing = items.find((item) => cartItemKey(item) === key);
        set({
          items: existing
            ? items.map((item) =>
                item === existing ? { ...item, quantity: item.quantity + quantity } : item,
              )
            : [...items, { ...newItem, quantity }],
          businessId: newItem.restaurantId,
          isOpen: true,
        });
        return true;
      },
      replaceItems: (items) => {
        const kept = items.filter(isCartItem);
        set({ items: kept, businessId: kept[0]?.restaurantId ?? null, isOpen: kept.length > 0 });
      },
      removeItem: (key) => set((state) => withoutItem(state, key)),
      updateQuantity: (key, quantity) =>
        set((state) => {
          if (Number.isNaN(quantity)) return {};
          const whole = Math.floor(quantity);
          if (whole <= 0) return withoutItem(state, key);
          return {
            items: state.items.map((item) =>
              cartItemKey(item) === key ? { ...item, quantity: whole } : item,
            ),
          };
        }),
      clearCart: () => set({ items: [], businessId: null }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: CART_STORAGE_KEY,
      // Version 1 adds the lines' options; a version-0 cart (no options) is read as it is.
      version: 1,
      migrate: (persisted) => restore(persisted),
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ items, businessId, isOpen }): CartData => ({ items, businessId, isOpen }),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
