/** Whole FCFA everywhere: the franc CFA (XOF) has no minor unit. */
const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** `1 500 FCFA`, with the ordinary space the product writes everywhere. */
export function formatFcfa(amount: number): string {
  return `${fcfa.format(Math.round(amount)).replace(/\s/g, ' ')} FCFA`;
}
