import { courierCardValidUntil } from '@comoe/shared/livreurs';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy', as the card prints dates (fr-FR). */
export function frenchDay(day: string | null): string {
  if (!day) return '—';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'Valide jusqu'au dd/MM/yyyy': three years from sign-up (design §12). */
export function validityText(dateInscription: string): string {
  return `Valide jusqu'au ${frenchDay(courierCardValidUntil(dateInscription))}`;
}
