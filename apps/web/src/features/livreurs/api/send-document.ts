import { MSG } from '@comoe/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-store';
import { courierKeys } from './query-keys';

export type CourierDocumentKind = 'cni' | 'license';

/**
 * A new photo of his ID card or licence (`POST /api/files/upload/{id}/{cni|license}`): after a
 * refusal it puts him back in the admins' queue; his profile says so once read again.
 */
export function useSendDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CourierDocumentKind; file: File }) => {
      const token = useSession.getState().user?.token;
      if (!token) throw new ApiError(401, MSG.unauthenticated);
      return uploadFile({ userId, kind, file, token });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courierKeys.profile }),
  });
}
