import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextareaField } from '@/components/form-fields';
import { GeolocationButton } from '@/components/geolocation-button';
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
      <TextareaField
        id="checkout-adresse"
        label="Adresse de livraison"
        error={errors.adresseLivraison?.message}
        hint="Quartier, rue, repère : ce qui aide le livreur à vous trouver."
        rows={2}
        className="min-h-20"
        autoComplete="street-address"
        required
        {...register('adresseLivraison')}
      />
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-stone-800">Position</span>
        <GeolocationButton located={located} onLocated={onLocated} />
      </div>
      <TextareaField
        id="checkout-info"
        label={LABELS.addressDetails}
        error={errors.infoSupplementaire?.message}
        rows={2}
        className="min-h-20"
        placeholder="Code du portail, étage, appelez-moi en arrivant…"
        {...register('infoSupplementaire')}
      />
    </fieldset>
  );
}
