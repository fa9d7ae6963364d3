// Apart from text.ts: the first page's code builds city paths and needs nothing else of it.
/**
 * The city path segment: name lowercased, trimmed and without accents ('Adiaké' → 'adiake'), so
 * '/city/ADIAKE', '/city/adiake' and '/city/Adiaké' all open Adiaké: phones often type without
 * accents. Two paths name the same city when their slugs are equal.
 */
export function citySlug(nom: string): string {
  return nom
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLocaleLowerCase('fr-FR');
}
