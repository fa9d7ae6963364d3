import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import {
  createVilleFieldsSchema,
  VILLE_DEFAULT_FRAIS_BASE,
  type VilleDetail,
} from '@comoe/shared/schemas/villes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { BlobImage } from '@/components/blob-image';
import { FileField } from '@/components/file-field';
import { SubmitActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSaveVille } from '../api/save-ville';

type FormInput = z.input<typeof createVilleFieldsSchema>;
type FormOutput = z.output<typeof createVilleFieldsSchema>;

type VilleFormDialogProps = {
  /** The city edited; null to add one. */
  ville: VilleDetail | null;
  onClose: () => void;
};

/** Add or edit a city: its name, its photo (images only, seen before sending) and its base delivery fee. */
export function VilleFormDialog({ ville, onClose }: VilleFormDialogProps) {
  const save = useSaveVille();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createVilleFieldsSchema),
    defaultValues: {
      nom: ville?.nom ?? '',
      fraisBase: String(ville?.fraisBase ?? VILLE_DEFAULT_FRAIS_BASE),
    },
  });

  const field = bindFields(form);

  const onSubmit = form.handleSubmit(({ nom, fraisBase }) =>
    save.mutate(
      { id: ville?.id, nom, fraisBase, photo },
      {
        onSuccess: (saved) => {
          toast.success(ville ? 'Ville modifiée' : 'Ville ajoutée', saved.nom);
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
          <DialogTitle>{ville ? `Modifier ${ville.nom}` : 'Ajouter une ville'}</DialogTitle>
          <DialogDescription>Le nom est obligatoire ; la photo est facultative.</DialogDescription>
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
