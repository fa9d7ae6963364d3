/** The one error type of the API: the handler answers `{ message }` with this status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooMany = (message: string, code = 'TOO_MANY', retryAfterS?: number) =>
  new AppError(429, code, message, retryAfterS === undefined ? {} : { 'retry-after': String(retryAfterS) });
