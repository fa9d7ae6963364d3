import type { Produit } from '@comoe/shared/schemas/entreprises';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductOptionsSheet } from './product-options-sheet';

const burger: Produit = {
  id: 7,
  nom: 'Burger',
  description: null,
  prix: 2000,
  photo: null,
  disponible: true,
  categorieId: null,
  entrepriseId: 4,
  categorie: null,
  groupesOptions: [
    {
      id: 1,
      nom: 'Taille',
      obligatoire: true,
      minChoix: 1,
      maxChoix: 1,
      options: [
        { id: 10, nom: 'Petite', prixDelta: 0, disponible: true },
        { id: 11, nom: 'Grande', prixDelta: 500, disponible: true },
      ],
    },
    {
      id: 2,
      nom: 'Suppléments',
      obligatoire: false,
      minChoix: 0,
      maxChoix: 2,
      options: [
        { id: 20, nom: 'Œuf', prixDelta: 200, disponible: true },
        { id: 21, nom: 'Fromage', prixDelta: 300, disponible: true },
        { id: 22, nom: 'Bacon', prixDelta: 400, disponible: true },
      ],
    },
  ],
};

function open() {
  const onAdd = vi.fn();
  render(<ProductOptionsSheet produit={burger} onClose={vi.fn()} onAdd={onAdd} />);
  return onAdd;
}

const addButton = () => screen.getByRole('button', { name: /^Ajouter ·/ });

describe('product options sheet', () => {
  it('keeps the add button off until the required size is chosen, and says it is required', () => {
    open();
    expect(screen.getByText('Obligatoire')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Petite' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Œuf/ })).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Grande/ }));
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the other supplements once the maximum is reached', () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: /Œuf/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fromage/ }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Bacon/ }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Fromage/ }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Bacon/ }).disabled).toBe(false);
  });

  it('updates the price with the choices and the quantity, and adds what was chosen', () => {
    const onAdd = open();
    expect(addButton().textContent).toBe('Ajouter · 2 000 FCFA');
    fireEvent.click(screen.getByRole('radio', { name: /Grande/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fromage/ }));
    expect(addButton().textContent).toBe('Ajouter · 2 800 FCFA');
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(addButton().textContent).toBe('Ajouter · 5 600 FCFA');
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(burger, {
      quantity: 2,
      unitPrice: 2800,
      options: [
        { id: 11, nom: 'Grande', prixDelta: 500 },
        { id: 21, nom: 'Fromage', prixDelta: 300 },
      ],
    });
  });
});
