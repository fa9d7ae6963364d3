import type { UserProfile } from '@comoe/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/get-user';
import { useUploadProgress } from '@/hooks/use-upload';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/**
 * Sends the new profile photo; the server stores it on the profile and answers its path.
 * `progress` (0–100, null when idle) feeds the bar under the picker.
 */
export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (file: File) =>
      track((options) => uploadWithProgress(`/api/files/upload/${userId}/profile`, file, options)),
    onSuccess: (photoProfilUrl) => {
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (profile: UserProfile | undefined) =>
        profile ? { ...profile, photoProfilUrl } : profile,
      );
    },
  });
  return { ...mutation, progress };
}
