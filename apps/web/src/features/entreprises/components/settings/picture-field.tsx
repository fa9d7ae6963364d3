import type { EntreprisePictureKind } from '@comoe/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { ImagePicker } from '@/components/image-picker';
import { useUploadProgress } from '@/hooks/use-upload';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { uploadEntreprisePicture } from '../../api/upload-entreprise-picture';
import { fieldElementId, type SettingsValues } from './settings-values';

type Props = { kind: EntreprisePictureKind; name: 'photoFacadeUrl' | 'logoUrl'; label: string };

/**
 * The facade or the logo: a picked file is sent at once (the server stores it on the business and
 * answers its URL, which the form then keeps). Uploads only: the path is never shown as text.
 */
export function PictureField({ kind, name, label }: Props) {
  const { control, setValue } = useFormContext<SettingsValues>();
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();

  const send = (picked: File | null) => {
    setFile(picked);
    setUploadError(undefined);
    if (!picked) return;
    track((options) => uploadEntreprisePicture(kind, picked, options))
      .then((url) => {
        setValue(name, url, { shouldDirty: true, shouldValidate: true });
        toast.success('Photo enregistrée', `${label} est à jour.`);
        // The facade decides whether clients see the business: the banner follows.
        return queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : "La photo n'a pas pu être envoyée.";
        setUploadError(message);
        toast.error('Erreur', message);
      })
      .finally(() => setFile(null));
  };

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          id={fieldElementId(name).replace(/-url$/, '')}
          label={label}
          url={field.value}
          file={file}
          onFileChange={send}
          progress={progress}
          error={uploadError ?? fieldState.error?.message}
          disabled={progress !== null}
        />
      )}
    />
  );
}
