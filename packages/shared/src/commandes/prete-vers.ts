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

/**
 * Issue 34 §2: whole minutes past the ready time while the order is still being prepared (before
 * "Prête"), null when on time, ready, or without a ready time.
 */
export function enRetardMin(
  statut: string,
  preteVers: Date | string | null,
  now: Date = new Date(),
): number | null {
  if (preteVers === null || !showsPreteVers(statut, String(preteVers))) return null;
  const late = Math.floor((now.getTime() - new Date(preteVers).getTime()) / 60_000);
  return late >= 1 ? late : null;
}

/** The badge every screen that shows "Prête vers" shows beside it once the order is late. */
export const enRetardLabel = (minutes: number) => `En retard de ${minutes} min`;
