// Apart from enums.ts: the landing page names the payment means and needs nothing else of it.
export const PAYMENT_TYPES = ['ESPECES', 'ORANGE_MONEY', 'WAVE', 'MTN_MONEY', 'MOOV_MONEY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  ESPECES: 'Espèces',
  ORANGE_MONEY: 'Orange Money',
  WAVE: 'Wave',
  MTN_MONEY: 'MTN Mobile Money',
  MOOV_MONEY: 'Moov Money',
};
