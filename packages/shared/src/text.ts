/** 'SUPERMARCHE' → 'Supermarche': the spec shows server lists with a capital and the rest lowercase. */
export function capitalize(value: string): string {
  const lower = value.toLocaleLowerCase('fr-FR');
  return lower.charAt(0).toLocaleUpperCase('fr-FR') + lower.slice(1);
}

/**
 * The city path segment: name lowercased and trimmed ('Adiaké' → 'adiaké'). Composed (NFC)
 * so an 'é' typed as 'e' + accent matches the stored name.
 */
export function citySlug(nom: string): string {
  return nom.normalize('NFC').trim().toLocaleLowerCase('fr-FR');
}

/**
 * What two names share when they differ only by case, accents typed apart or spaces ('Garba ',
 * 'GARBA'): a business's products, an owner's menu sections and the company categories are
 * unique by this key.
 */
export function nameKey(nom: string): string {
  return nom.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}
