/**
 * Kept apart from the schemas (no zod): the pages drawn before the app (web lib/prepaint) use it.
 *
 * "Prête vers 12 h 40": when the order should be ready, on the Abidjan clock (UTC all year, no
 * summer time), as the client, the courier and the business all read it.
 */
export function preteVersLabel(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const h = at.getUTCHours();
  const m = at.getUTCMinutes();
  return `Prête vers ${h} h${m === 0 ? '' : ` ${String(m).padStart(2, '0')}`}`;
}

/** Between acceptance and "Prête", the ready time is what everyone waits for. */
export const showsPreteVers = (statut: string, preteVers: string | null): preteVers is string =>
  preteVers !== null && (statut === 'EN_ATTENTE_LIVREUR' || statut === 'ACCEPTEE');
