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

function inCategory(entreprise: PublicEntreprise, category: string | null): boolean {
  if (category === null) return true;
  return entreprise.categorie !== null && searchKey(entreprise.categorie) === searchKey(category);
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
 * The server's categories in its order, each with how many of the city's businesses it holds.
 * A business filed under a name the list lacks still gets its entry, so no business is
 * unreachable from the sidebar; when the list could not be loaded, the businesses' own
 * categories stand in for it.
 */
export function cityCategories(
  serverNames: readonly string[] | undefined,
  entreprises: readonly PublicEntreprise[],
): CategoryEntry[] {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const name of serverNames ?? []) {
    const key = searchKey(name);
    if (!names.has(key)) names.set(key, name);
  }
  for (const { categorie } of entreprises) {
    if (categorie === null) continue;
    const key = searchKey(categorie);
    if (!names.has(key)) names.set(key, categorie);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...names].map(([key, name]) => ({ name, emoji: categoryEmoji(name), count: counts.get(key) ?? 0 }));
}
