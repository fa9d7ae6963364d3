import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '@comoe/shared/enums';
import { Banknote, Smartphone } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { LABELS } from '@/lib/labels';

/** Brand colour dots: a quick visual cue for wallets people recognise by colour. */
const WALLET_DOT: Record<Exclude<PaymentType, 'ESPECES'>, string> = {
  ORANGE_MONEY: 'bg-orange-500',
  WAVE: 'bg-sky-400',
  MTN_MONEY: 'bg-yellow-400',
  MOOV_MONEY: 'bg-blue-700',
};

type PaymentChoiceProps = {
  field: UseFormRegisterReturn<'typePaiement'>;
  error?: string | undefined;
  disabled?: boolean;
};

/** Cash or one of the four mobile-money wallets; the courier collects the payment on delivery. */
export function PaymentChoice({ field, error, disabled = false }: PaymentChoiceProps) {
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={error ? 'checkout-paiement-error' : undefined}
      disabled={disabled}
    >
      <legend className="text-base font-semibold text-stone-900">{LABELS.paymentMethod}</legend>
      <p className="text-sm text-stone-600">Vous réglez à la livraison, en espèces ou par mobile money.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PAYMENT_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm font-medium text-stone-900 transition-colors',
              'hover:border-orange-300 has-[:checked]:border-orange-500 has-[:checked]:bg-orange-50 has-[:checked]:ring-1 has-[:checked]:ring-orange-500',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-300',
              type === 'ESPECES' && 'sm:col-span-2',
            )}
          >
            <input type="radio" value={type} className="size-4 accent-orange-600" {...field} />
            {type === 'ESPECES' ? (
              <Banknote className="size-5 text-green-700" aria-hidden="true" />
            ) : (
              <span className="relative flex size-5 items-center justify-center" aria-hidden="true">
                <Smartphone className="size-5 text-stone-600" />
                <span
                  className={cn(
                    'absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full ring-2 ring-white',
                    WALLET_DOT[type],
                  )}
                />
              </span>
            )}
            {PAYMENT_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      {error && (
        <p id="checkout-paiement-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
