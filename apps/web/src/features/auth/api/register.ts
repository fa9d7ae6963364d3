import { registerResponseSchema, type RegisterPayload } from '@comoe/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * The new account's id, or null when the answer carries none: the caller tells the user, since
 * without it the chosen photos cannot be attached.
 */
export async function registerAccount(payload: RegisterPayload): Promise<{ id: number | null }> {
  const answer = await apiRequest<unknown>('/api/auth/register', {
    method: 'POST',
    body: payload,
    token: null,
  });
  const parsed = registerResponseSchema.safeParse(answer);
  return { id: parsed.success ? parsed.data.id : null };
}
