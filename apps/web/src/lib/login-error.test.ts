import { MSG } from '@comoe/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login-error';

describe('login error message', () => {
  it('keeps wrong credentials vague', () => {
    expect(loginErrorMessage(new ApiError(401, 'Identifiants incorrects'))).toBe(MSG.badCredentials);
    expect(loginErrorMessage(new ApiError(400, MSG.badRequest))).toBe(MSG.badCredentials);
    expect(loginErrorMessage(new Error('boom'))).toBe(MSG.badCredentials);
  });

  it('says why when the account is disabled, tries are exhausted or the server is out of reach', () => {
    expect(loginErrorMessage(new ApiError(403, MSG.accountDisabled))).toBe(MSG.accountDisabled);
    expect(loginErrorMessage(new ApiError(429, MSG.tooManyRequests))).toBe(MSG.tooManyRequests);
    expect(loginErrorMessage(new ApiError(0, MSG.networkError))).toBe(MSG.networkError);
  });
});
