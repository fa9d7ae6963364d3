import { userProfileSchema, type UpdateUserInput, type UserProfile } from '@comoe/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/get-user';
import { apiRequest } from '@/lib/api-client';
import { startSession, useSession } from '@/lib/session/session-store';
import { ownEntrepriseQueryOptions } from '@/api/get-own-entreprise';

/** Saves only the fields given; the answer is the whole profile as it now stands. */
export function updateUser(id: number, input: UpdateUserInput): Promise<UserProfile> {
  return apiRequest(`/api/users/${id}`, { method: 'PUT', body: input, schema: userProfileSchema });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(id, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, profile);
      // The business's name and type are kept on the business itself.
      if (profile.role === 'ENTREPRISE') {
        void queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryOptions().queryKey });
      }
      // The session keeps the phone number; a new one must follow, or other tabs show the old.
      const { user } = useSession.getState();
      if (user && user.id === id && user.telephone !== profile.telephone) {
        startSession({ ...user, telephone: profile.telephone });
      }
    },
  });
}
