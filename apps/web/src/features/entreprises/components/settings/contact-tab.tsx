import { MapPinCheck } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputField, SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { useVilles } from '@/api/get-villes';
import { GeolocationButton } from '@/components/geolocation-button';
import { PictureField } from './picture-field';
import { fieldElementId, type SettingsValues } from './settings-values';
import { LABELS } from '@/lib/labels';

/** Contact & Média: where and how to reach the business, its position, its facade and logo. */
export function ContactTab() {
  const form = useFormContext<SettingsValues>();
  const { control, setValue } = form;
  const field = bindFields(form, fieldElementId);
  const villes = useVilles();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const located = latitude !== null && longitude !== null;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InputField
        label="Adresse"
        fieldClassName="sm:col-span-2"
        autoComplete="street-address"
        placeholder="Quartier, rue, repère"
        {...field('adresse')}
      />
      <InputField label="E-mail" type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <InputField
        label={LABELS.telephone}
        hint="Affiché aux clients et aux livreurs."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('telephone')}
      />
      <SelectField label="Ville" key={villes.data ? 'loaded' : 'loading'} {...field('villeId')}>
        <option value="">{villes.isPending ? 'Chargement...' : 'Sélectionnez une ville'}</option>
        {villes.data?.map((ville) => (
          <option key={ville.id} value={String(ville.id)}>
            {ville.nom}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-stone-800">Position</p>
        <GeolocationButton
          located={located}
          onLocated={(latitude, longitude) => {
            setValue('latitude', latitude, { shouldDirty: true });
            setValue('longitude', longitude, { shouldDirty: true });
          }}
          status={
            <p className="flex items-center gap-1.5 text-xs text-stone-600" aria-live="polite">
              {located ? (
                <>
                  <MapPinCheck className="size-3.5 text-green-800" aria-hidden="true" />
                  Position enregistrée : elle guide les livreurs et calcule les frais.
                </>
              ) : (
                'Depuis votre commerce : elle guide les livreurs et calcule les frais.'
              )}
            </p>
          }
        />
      </div>
      <PictureField kind="facade" name="photoFacadeUrl" label="Photo de façade" />
      <PictureField kind="logo" name="logoUrl" label="Logo" />
    </div>
  );
}
