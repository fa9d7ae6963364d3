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
