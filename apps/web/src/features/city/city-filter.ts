import { ENTREPRISE_TYPE_LABELS, ENTREPRISE_TYPES } from '@comoe/shared/enums';
import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';

/** What the city page filters on; a null category means 'Toutes les entreprises'. */
export type CityFilter = { query: string; category: string | null };

export type CategoryEntry = { name: string; emoji: string; count: number };

/**
 * Case- and accent-insensitive form: phones often type without accents, so 'elegance' must find
 * 'Boutique Élégance'.
 */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A chip names a type ('Restaurant' holds the maquis and the fast-foods); an older link may
 * still carry the owner's own category ('?categorie=Maquis'), which keeps working.
 */
function inCategory(entreprise: PublicEntreprise, category: string | null): boolean {
  if (category === null) return true;
  const key = searchKey(category);
  return (
    searchKey(ENTREPRISE_TYPE_LABELS[entreprise.type]) === key ||
    (entreprise.categorie !== null && searchKey(entreprise.categorie) === key)
  );
}

/** The businesses matching both the search (on the name, as the spec says) and the chosen category. */
export function filterEntreprises(
  entreprises: readonly PublicEntreprise[],
  filter: CityFilter,
): PublicEntreprise[] {
  const query = searchKey(filter.query);
  return entreprises.filter(
    (entreprise) =>
      inCategory(entreprise, filter.category) && (query === '' || searchKey(entreprise.nom).includes(query)),
  );
}

// The spec gives three pictures: pizza for places that cook, a pill for pharmacies, a shop for the rest.
const FOOD_WORDS = ['restaurant', 'maquis', 'fast-food', 'fast food', 'pizz', 'grill', 'snack', 'cuisine'];

export function categoryEmoji(name: string): string {
  const key = searchKey(name);
  if (key.includes('pharmac')) return '💊';
  if (FOOD_WORDS.some((word) => key.includes(word))) return '🍕';
  return '🏪';
}

/**
 * One chip per type of business the city has, in the usual order, with how many it holds.
 * Counted by type, not by the owner's category: every business has a type from sign-up, so the
 * 'Restaurant' chip counts the maquis and fast-foods and a new business is never left out.
 * The chosen one stays listed even when it holds none, so it can be seen and unchosen.
 */
export function cityCategories(
  entreprises: readonly PublicEntreprise[],
  selected: string | null = null,
): CategoryEntry[] {
  const selectedKey = selected === null ? null : searchKey(selected);
  return ENTREPRISE_TYPES.map((type) => {
    const name = ENTREPRISE_TYPE_LABELS[type];
    return { name, emoji: categoryEmoji(name), count: entreprises.filter((e) => e.type === type).length };
  }).filter((entry) => entry.count > 0 || searchKey(entry.name) === selectedKey);
}
