import { MSG } from '@comoe/shared/messages';
import type { UserProfile } from '@comoe/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/get-user';
import { uploadFile } from '@/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-store';

/** Sends the new profile photo; the server stores it on the profile and answers its path. */
export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const token = useSession.getState().user?.token;
      if (!token) return Promise.reject(new ApiError(401, MSG.unauthenticated));
      return uploadFile({ userId, kind: 'profile', file, token });
    },
    onSuccess: (photoProfilUrl) => {
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (profile: UserProfile | undefined) =>
        profile ? { ...profile, photoProfilUrl } : profile,
      );
    },
  });
}
