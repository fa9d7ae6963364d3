import { VILLE_PHOTO_FIELD, villeDetailSchema } from '@comoe/shared/schemas/villes';
import { villesQueryOptions } from '@/api/get-villes';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

export type VilleInput = {
  nom: string;
  fraisBase: number;
  latitude: number;
  longitude: number;
  photo: File | null;
};

/** One form, one encoding (multipart) for both: a new photo replaces the old one, none keeps it. */
function villeForm({ nom, fraisBase, latitude, longitude, photo }: VilleInput): FormData {
  const form = new FormData();
  form.append('nom', nom.trim());
  form.append('fraisBase', String(fraisBase));
  form.append('latitude', String(latitude));
  form.append('longitude', String(longitude));
  if (photo) form.append(VILLE_PHOTO_FIELD, photo);
  return form;
}

/** `POST /api/villes` (201) or `PUT /api/villes/{id}`. */
export function saveVille(input: VilleInput & { id?: number | undefined }) {
  return apiRequest(input.id ? `/api/villes/${input.id}` : '/api/villes', {
    method: input.id ? 'PUT' : 'POST',
    body: villeForm(input),
    schema: villeDetailSchema,
  });
}

/** The admin's list and the public lists (sign-up, client's home) read a town's change. */
export const villeKeys = () => [adminKeys.villes, villesQueryOptions().queryKey];

export const useSaveVille = () => useRefreshingMutation(saveVille, villeKeys());
