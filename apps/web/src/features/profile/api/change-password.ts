import type { ChangePasswordInput } from '@comoe/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { startSession, useSession } from '@/lib/session/session-store';

const answerSchema = z.object({ message: z.string(), token: z.string() });

/** The server closes every session of the account and hands this one a fresh token. */
export function changePassword(id: number, input: ChangePasswordInput) {
  return apiRequest(`/api/users/${id}/change-password`, {
    method: 'POST',
    body: input,
    schema: answerSchema,
  });
}

export function useChangePassword(id: number) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(id, input),
    onSuccess: ({ token }) => {
      // Without the new token the next call would fail and sign the user out.
      const { user } = useSession.getState();
      if (user && user.id === id) startSession({ ...user, token });
    },
  });
}
