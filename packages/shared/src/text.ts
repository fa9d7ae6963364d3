/** 'SUPERMARCHE' → 'Supermarche': the spec shows server lists with a capital and the rest lowercase. */
export function capitalize(value: string): string {
  const lower = value.toLocaleLowerCase('fr-FR');
  return lower.charAt(0).toLocaleUpperCase('fr-FR') + lower.slice(1);
}

/**
 * A count and its words, each with French's plural 's' from 2 on (0 and 1 are singular):
 * plural(1, 'livraison') → '1 livraison', plural(3, 'commande', 'livrée') → '3 commandes livrées'.
 */
export function plural(n: number, ...words: string[]): string {
  return `${n} ${words.map((word) => (n > 1 ? `${word}s` : word)).join(' ')}`;
}

import { citySlug } from './city-slug.ts';

export { citySlug };

/**
 * A city's name as written ('Adiaké') from a path's slug ('adiake'): the listed city's, else the
 * one its businesses carry, else the slug capitalised (before the list arrives, or when it cannot).
 */
export function cityTitle(
  slug: string,
  villes: readonly { nom: string }[] | undefined,
  ofBusinesses?: string,
): string {
  const key = citySlug(slug);
  return villes?.find((ville) => citySlug(ville.nom) === key)?.nom ?? ofBusinesses ?? capitalize(slug);
}

/**
 * What two names share when they differ only by case, accents typed apart or spaces ('Garba ',
 * 'GARBA'): a business's products, an owner's menu sections and the company categories are
 * unique by this key.
 */
export function nameKey(nom: string): string {
  return nom.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}

/**
 * 'de' before a place name, elided before a vowel as French writes it: 'de Bassam',
 * "d'Adiaké", "d'Aboisso", "d'Assinie", "d'Ayamé".
 */
export function deVille(nom: string): string {
  const name = nom.trim();
  // 'Y' before a vowel sounds as a consonant: 'de Yaou', as 'de Yamoussoukro'.
  return /^[aeiou]/i.test(name.normalize('NFD')) ? `d'${name}` : `de ${name}`;
}

/**
 * The cities shown to clients: those with a business they can order from (issue 20 §3). A city
 * an admin has just added stays off the clients' screens until its first business opens.
 */
export function villesOuvertes<V extends { nombreEntreprises: number }>(villes: readonly V[]): V[] {
  return villes.filter((v) => v.nombreEntreprises > 0);
}
