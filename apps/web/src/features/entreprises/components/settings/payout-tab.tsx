import { PAYOUT_METHODS } from '@comoe/shared/enums';
import { PAYOUT_METHOD_LABELS } from '@comoe/shared/schemas/entreprise-profile';
import { useFormContext } from 'react-hook-form';
import { fieldElementId, type SettingsValues } from './settings-values';
import { EnumOptions } from '@/components/enum-options';
import { InputField, SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

/** Paiement: where the payouts go (saved with the same submit, when filled). */
export function PayoutTab() {
  const field = bindFields(useFormContext<SettingsValues>(), fieldElementId);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <p className="text-sm text-stone-600 sm:col-span-2">
        Pour chaque commande livrée, vous recevez son total moins les frais de livraison sur ce compte.
      </p>
      <SelectField label={LABELS.paymentMethod} {...field('paymentMethod')}>
        <option value="">Non configuré</option>
        <EnumOptions values={PAYOUT_METHODS} labels={PAYOUT_METHOD_LABELS} />
      </SelectField>
      <InputField
        label={TEXT.payoutNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('paymentNumber')}
      />
      <InputField label={TEXT.payoutHolder} fieldClassName="sm:col-span-2" {...field('accountName')} />
    </div>
  );
}
