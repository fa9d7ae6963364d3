/**
 * Whole FCFA everywhere: the franc CFA (XOF) has no minor unit. Made at first use: the French
 * number data it reads weighs some 5 MB of a server's memory, which only payout notices need.
 */
let fcfa: Intl.NumberFormat | undefined;

/** `1 500 FCFA`, with the ordinary space the product writes everywhere. */
export function formatFcfa(amount: number): string {
  fcfa ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  return `${fcfa.format(Math.round(amount)).replace(/\s/g, ' ')} FCFA`;
}
