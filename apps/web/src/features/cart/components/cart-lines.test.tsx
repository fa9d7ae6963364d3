import { MAX_LINE_QUANTITY } from '@comoe/shared/schemas/commandes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart, type CartItem } from '@/lib/cart/cart-store';
import { CartLines } from './cart-lines';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function item(id: number, name: string, price: number, quantity: number): CartItem {
  return { id, name, price, quantity, image: null, restaurantId: 1, restaurantName: 'Chez Tantie Awa' };
}

/** The lines as the page shows them: always the store's current items. */
function Harness() {
  const items = useCart((state) => state.items);
  return <CartLines items={items} entreprise={undefined} problems={new Map()} priceChanges={[]} />;
}

function renderCart(items: CartItem[]) {
  useCart.setState({ items, businessId: 1, isOpen: false });
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
}

const line = (name: string) =>
  screen.getAllByTestId('cart-line').find((element) => within(element).queryByText(name) !== null);

afterEach(() => useCart.setState({ items: [], businessId: null, isOpen: false }));

describe('cart lines', () => {
  it('shows each line total as price times quantity', () => {
    renderCart([item(1, 'Garba', 1000, 3), item(2, 'Bissap', 500, 1)]);
    expect(within(line('Garba')!).getByTestId('cart-line-total').textContent).toBe('Total : 3 000 FCFA');
    expect(within(line('Bissap')!).getByTestId('cart-line-total').textContent).toBe('Total : 500 FCFA');
  });

  it("shows a product's smallest thumbnail that fits, not its full picture", () => {
    renderCart([{ ...item(1, 'Garba', 1000, 1), image: '/uploads/produits/garba.webp' }]);
    const picture = line('Garba')!.querySelector('img')!;
    expect(picture.getAttribute('srcset')).toContain('/uploads/produits/garba-w160.webp 160w');
    expect(picture.getAttribute('sizes')).toBe('(min-width: 640px) 80px, 64px');
  });

  it('raises and lowers a quantity by one', () => {
    renderCart([item(1, 'Garba', 1000, 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Garba' }));
    expect(useCart.getState().items[0]?.quantity).toBe(3);
    expect(within(line('Garba')!).getByRole('status').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de Garba' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de Garba' }));
    expect(useCart.getState().items[0]?.quantity).toBe(1);
    expect(within(line('Garba')!).getByTestId('cart-line-total').textContent).toBe('Total : 1 000 FCFA');
  });

  it('removes a line when its quantity goes below 1, and frees the business with the last one', () => {
    renderCart([item(1, 'Garba', 1000, 1), item(2, 'Bissap', 500, 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité de Garba' }));
    expect(line('Garba')).toBeUndefined();
    expect(useCart.getState().businessId).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Bissap du panier' }));
    expect(useCart.getState().items).toEqual([]);
    expect(useCart.getState().businessId).toBeNull();
  });

  it('stops at the most the server accepts for one line', () => {
    renderCart([item(1, 'Garba', 1000, MAX_LINE_QUANTITY - 1)]);
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité de Garba' });
    fireEvent.click(plus);
    expect(useCart.getState().items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
  });

  it("names the business once, even when its name starts with 'Chez'", () => {
    renderCart([item(1, 'Garba', 1000, 1)]);
    expect(screen.getByText('Tantie Awa', { exact: false }).closest('p')?.textContent).toBe(
      'Chez Tantie Awa',
    );
  });

  it('empties the whole cart once the client confirms', () => {
    renderCart([item(1, 'Garba', 1000, 1), item(2, 'Bissap', 500, 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Vider le panier ?' });
    expect(dialog.textContent).toContain('Les 3 articles de');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(useCart.getState().items).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vider le panier' }));
    expect(useCart.getState()).toMatchObject({ items: [], businessId: null });
  });
});
