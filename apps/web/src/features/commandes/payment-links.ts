import { PAYMENT_TYPE_LABELS } from '@comoe/shared/payment-types';
/**
 * The two wallets the company collects with (the same two its payment onboarding offers), as deep
 * links that open the wallet with the amount filled in. The merchant identifiers are the
 * company's accounts: they live here and nowhere else.
 */
const WAVE_MERCHANT_ID = 'M_ci_comoe_express';
const ORANGE_MONEY_MERCHANT_CODE = '2250700000000';

export type PaymentLink = { provider: 'WAVE' | 'ORANGE_MONEY'; label: string; href: string };

/** Whole francs only: XOF has no minor unit and the wallets refuse decimals. */
function wholeAmount(amount: number): number {
  return Math.max(0, Math.round(amount));
}

export function paymentLinks(amount: number): PaymentLink[] {
  const value = wholeAmount(amount);
  return [
    {
      provider: 'WAVE',
      label: 'Wave',
      href: `https://pay.wave.com/m/${WAVE_MERCHANT_ID}/c/ci/?amount=${value}`,
    },
    {
      provider: 'ORANGE_MONEY',
      label: PAYMENT_TYPE_LABELS.ORANGE_MONEY,
      // Orange Money's merchant payment by USSD; '#' must be escaped inside a tel: link.
      href: `tel:${encodeURIComponent(`#144*82*${ORANGE_MONEY_MERCHANT_CODE}*${value}#`)}`,
    },
  ];
}
