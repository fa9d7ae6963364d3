import { PAYOUT_METHODS } from '@comoe/shared/enums';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import { useFormContext } from 'react-hook-form';
import { fieldElementId, type SettingsValues } from './settings-values';
import { InputField, SelectField } from '@/components/form-fields';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

const id = fieldElementId;

/** Paiement: where the payouts go (saved with the same submit, when filled). */
export function PayoutTab() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsValues>();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <p className="text-sm text-stone-600 sm:col-span-2">
        Pour chaque commande livrée, vous recevez son total moins les frais de livraison sur ce compte.
      </p>
      <SelectField
        id={id('paymentMethod')}
        label={LABELS.paymentMethod}
        error={errors.paymentMethod?.message}
        {...register('paymentMethod')}
      >
        <option value="">Non configuré</option>
        {PAYOUT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYOUT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <InputField
        id={id('paymentNumber')}
        label={TEXT.payoutNumber}
        error={errors.paymentNumber?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...register('paymentNumber')}
      />
      <InputField
        id={id('accountName')}
        label={TEXT.payoutHolder}
        error={errors.accountName?.message}
        fieldClassName="sm:col-span-2"
        {...register('accountName')}
      />
    </div>
  );
}
