import { ApiError } from '@/lib/api-client';

/** The field a server message is about, found by the shared French text both sides use. */
export type FieldMessages<F extends string> = Partial<Record<F, readonly string[]>>;

/**
 * Returns where to show a refused save: under the field the message names, or null when it
 * concerns no field of this form (network, session, rate limit…) and belongs in a toast.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: FieldMessages<F>,
): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  for (const [field, messages] of Object.entries(fields) as [F, readonly string[]][]) {
    if (messages.includes(error.message)) return { field, message: error.message };
  }
  return null;
}

/** A toast's detail: the server's own words for a refused request, the page's text otherwise. */
export function failureDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    return error.message;
  }
  return fallback;
}
