import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { ApiError } from '@/lib/api-client';

/**
 * Spec §8's product messages by status. A 400 shows the server's own message when it gave one
 * ('Catégorie introuvable.', the price rule…): it says which field to fix.
 */
export function produitSaveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.produitSaveFailed;
  switch (error.status) {
    case 409:
      return MSG.produitNameTaken;
    case 400:
      return error.fromServer ? error.message : MSG.produitBadRequest;
    case 403:
      return MSG.produitForbidden;
    default:
      return error.message || MSG.produitSaveFailed;
  }
}

/** The product was saved but its photo did not follow: the panel stays open on it to try again. */
export class PhotoUploadError extends Error {
  constructor(
    /** The product as the server saved it, without the new photo. */
    readonly produit: Produit,
    override readonly cause: unknown,
  ) {
    super(`Le produit est enregistré, mais la photo n'a pas été envoyée : ${describe(cause)}`);
    this.name = 'PhotoUploadError';
  }
}

function describe(cause: unknown): string {
  return cause instanceof ApiError ? cause.message : MSG.serverError;
}
