/** Business names often start with 'Chez' already ('Chez Tantie Awa'): never 'chez Chez …'. */
export function startsWithChez(nom: string): boolean {
  return /^chez\s/i.test(nom.trim());
}

/** 'Chez Tantie Awa' → 'chez Tantie Awa', 'Maquis Le Wharf' → 'chez Maquis Le Wharf'. */
export function chezPhrase(nom: string): string {
  const trimmed = nom.trim();
  return startsWithChez(trimmed) ? `chez ${trimmed.slice(5).trim()}` : `chez ${trimmed}`;
}
