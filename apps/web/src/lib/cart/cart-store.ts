import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CART_STORAGE_KEY = 'cart-storage';

export type CartItem = {
  /** The product id. */
  id: number;
  name: string;
  /** Whole FCFA. */
  price: number;
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
  addItem: (item: NewCartItem) => boolean;
  /** The cart becomes exactly these lines (one business): a confirmed switch, or a reorder. */
  replaceItems: (items: CartItem[]) => void;
  removeItem: (id: number) => void;
  /** A quantity of 0 or less removes the item. */
  updateQuantity: (id: number, quantity: number) => void;
  clearCart: () => void;
  setOpen: (isOpen: boolean) => void;
};

export type CartState = CartData & CartActions;

const EMPTY: CartData = { items: [], businessId: null, isOpen: false };

export const selectItemCount = (state: CartData): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

export const selectTotal = (state: CartData): number =>
  state.items.reduce((total, item) => total + item.price * item.quantity, 0);

function withoutItem(state: CartData, id: number): Partial<CartData> {
  const items = state.items.filter((item) => item.id !== id);
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
    typeof item.restaurantName === 'string'
  );
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
      addItem: (newItem) => {
        const { businessId, items } = get();
        if (businessId !== null && businessId !== newItem.restaurantId && items.length > 0) return false;
        const existing = items.find((item) => item.id === newItem.id);
        set({
          items: existing
            ? items.map((item) => (item.id === newItem.id ? { ...item, quantity: item.quantity + 1 } : item))
            : [...items, { ...newItem, quantity: 1 }],
          businessId: newItem.restaurantId,
          isOpen: true,
        });
        return true;
      },
      replaceItems: (items) => {
        const kept = items.filter(isCartItem);
        set({ items: kept, businessId: kept[0]?.restaurantId ?? null, isOpen: kept.length > 0 });
      },
      removeItem: (id) => set((state) => withoutItem(state, id)),
      updateQuantity: (id, quantity) =>
        set((state) => {
          if (Number.isNaN(quantity)) return {};
          const whole = Math.floor(quantity);
          if (whole <= 0) return withoutItem(state, id);
          return { items: state.items.map((item) => (item.id === id ? { ...item, quantity: whole } : item)) };
        }),
      clearCart: () => set({ items: [], businessId: null }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ items, businessId, isOpen }): CartData => ({ items, businessId, isOpen }),
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
