import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { describe, expect, it } from 'vitest';
import { publicEntreprise } from '@/test/factories';
import { categoryEmoji, cityCategories, filterEntreprises, searchKey } from './city-filter';

function entreprise(id: number, nom: string, categorie: string | null): PublicEntreprise {
  const type = categorie === 'Pharmacie' ? 'PHARMACIE' : categorie === 'Boutique' ? 'BOUTIQUE' : 'RESTAURANT';
  return publicEntreprise({ id, nom, type, categorie });
}

const list = [
  entreprise(1, 'Maquis Le Baobab de Bassam', 'Maquis'),
  entreprise(2, 'Pharmacie Centrale de Bassam', 'Pharmacie'),
  entreprise(3, 'Boutique Élégance Bassam', 'Boutique'),
  entreprise(4, 'Chez Tantie Awa', 'Maquis'),
  entreprise(5, 'Sans catégorie', null),
];
const ids = (shown: PublicEntreprise[]) => shown.map((e) => e.id);

describe('city page filters', () => {
  it('shows every business with no search and no category', () => {
    expect(ids(filterEntreprises(list, { query: '', category: null }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterEntreprises(list, { query: '   ', category: null }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('matches the name whatever the case, the accents or the spacing', () => {
    expect(ids(filterEntreprises(list, { query: 'PHARMACIE', category: null }))).toEqual([2]);
    expect(ids(filterEntreprises(list, { query: 'elegance', category: null }))).toEqual([3]);
    expect(ids(filterEntreprises(list, { query: '  tantie   awa ', category: null }))).toEqual([4]);
  });

  it('searches the name only, not the category', () => {
    expect(ids(filterEntreprises(list, { query: 'maquis', category: null }))).toEqual([1]);
  });

  it('keeps the chosen category and combines it with the search', () => {
    expect(ids(filterEntreprises(list, { query: '', category: 'Maquis' }))).toEqual([1, 4]);
    expect(ids(filterEntreprises(list, { query: 'awa', category: 'Maquis' }))).toEqual([4]);
    expect(ids(filterEntreprises(list, { query: 'awa', category: 'Pharmacie' }))).toEqual([]);
    expect(ids(filterEntreprises(list, { query: '', category: 'Épicerie' }))).toEqual([]);
  });

  it('gives pizza to places that cook, a pill to pharmacies and a shop to the rest', () => {
    expect(categoryEmoji('Restaurant')).toBe('🍕');
    expect(categoryEmoji('Maquis')).toBe('🍕');
    expect(categoryEmoji('Fast-food')).toBe('🍕');
    expect(categoryEmoji('Pharmacie')).toBe('💊');
    expect(categoryEmoji('Supermarché')).toBe('🏪');
    expect(categoryEmoji('Boutique')).toBe('🏪');
  });

  it('counts businesses by type, so restaurants of any category and new ones count', () => {
    const entries = cityCategories(list);
    expect(entries.map((e) => [e.name, e.count])).toEqual([
      ['Restaurant', 3],
      ['Pharmacie', 1],
      ['Boutique', 1],
    ]);
  });

  it('keeps the chosen type listed when the city has none of it', () => {
    expect(cityCategories(list, 'Supermarché').map((e) => [e.name, e.count])).toContainEqual([
      'Supermarché',
      0,
    ]);
  });

  it("filters by type, and still by the owner's category for older links", () => {
    expect(ids(filterEntreprises(list, { query: '', category: 'Restaurant' }))).toEqual([1, 4, 5]);
    expect(ids(filterEntreprises(list, { query: '', category: 'restaurant' }))).toEqual([1, 4, 5]);
    expect(ids(filterEntreprises(list, { query: '', category: 'Maquis' }))).toEqual([1, 4]);
  });

  it('compares names without case or accents', () => {
    expect(searchKey('  Supermarché ÉLÉGANCE ')).toBe('supermarche elegance');
  });
});
