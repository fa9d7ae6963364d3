import { beforeEach, describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  cartItemKey,
  selectItemCount,
  selectTotal,
  useCart,
  type NewCartItem,
} from './cart-store';

const garba: NewCartItem = {
  id: 1,
  name: 'Garba',
  price: 1000,
  image: null,
  restaurantId: 10,
  restaurantName: 'Chez Tantie',
};
const alloco: NewCartItem = { ...garba, id: 2, name: 'Alloco', price: 500 };
const paracetamol: NewCartItem = {
  id: 3,
  name: 'Paracétamol',
  price: 1500,
  image: '/uploads/produits/p.webp',
  restaurantId: 20,
  restaurantName: 'Pharmacie du Phare',
};

const cart = () => useCart.getState();

beforeEach(() => {
  cart().clearCart();
  cart().setOpen(false);
});

describe('cart', () => {
  it('starts a new item at quantity 1, takes its business and opens the drawer', () => {
    cart().addItem(garba);
    expect(cart().items).toEqual([{ ...garba, quantity: 1 }]);
    expect(cart().businessId).toBe(10);
    expect(cart().isOpen).toBe(true);
  });

  it('adds one to an item already in the cart', () => {
    cart().addItem(garba);
    cart().addItem(garba);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.quantity).toBe(2);
  });

  it('refuses an item from another business and keeps the cart as it was', () => {
    expect(cart().addItem(garba)).toBe(true);
    cart().addItem(alloco);
    expect(cart().addItem(paracetamol)).toBe(false);
    expect(cart().items.map((item) => item.name)).toEqual(['Garba', 'Alloco']);
    expect(cart().businessId).toBe(10);
  });

  it('takes another business once the cart is replaced', () => {
    cart().addItem(garba);
    cart().replaceItems([{ ...paracetamol, quantity: 2 }]);
    expect(cart().items).toEqual([{ ...paracetamol, quantity: 2 }]);
    expect(cart().businessId).toBe(20);
    expect(cart().addItem(garba)).toBe(false);
  });

  it('removes an item whose quantity is set to 0 or less', () => {
    cart().addItem(garba);
    cart().addItem(alloco);
    cart().updateQuantity('1:', 0);
    expect(cart().items.map((item) => item.id)).toEqual([2]);
    cart().updateQuantity('2:', -3);
    expect(cart().items).toEqual([]);
  });

  it('sets a positive quantity as given', () => {
    cart().addItem(garba);
    cart().updateQuantity('1:', 5);
    expect(cart().items[0]?.quantity).toBe(5);
  });

  it('forgets the business once the last item is gone', () => {
    cart().addItem(garba);
    cart().removeItem('1:');
    expect(cart().businessId).toBeNull();
    cart().addItem(garba);
    cart().updateQuantity('1:', 0);
    expect(cart().businessId).toBeNull();
  });

  it('keeps the business while items remain', () => {
    cart().addItem(garba);
    cart().addItem(alloco);
    cart().removeItem('1:');
    expect(cart().businessId).toBe(10);
  });

  it('forgets the business when cleared', () => {
    cart().addItem(garba);
    cart().clearCart();
    expect(cart().items).toEqual([]);
    expect(cart().businessId).toBeNull();
  });

  it('totals price times quantity and counts quantities', () => {
    cart().addItem(garba);
    cart().addItem(garba);
    cart().addItem(alloco);
    expect(selectTotal(cart())).toBe(2500);
    expect(selectItemCount(cart())).toBe(3);
  });

  it('persists items, business and drawer state under cart-storage', () => {
    cart().addItem(garba);
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ items: [{ ...garba, quantity: 1 }], businessId: 10, isOpen: true });
  });

  it('restores a saved cart, and drops what no longer makes sense', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          items: [
            { ...alloco, quantity: 2 },
            { id: 'x', name: 'cassé' },
          ],
          businessId: 99,
          isOpen: false,
        },
        version: 0,
      }),
    );
    await useCart.persist.rehydrate();
    expect(cart().items).toEqual([{ ...alloco, quantity: 2 }]);
    expect(cart().businessId).toBe(10);
    // A cart saved before options (version 0) still orders: its lines have no choices.
    expect(cartItemKey(cart().items[0]!)).toBe('2:');
  });
});

describe('cart lines with options (issue 21 §3)', () => {
  const grande = { id: 11, nom: 'Grande', prixDelta: 500 };
  const oeuf = { id: 20, nom: 'Œuf', prixDelta: 200 };
  const burger: NewCartItem = { ...garba, id: 5, name: 'Burger', price: 2700, options: [oeuf, grande] };

  it('keeps one line per product and set of choices, whatever their order', () => {
    cart().addItem(burger, 2);
    cart().addItem({ ...burger, options: [grande, oeuf] });
    cart().addItem({ ...burger, price: 2500, options: [grande] });
    expect(cart().items.map((i) => [cartItemKey(i), i.quantity])).toEqual([
      ['5:11,20', 3],
      ['5:11', 1],
    ]);
    cart().updateQuantity('5:11', 0);
    expect(cart().items).toHaveLength(1);
    expect(selectTotal(cart())).toBe(3 * 2700);
  });
});
