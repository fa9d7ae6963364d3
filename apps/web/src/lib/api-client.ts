import { MSG } from '@comoe/shared/messages';
import { takeEarly } from './early-start';
import { newIdempotencyKey } from './idempotency-key';
import { navigateTo } from './navigation';
import { reportNetwork } from './network-status';
import { signInPathFor } from './paths';
import { endSession, useSession } from './session/session-store';
import { TOKEN_KEY } from './session/stored-session';
import { toast } from './toast';

/** Every failed call: the HTTP status (0 when the server was not reached) and a French message to show. */
export class ApiError extends Error {
  readonly status: number;
  /** True when the message is the server's own `{ message }`, false when it is our fallback text. */
  readonly fromServer: boolean;
  /** The wait the server asked for before sending again (`Retry-After`, seconds), when it said one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    message: string,
    {
      fromServer = false,
      retryAfterSeconds = null,
    }: { fromServer?: boolean; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Any zod schema fits; typed structurally so this module does not pull zod into the first bundle. */
type Schema<T> = { parse: (value: unknown) => T };

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** A token for this call only; null sends none. By default the session's token is sent. */
  token?: string | null;
  /** Checks the answer's shape; without it the answer is trusted as T. */
  schema?: Schema<T>;
  /** 'blob' for a file to download (the admin's CSV). */
  responseType?: 'json' | 'text' | 'blob';
  /** The browser's HTTP cache for this call: 'no-store' reads past a public max-age after a write. */
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Extra headers for this call, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * The courier's calls (spec part 2 §8): a 403 means the session is no longer valid, so it ends
   * like a 401. Other areas read a 403 as "not yours" and keep the session.
   */
  forbiddenEndsSession?: boolean;
};

const FALLBACK_BY_STATUS: Record<number, string> = {
  401: MSG.unauthenticated,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: MSG.payloadTooLarge,
  429: MSG.tooManyRequests,
};

const ACCEPT = { json: 'application/json', text: 'text/plain', blob: '*/*' } as const;

/**
 * Issue 32 §2: a move cut by the network, or refused by a process going away behind the balancer
 * (502, 503), is sent once more after this wait, with the same Idempotency-Key: the server
 * applies it once whichever of the two got through.
 */
export const RESEND_WAIT_MS = 500;
const RESENT_STATUSES = new Set([502, 503]);

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * The error of a refused answer. The server answers errors as `{ message }` in French; anything
 * else falls back to a generic French text. Shared with the uploads sent through XMLHttpRequest.
 */
export function apiErrorFrom(
  status: number,
  text: string,
  contentType: string,
  retryAfterSeconds: number | null = null,
): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return new ApiError(status, body.message, { fromServer: true, retryAfterSeconds });
    }
  } catch {
    const plain = contentType.startsWith('text/plain');
    if (plain && text.trim() && text.length <= 300) {
      return new ApiError(status, text.trim(), { fromServer: true, retryAfterSeconds });
    }
  }
  return new ApiError(status, FALLBACK_BY_STATUS[status] ?? MSG.serverError, { retryAfterSeconds });
}

/** `Retry-After` in seconds; the HTTP-date form is not used by this server. */
export function retryAfterFrom(header: string | null): number | null {
  const raw = header?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const headers = response.headers;
  return apiErrorFrom(
    response.status,
    text,
    headers.get('content-type') ?? '',
    retryAfterFrom(headers.get('retry-after')),
  );
}

/**
 * A stored session the server no longer accepts: leave it and send the user to sign in again.
 * @param reason 'deactivated' when the server said an administrator deactivated the account
 *   (the live stream's 'session.fin'): the sign-in page then says why.
 */
export function dropRejectedSession(reason: 'deactivated' | null = null): void {
  const { user } = useSession.getState();
  if (!user) return;
  endSession(reason);
  toast.error(reason === 'deactivated' ? MSG.accountDeactivatedByAdmin : MSG.sessionExpired);
  navigateTo(signInPathFor(user.role), { replace: true });
}

/** The server was not reached: an abort stays an abort, anything else is the French network error. */
function networkFailure(error: unknown, signal: AbortSignal | undefined): never {
  if (signal?.aborted) throw error;
  reportNetwork(false);
  throw new ApiError(0, MSG.networkError);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, responseType = 'json', signal, cache } = options;
  const usesStoredToken = options.token === undefined;
  const token = usesStoredToken ? window.localStorage.getItem(TOKEN_KEY) : options.token;

  const headers = new Headers({ Accept: ACCEPT[responseType] });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  // One key per user action (the caller's own when it keeps one, as checkout and the outbox do).
  const isMove = method !== 'GET';
  if (isMove && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const send = () => fetch(path, { method, headers, body: payload, signal, ...(cache ? { cache } : {}) });
  const early = method === 'GET' && !cache ? takeEarly(path, token ?? null) : null;
  let response: Response | null = null;
  try {
    response = await (early ?? send());
  } catch (error) {
    if (signal?.aborted || !isMove) return networkFailure(error, signal);
  }
  if (isMove && (response === null || RESENT_STATUSES.has(response.status))) {
    void response?.body?.cancel().catch(() => undefined);
    await pause(RESEND_WAIT_MS, signal);
    try {
      response = await send();
    } catch (error) {
      return networkFailure(error, signal);
    }
  }
  if (response === null) return networkFailure(null, signal);
  reportNetwork(true);

  if (!response.ok) {
    const forbiddenEnds = response.status === 403 && options.forbiddenEndsSession === true;
    if ((response.status === 401 || forbiddenEnds) && usesStoredToken && token) dropRejectedSession();
    if (forbiddenEnds) throw new ApiError(403, MSG.sessionExpired);
    throw await errorOf(response);
  }

  if (response.status === 204) return undefined as T;
  try {
    const data: unknown =
      responseType === 'text'
        ? await response.text()
        : responseType === 'blob'
          ? await response.blob()
          : await response.json();
    return schema ? schema.parse(data) : (data as T);
  } catch (error) {
    console.error(`Réponse inattendue de ${method} ${path}`, error);
    throw new ApiError(response.status, MSG.serverError);
  }
}
