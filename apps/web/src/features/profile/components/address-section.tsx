import type { UserProfile } from '@comoe/shared/schemas/users';
import { ExternalLink, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { GeolocationButton } from '@/components/geolocation-button';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/form-fields';
import { AddressDetailsField } from '@/components/person-fields';
import { useVilles } from '@/api/get-villes';
import { geolocationStatus, hasPosition } from '../geolocation-status';
import {
  addressSchema,
  addressValues,
  formResolver,
  needsCity,
  type AddressFormValues,
  type AddressPayload,
} from '../profile-form-schemas';
import { ADDRESS_SERVER_FIELDS } from '../server-fields';
import { useProfileSectionForm } from '../use-profile-section-form';
import { GeolocationIndicator } from './geolocation-indicator';
import { ProfileSection } from './profile-section';
import { SaveButton } from './save-button';
import { LABELS } from '@/lib/labels';

function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export function AddressSection({ profile }: { profile: UserProfile }) {
  const villes = useVilles();
  const resolver = useMemo(
    () => formResolver<AddressFormValues, AddressPayload>(addressSchema(profile.role)),
    [profile.role],
  );
  const { form, submit, saving } = useProfileSectionForm(
    profile,
    resolver,
    addressValues,
    ADDRESS_SERVER_FIELDS,
  );
  const {
    register,
    setValue,
    control,
    formState: { errors, isDirty },
  } = form;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const current = { latitude, longitude };
  const status = geolocationStatus(profile, current);

  return (
    <ProfileSection
      id="adresse"
      title="Adresse"
      description="Votre ville, votre position GPS et les repères qui aident le livreur."
      icon={MapPin}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            // A new element once the list arrives: react-hook-form then selects the saved city in it.
            key={villes.data ? 'villes' : 'loading'}
            id="profil-ville"
            label="Ville"
            error={errors.cityId?.message}
            disabled={!villes.data}
            {...register('cityId')}
            after={
              villes.isError && (
                <p className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                  {LABELS.villesLoadFailed}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    onClick={() => void villes.refetch()}
                  >
                    Réessayer
                  </Button>
                </p>
              )
            }
          >
            <option value="" disabled={needsCity(profile.role)}>
              {villes.data ? LABELS.selectCity : LABELS.loadingCities}
            </option>
            {villes.data?.map((ville) => (
              <option key={ville.id} value={ville.id}>
                {ville.nom}
              </option>
            ))}
          </SelectField>
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-stone-800">Position GPS</span>
            <GeolocationButton
              located={hasPosition(current)}
              onLocated={(lat, lng) => {
                setValue('latitude', lat, { shouldDirty: true });
                setValue('longitude', lng, { shouldDirty: true });
              }}
              status={<GeolocationIndicator status={status} />}
            />
            {latitude !== null && longitude !== null && (
              <a
                href={mapsLink(latitude, longitude)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-orange-800 underline-offset-4 hover:underline"
              >
                Voir sur la carte
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </div>
        </div>
        <AddressDetailsField
          id="profil-info"
          error={errors.infoSupplementaire?.message}
          {...register('infoSupplementaire')}
        />
        <SaveButton busy={saving} dirty={isDirty} />
      </form>
    </ProfileSection>
  );
}
