import { MSG } from '@comoe/shared/messages';
import {
  courierProfileSchema,
  type CourierProfile,
  type UpdateCourierProfile,
} from '@comoe/shared/schemas/livreurs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-store';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

type SaveInput = { values: UpdateCourierProfile; photo: File | null };

/**
 * 'Enregistrer': a new photo goes first through the upload (which stores it on the profile and
 * answers its address), then the form with that address as `photo` (`PUT /api/livreurs/me`).
 */
async function saveProfile(profile: CourierProfile, { values, photo }: SaveInput): Promise<CourierProfile> {
  let url = profile.urlPhoto;
  if (photo) {
    const token = useSession.getState().user?.token;
    if (!token) throw new ApiError(401, MSG.unauthenticated);
    url = await uploadFile({ userId: profile.id, kind: 'profile', file: photo, token });
  }
  return courierRequest('/api/livreurs/me', {
    method: 'PUT',
    body: { ...values, matricule: profile.matricule, photo: url },
    schema: courierProfileSchema,
  });
}

export function useSaveProfile(profile: CourierProfile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveProfile(profile, input),
    networkMode: 'always',
    onSuccess: (saved) => queryClient.setQueryData(courierKeys.profile, saved),
  });
}
