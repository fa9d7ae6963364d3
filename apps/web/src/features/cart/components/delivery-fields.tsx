import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GeolocationButton } from '@/components/geolocation-button';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Textarea } from '@/components/ui/textarea';
import type { CheckoutFormValues } from '../checkout-form-schema';
import { LABELS } from '@/lib/labels';

type DeliveryFieldsProps = {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  located: boolean;
  onLocated: (latitude: number, longitude: number) => void;
  disabled?: boolean;
};

/** Where the courier goes: a written address, the phone's position and a free note. */
export function DeliveryFields({
  register,
  errors,
  located,
  onLocated,
  disabled = false,
}: DeliveryFieldsProps) {
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="mb-3 text-base font-semibold text-stone-900">Livraison</legend>
      <Field
        id="checkout-adresse"
        label="Adresse de livraison"
        error={errors.adresseLivraison?.message}
        hint="Quartier, rue, repère : ce qui aide le livreur à vous trouver."
      >
        <Textarea
          {...fieldA11y('checkout-adresse', errors.adresseLivraison?.message)}
          rows={2}
          className="min-h-20"
          autoComplete="street-address"
          required
          {...register('adresseLivraison')}
        />
      </Field>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-stone-800">Position</span>
        <GeolocationButton located={located} onLocated={onLocated} />
      </div>
      <Field id="checkout-info" label={LABELS.addressDetails} error={errors.infoSupplementaire?.message}>
        <Textarea
          {...fieldA11y('checkout-info', errors.infoSupplementaire?.message)}
          rows={2}
          className="min-h-20"
          placeholder="Code du portail, étage, appelez-moi en arrivant…"
          {...register('infoSupplementaire')}
        />
      </Field>
    </fieldset>
  );
}
