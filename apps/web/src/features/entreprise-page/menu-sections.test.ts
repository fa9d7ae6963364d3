import type { Produit } from '@comoe/shared/schemas/entreprises';
import { describe, expect, it } from 'vitest';
import { groupMenu } from './menu-sections';

function produit(id: number, categorie: { id: number; nom: string } | null): Produit {
  return {
    id,
    nom: `Produit ${id}`,
    description: null,
    prix: 1000,
    photo: null,
    disponible: true,
    categorieId: categorie?.id ?? null,
    entrepriseId: 4,
    categorie: categorie ? { ...categorie, ordre: 0 } : null,
  };
}

const plats = { id: 10, nom: 'Plats ivoiriens' };
const boissons = { id: 11, nom: 'Boissons' };

describe('menu sections', () => {
  it("keeps the server's section order and gathers products without a section last", () => {
    const sections = groupMenu([
      produit(1, plats),
      produit(2, null),
      produit(3, boissons),
      produit(4, plats),
      produit(5, null),
    ]);
    expect(sections.map((s) => [s.anchor, s.title, s.produits.map((p) => p.id)])).toEqual([
      ['categorie-10', 'Plats ivoiriens', [1, 4]],
      ['categorie-11', 'Boissons', [3]],
      ['categorie-autres', 'Autres', [2, 5]],
    ]);
  });

  it('has no section for an empty menu', () => {
    expect(groupMenu([])).toEqual([]);
  });
});
