import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { villeFormSchema, VILLE_DEFAULT_FRAIS_BASE, type VilleDetail } from '@comoe/shared/schemas/villes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { BlobImage } from '@/components/blob-image';
import { FileField } from '@/components/file-field';
import { GeolocationButton } from '@/components/geolocation-button';
import { SubmitActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSaveVille } from '../api/save-ville';
import { TEXT } from '../texts';
import { JOURNAL_LABELS } from '@comoe/shared/schemas/admin-journal';

type FormInput = z.input<typeof villeFormSchema>;
type FormOutput = z.output<typeof villeFormSchema>;

/** About a metre: enough for a town's centre, short enough to read. */
const coordinateText = (value: number) => String(Math.round(value * 1e5) / 1e5);

type VilleFormDialogProps = {
  /** The city edited; null to add one. */
  ville: VilleDetail | null;
  onClose: () => void;
};

/** Add or edit a city: its name, its centre's position, its photo (seen before sending) and its base fee. */
export function VilleFormDialog({ ville, onClose }: VilleFormDialogProps) {
  const save = useSaveVille();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(villeFormSchema),
    defaultValues: {
      nom: ville?.nom ?? '',
      fraisBase: String(ville?.fraisBase ?? VILLE_DEFAULT_FRAIS_BASE),
      latitude: ville ? coordinateText(ville.latitude) : '',
      longitude: ville ? coordinateText(ville.longitude) : '',
    },
  });
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const located = Boolean(latitude?.trim() && longitude?.trim());
  const placeHere = (lat: number, lng: number) => {
    const options = { shouldValidate: true, shouldDirty: true };
    form.setValue('latitude', coordinateText(lat), options);
    form.setValue('longitude', coordinateText(lng), options);
  };

  const field = bindFields(form);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: ville?.id, ...values, photo },
      {
        onSuccess: (saved) => {
          toast.success(ville ? JOURNAL_LABELS['ville.modifier'] : 'Ville ajoutée', saved.nom);
          onClose();
        },
        onError: (error) =>
          toast.error(ville ? ADMIN_MSG.operationFailed : ADMIN_MSG.villeCreateFailed, error.message),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{ville ? `Modifier ${ville.nom}` : TEXT.addVille}</DialogTitle>
          <DialogDescription>
            Le nom et la position sont obligatoires ; la photo est facultative.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <InputField label="Nom" autoComplete="off" {...field('nom', 'ville-nom')} />
          <InputField
            label="Frais de livraison de base (FCFA)"
            hint="Nombre entier de FCFA ; 100 FCFA par km au-delà de 2 km s'y ajoutent."
            inputMode="numeric"
            pattern="[0-9]*"
            {...field('fraisBase', 'ville-frais')}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-900">Position du centre-ville</legend>
            <div className="grid grid-cols-2 gap-3">
              <InputField
                label="Latitude"
                inputMode="decimal"
                autoComplete="off"
                {...field('latitude', 'ville-lat')}
              />
              <InputField
                label="Longitude"
                inputMode="decimal"
                autoComplete="off"
                {...field('longitude', 'ville-lng')}
              />
            </div>
            <GeolocationButton
              located={located}
              onLocated={placeHere}
              purpose="Sur place ? Prenez la position du téléphone. Elle sert aux distances et aux frais de livraison."
            />
          </fieldset>
          <FileField id="ville-photo" label="Photo" onChange={setPhoto} />
          {(photo || ville?.photoUrl) && (
            <figure className="overflow-hidden rounded-xl border border-border">
              {photo ? (
                <BlobImage
                  blob={photo}
                  alt="Aperçu de la nouvelle photo"
                  className="h-40 w-full object-cover"
                />
              ) : (
                <img
                  src={ville?.photoUrl ?? ''}
                  alt={`Photo actuelle de ${ville?.nom}`}
                  className="h-40 w-full object-cover"
                />
              )}
              <figcaption className="px-3 py-1.5 text-xs text-stone-600">
                {photo ? 'Aperçu de la nouvelle photo' : 'Photo actuelle'}
              </figcaption>
            </figure>
          )}
          <SubmitActions error={save.error?.message} onCancel={onClose} busy={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
