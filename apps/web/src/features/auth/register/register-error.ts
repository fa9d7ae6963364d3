import { ApiError } from '@/lib/api-client';

export const REGISTER_GENERIC_ERROR = "Une erreur est survenue lors de l'inscription.";
export const MISSING_USER_ID = "Impossible de récupérer l'ID du nouvel utilisateur.";

/** The account was created but the answer did not say which one it is. */
export class MissingUserIdError extends Error {
  constructor() {
    super(MISSING_USER_ID);
    this.name = 'MissingUserIdError';
  }
}

/** The server's own words for what the user can fix (taken phone, invalid field, too many tries). */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof MissingUserIdError) return error.message;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return REGISTER_GENERIC_ERROR;
}
