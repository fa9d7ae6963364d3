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
