import { MSG } from '@comoe/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureDetail, serverFieldError } from './server-field-error';
import { IDENTITY_SERVER_FIELDS, PASSWORD_SERVER_FIELDS } from './server-fields';

describe('server refusals', () => {
  it('puts a taken phone number under the phone field', () => {
    expect(serverFieldError(new ApiError(409, MSG.phoneTaken), IDENTITY_SERVER_FIELDS)).toEqual({
      field: 'telephone',
      message: MSG.phoneTaken,
    });
  });

  it('puts a wrong current password under its field, a reused one under the new one', () => {
    expect(serverFieldError(new ApiError(400, MSG.currentPasswordWrong), PASSWORD_SERVER_FIELDS)?.field).toBe(
      'currentPassword',
    );
    expect(serverFieldError(new ApiError(400, MSG.samePassword), PASSWORD_SERVER_FIELDS)?.field).toBe(
      'newPassword',
    );
  });

  it('leaves other failures to a toast, with the server words only for refused requests', () => {
    expect(serverFieldError(new ApiError(429, MSG.tooManyRequests), PASSWORD_SERVER_FIELDS)).toBeNull();
    expect(serverFieldError(new Error(MSG.phoneTaken), IDENTITY_SERVER_FIELDS)).toBeNull();
    expect(failureDetail(new ApiError(429, MSG.tooManyRequests), 'x')).toBe(MSG.tooManyRequests);
    expect(failureDetail(new ApiError(0, MSG.networkError), 'x')).toBe(MSG.networkError);
    expect(failureDetail(new ApiError(500, MSG.serverError), 'Impossible de mettre à jour le profil.')).toBe(
      'Impossible de mettre à jour le profil.',
    );
  });
});
