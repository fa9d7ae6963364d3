/**
 * Accent- and case-folding for product search, written once for both sides of the comparison:
 * the database keeps `produits.recherche` folded by this table (migration 007, the same SQL on
 * SQLite and PostgreSQL, where `lower` alone leaves accented capitals as they are), and the
 * query is folded the same way in JavaScript before it is compared.
 */
export const SEARCH_FOLDS: readonly (readonly [string, string])[] = [
  ['à', 'a'],
  ['â', 'a'],
  ['ä', 'a'],
  ['á', 'a'],
  ['ã', 'a'],
  ['À', 'a'],
  ['Â', 'a'],
  ['Ä', 'a'],
  ['Á', 'a'],
  ['é', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['É', 'e'],
  ['È', 'e'],
  ['Ê', 'e'],
  ['Ë', 'e'],
  ['î', 'i'],
  ['ï', 'i'],
  ['í', 'i'],
  ['Î', 'i'],
  ['Ï', 'i'],
  ['ô', 'o'],
  ['ö', 'o'],
  ['ó', 'o'],
  ['Ô', 'o'],
  ['Ö', 'o'],
  ['ù', 'u'],
  ['û', 'u'],
  ['ü', 'u'],
  ['ú', 'u'],
  ['Ù', 'u'],
  ['Û', 'u'],
  ['Ü', 'u'],
  ['ç', 'c'],
  ['Ç', 'c'],
  ['ÿ', 'y'],
  ['ñ', 'n'],
  ['Ñ', 'n'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['’', "'"],
];

const FOLD_MAP = new Map(SEARCH_FOLDS);

/** 'Attiéké  POISSON' → 'attieke poisson'. */
export function foldSearchText(text: string): string {
  const composed = text.normalize('NFC').toLowerCase();
  let out = '';
  for (const ch of composed) out += FOLD_MAP.get(ch) ?? ch;
  return out.replace(/\s+/g, ' ').trim();
}

/** The words a query must all contain, folded; at most 5, so a pasted paragraph stays cheap. */
export function searchTerms(query: string): string[] {
  return foldSearchText(query).split(' ').filter(Boolean).slice(0, 5);
}

/** Letters a product search needs once folded: below it, the search is not sent. */
export const SEARCH_MIN_CHARS = 2;

/**
 * The admin's search (issue 20 §3), against the folded `cle_recherche` of accounts and businesses:
 * a phone typed with spaces, dots or dashes ('07 22 00 00 01') is one run of digits; anything
 * else is folded words ('ÉLÉONORE' → 'eleonore'), each of which must be found.
 */
export function adminSearchTerms(query: string): string[] {
  const compact = query.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(compact)) return [compact];
  return searchTerms(query);
}
