import { loginResponseSchema, type LoginResponse } from '@comoe/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LoginCredentials = { telephone: string; motDePasse: string };

/**
 * Client, business and courier sign-in, sign-up's automatic sign-in and the admin sign-in. Sent
 * without any stored token: a sign-in never rides on a previous session.
 */
export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    token: null,
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
