import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { TEXT } from './texts';

/** A refused session: the API client already ended it and said 'Session expirée…'. */
export function sessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The server's (or the network's) French words, else the page's own text. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Spec part 2 §8: 'Erreur' with the message, else 'Chargement impossible'. */
export function toastFailure(error: unknown, title: string = TEXT.error, fallback: string = TEXT.loadFailed) {
  if (sessionRefused(error)) return;
  toast.error(title, failureMessage(error, fallback));
}
