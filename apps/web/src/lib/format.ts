export { formatFcfa } from '@comoe/shared/money';
export { formatPhone } from '@comoe/shared/phone';
export { capitalize, plural } from '@comoe/shared/text';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-11-22' → '22 novembre 2026'; a bare date is read as a local day, not as UTC midnight. */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) return dateFormat.format(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return dateFormat.format(date);
}
