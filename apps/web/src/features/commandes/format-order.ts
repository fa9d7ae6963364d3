const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** '2026-05-12T14:05:00Z' → '12 mai 2026 à 14:05' (local time), short enough for a 360 px card. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${day.format(date)} à ${time.format(date)}`;
}
