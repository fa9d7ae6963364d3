import type { SectionProps } from './section-props';

// Stub until this section is built; replaced before the area lands.
export function PaymentHistorySection(_props: SectionProps) {
  return <h2 className="text-xl font-bold text-stone-900">Historique des paiements</h2>;
}
