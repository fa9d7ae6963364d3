import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart, type CartItem } from '@/lib/cart/cart-store';
import { FloatingCart } from './floating-cart';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function item(id: number, name: string, price: number, quantity: number): CartItem {
  return { id, name, price, quantity, image: null, restaurantId: 4, restaurantName: 'Chez Tantie Awa' };
}

function renderWith(items: CartItem[]) {
  useCart.setState({ items, businessId: items.length ? 4 : null, isOpen: false });
  render(
    <MemoryRouter>
      <FloatingCart />
    </MemoryRouter>,
  );
}

const openPopup = () => fireEvent.click(screen.getByRole('button', { name: /^Mon panier/ }));

afterEach(() => useCart.setState({ items: [], businessId: null, isOpen: false }));

describe('floating cart', () => {
  it('is hidden while the cart is empty', () => {
    renderWith([]);
    expect(screen.queryByRole('button', { name: /^Mon panier/ })).toBeNull();
  });

  it('shows the item count and opens a popup with the first 3 lines, the rest counted', () => {
    renderWith([
      item(1, 'Garba', 1000, 2),
      item(2, 'Bissap', 500, 1),
      item(3, 'Alloco poulet', 2000, 1),
      item(4, 'Kedjenou de poulet', 3500, 1),
      item(5, 'Gnamankoudji', 500, 3),
    ]);
    const button = screen.getByRole('button', { name: 'Mon panier : 8 articles, 9 500 FCFA' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(button).getByText('8')).toBeTruthy();

    openPopup();
    const popup = screen.getByRole('dialog', { name: 'Mon panier' });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(3);
    expect(within(popup).getByText('Alloco poulet')).toBeTruthy();
    expect(within(popup).queryByText('Kedjenou de poulet')).toBeNull();
    expect(within(popup).getByText('+2 autres articles')).toBeTruthy();
    expect(within(popup).getByText('9 500 FCFA')).toBeTruthy();
    expect(within(popup).getByRole('link', { name: 'Voir le panier' }).getAttribute('href')).toBe('/cart');
  });

  it('says nothing more when every line fits, and speaks of one line in the singular', () => {
    renderWith([item(1, 'Garba', 1000, 1), item(2, 'Bissap', 500, 1), item(3, 'Frites', 1000, 1)]);
    openPopup();
    expect(screen.queryByText(/autres? articles?$/)).toBeNull();

    act(() => {
      useCart
        .getState()
        .addItem({ id: 9, name: 'Eau', price: 500, image: null, restaurantId: 4, restaurantName: 'x' });
    });
    expect(screen.getByText('+1 autre article')).toBeTruthy();
  });

  it('closes with Escape and hands the focus back', () => {
    renderWith([item(1, 'Garba', 1000, 1)]);
    openPopup();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Mon panier/ }));
  });
});
