/** The cart link's name for screen readers, the same in the header and the tab bar. */
export function cartLabel(count: number): string {
  if (count === 0) return 'Panier';
  return `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`;
}
