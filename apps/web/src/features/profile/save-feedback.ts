import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { failureDetail, serverFieldError, type FieldMessages } from './server-field-error';

/** A refused profile save: under the field the server names, or in the spec's toast. */
export function showProfileSaveError<V extends FieldValues>(
  error: unknown,
  fields: FieldMessages<Path<V>>,
  setError: UseFormSetError<V>,
): void {
  const onField = serverFieldError(error, fields);
  if (onField) {
    setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
    return;
  }
  toast.error('La mise à jour a échoué.', failureDetail(error, 'Impossible de mettre à jour le profil.'));
}

export function showProfileSaved(): void {
  toast.success('Profil mis à jour', 'Vos modifications ont été enregistrées.');
}

/**
 * What a section does with the answer to its save: the saved values back into the form (so it is
 * no longer dirty) and the success toast, or the refusal where it belongs.
 */
export function profileSaveCallbacks<V extends FieldValues, S>(
  form: { reset: (values: V) => void; setError: UseFormSetError<V> },
  valuesOf: (saved: S) => V,
  fields: FieldMessages<Path<V>>,
) {
  return {
    onSuccess: (saved: S) => {
      form.reset(valuesOf(saved));
      showProfileSaved();
    },
    onError: (error: unknown) => showProfileSaveError(error, fields, form.setError),
  };
}
