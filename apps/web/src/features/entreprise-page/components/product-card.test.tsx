import type { Produit } from '@comoe/shared/schemas/entreprises';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';

function produit(overrides: Partial<Produit> = {}): Produit {
  return {
    id: 1,
    nom: 'Garba',
    description: 'Attiéké et thon frit',
    prix: 1500,
    photo: '/uploads/garba.webp',
    disponible: true,
    categorieId: null,
    entrepriseId: 4,
    categorie: null,
    ...overrides,
  };
}

function renderCard(value: Produit, canOrder = true) {
  const onAdd = vi.fn();
  const onZoom = vi.fn();
  render(<ProductCard produit={value} canOrder={canOrder} onAdd={onAdd} onZoom={onZoom} />);
  return { onAdd, onZoom };
}

const addButton = () => screen.getByRole('button', { name: 'Ajouter Garba au panier' });

describe('product card', () => {
  it('shows name, description and price in FCFA, and adds the product on click', () => {
    const { onAdd, onZoom } = renderCard(produit());
    expect(screen.getByRole('heading', { name: 'Garba' })).toBeTruthy();
    expect(screen.getByText('1 500 FCFA')).toBeTruthy();
    expect(screen.queryByText('Épuisé')).toBeNull();
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('marks an unavailable product Épuisé and will not add it', () => {
    const { onAdd } = renderCard(produit({ disponible: false }));
    expect(screen.getByText('Épuisé')).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('opens the zoom from the photo without adding anything', () => {
    const { onAdd, onZoom } = renderCard(produit({ disponible: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo de Garba' }));
    expect(onZoom).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('disables every product, without calling it Épuisé, while the business is closed', () => {
    const { onAdd } = renderCard(produit(), false);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Épuisé')).toBeNull();
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });
  it('says a product has choices to make before the tap, and names the tap for what it does', () => {
    const groupe = {
      id: 1,
      nom: 'Taille',
      obligatoire: true,
      minChoix: 1,
      maxChoix: 1,
      options: [{ id: 2, nom: 'Grande', prixDelta: 500, disponible: true }],
    };
    const { onAdd } = renderCard(produit({ groupesOptions: [groupe] }));
    expect(screen.getByText('Options au choix')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choisir les options de Garba' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says nothing of options for a product without any', () => {
    renderCard(produit());
    expect(screen.queryByText('Options au choix')).toBeNull();
  });
});
