/** Rules of the courier's area that both the server and the web app apply (design §5, §12). */

/** At most this many missions accepted and not yet delivered, per courier. */
export const MAX_MISSIONS_IN_PROGRESS = 3;

/** The printed card is valid this many years from sign-up. */
export const COURIER_CARD_VALID_YEARS = 3;

/**
 * A position older than this is no longer where the courier is: missions are then listed
 * without distances, by date, until the app reports a fresh one.
 */
export const COURIER_POSITION_MAX_AGE_MS = 2 * 60 * 60_000;

/** While available, the app reports its position at most this often, or after this distance. */
export const COURIER_POSITION_REPORT_MS = 60_000;
export const COURIER_POSITION_REPORT_METERS = 200;

/** Spec part 2 §9: the mission lists refresh on this period (and on live events). */
export const COURIER_MISSIONS_REFRESH_MS = 200_000;

/** The last day of validity of a card issued at `dateInscription` (ISO), as yyyy-MM-dd (UTC). */
export function courierCardValidUntil(dateInscription: string): string {
  const d = new Date(dateInscription);
  const until = new Date(
    Date.UTC(d.getUTCFullYear() + COURIER_CARD_VALID_YEARS, d.getUTCMonth(), d.getUTCDate()),
  );
  return until.toISOString().slice(0, 10);
}

/** "Koné" → "K.": the public check page shows the first name and the initial only. */
export function nameInitial(nom: string): string {
  const first = nom.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return first ? `${first}.` : '';
}

/**
 * The public page a card's QR code opens (`GET /api/livreurs/verifier/{matricule}?c=` behind it).
 * The card's token shows who he is; without it the page only says whether he is a verified courier.
 */
export function courierCheckPath(matricule: string, cardToken?: string): string {
  const base = `/livreurs/verifier/${encodeURIComponent(matricule)}`;
  return cardToken ? `${base}?c=${encodeURIComponent(cardToken)}` : base;
}

/** Printed on the courier's card: LIV-2026-000042. */
export function courierNumber(userId: number, at: Date): string {
  return `LIV-${at.getUTCFullYear()}-${String(userId).padStart(6, '0')}`;
}
