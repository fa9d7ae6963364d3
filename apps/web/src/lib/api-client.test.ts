import { MSG } from '@comoe/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, RESEND_WAIT_MS } from './api-client';
import { navigateTo } from './navigation';
import { noteSessionEnd, readSessionEndNotice } from './session/session-end-notice';
import { useSession } from './session/session-store';
import { toast } from './toast';

vi.mock('./navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, contentType = 'application/json') {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('Une ApiError était attendue.');
  return error;
}

describe('api client', () => {
  it('sends JSON with the stored token and reads JSON back', async () => {
    window.localStorage.setItem('token', 'jwt-1');
    fetchMock.mockResolvedValue(answer(200, '[1,2]'));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual([1, 2]);
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no token when told so', async () => {
    window.localStorage.setItem('token', 'jwt-1');
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiRequest('/api/auth/login', { method: 'POST', body: {}, token: null });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("passes on the server's French message with the status", async () => {
    fetchMock.mockResolvedValue(answer(409, JSON.stringify({ message: MSG.phoneTaken })));
    const error = await failure(apiRequest('/api/auth/register', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 409, message: MSG.phoneTaken });
  });

  it('falls back to a French text when the answer has no message', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>', 'text/html'));
    expect((await failure(apiRequest('/api/villes'))).message).toBe(MSG.serverError);
    fetchMock.mockResolvedValue(answer(429, ''));
    expect((await failure(apiRequest('/api/villes'))).message).toBe(MSG.tooManyRequests);
  });

  it('says when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(apiRequest('/api/villes'))).toMatchObject({ status: 0, message: MSG.networkError });
  });

  it('ends a session the server rejects and sends the user to sign in', async () => {
    const user = { id: 1, telephone: '0700000001', role: 'CLIENT', token: 'jwt-old' } as const;
    useSession.setState({ user, lastRole: null });
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', 'jwt-old');
    fetchMock.mockResolvedValue(answer(401, JSON.stringify({ message: MSG.sessionExpired })));
    await failure(apiRequest('/api/users/1'));
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('says nothing of a deactivation on the sign-in page when a token is merely refused', async () => {
    noteSessionEnd(true); // left over from an earlier session of this tab
    const user = { id: 1, telephone: '0700000001', role: 'CLIENT', token: 'jwt-old' } as const;
    useSession.setState({ user, lastRole: null });
    window.localStorage.setItem('token', 'jwt-old');
    fetchMock.mockResolvedValue(answer(401, JSON.stringify({ message: MSG.sessionExpired })));
    await failure(apiRequest('/api/users/1'));
    expect(toast.error).toHaveBeenCalledWith(MSG.sessionExpired);
    expect(readSessionEndNotice()).toBeNull();
  });

  it('leaves the session alone when a call with its own token is refused', async () => {
    const user = { id: 1, telephone: '0700000001', role: 'CLIENT', token: 'jwt' } as const;
    useSession.setState({ user, lastRole: null });
    fetchMock.mockResolvedValue(answer(401, '{}'));
    await failure(apiRequest('/api/files/upload/2/profile', { method: 'POST', token: 'other' }));
    expect(useSession.getState().user).toEqual(user);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  describe("the courier's 403 rule (spec part 2 §8)", () => {
    const courier = { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } as const;
    beforeEach(() => {
      useSession.setState({ user: courier, lastRole: null });
      window.localStorage.setItem('user', JSON.stringify(courier));
      window.localStorage.setItem('token', 'jwt-3');
      fetchMock.mockResolvedValue(answer(403, JSON.stringify({ message: MSG.forbidden })));
    });

    it("ends the session on any 403 of a courier call, with the spec's words", async () => {
      const error = await failure(apiRequest('/api/livreurs/mes-missions', { forbiddenEndsSession: true }));
      expect(error).toMatchObject({ status: 403, message: MSG.sessionExpired });
      expect(useSession.getState().user).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(toast.error).toHaveBeenCalledWith(MSG.sessionExpired);
      expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
    });

    it('keeps the session on a 403 of any other area', async () => {
      const error = await failure(apiRequest('/api/entreprises/7/orders'));
      expect(error).toMatchObject({ status: 403, message: MSG.forbidden });
      expect(useSession.getState().user).toEqual(courier);
      expect(navigateTo).not.toHaveBeenCalled();
    });
  });

  it('passes on the wait a server asks for before sending again', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: MSG.idempotencyInProgress }), {
        status: 409,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      }),
    );
    expect(await failure(apiRequest('/api/x', { method: 'POST' }))).toMatchObject({
      status: 409,
      retryAfterSeconds: 2,
    });
    fetchMock.mockResolvedValue(answer(409, '{}'));
    expect((await failure(apiRequest('/api/x', { method: 'POST' }))).retryAfterSeconds).toBeNull();
  });

  it('checks the shape of an answer when given a schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, '{"id":"x"}'));
    const schema = {
      parse: (value: unknown) => {
        if (typeof (value as { id?: unknown }).id !== 'number') throw new Error('id');
        return value as { id: number };
      },
    };
    expect((await failure(apiRequest('/api/users/1', { schema }))).message).toBe(MSG.serverError);
  });
});

describe('moves: one key per action, one resend', () => {
  const keyOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

  it('gives every state-changing request a key of its own, and none to a read', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, '{}')));
    await apiRequest('/api/x', { method: 'POST', body: {} });
    await apiRequest('/api/x', { method: 'DELETE' });
    await apiRequest('/api/x');
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBeNull();
  });

  it("keeps the caller's own key (checkout, the courier's outbox)", async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiRequest('/api/x', { method: 'PUT', headers: { 'Idempotency-Key': 'cle-du-panier-1' } });
    expect(keyOf(0)).toBe('cle-du-panier-1');
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502', () => Promise.resolve(answer(502, ''))],
    ['a 503', () => Promise.resolve(answer(503, '{"message":"Service Unavailable"}'))],
  ])('sends a move again once, with the same key, after %s', async (_what, first) => {
    fetchMock.mockImplementationOnce(first).mockResolvedValueOnce(answer(200, '{"statut":"PRETE"}'));
    const started = Date.now();
    await expect(apiRequest('/api/x', { method: 'PUT', body: {} })).resolves.toEqual({ statut: 'PRETE' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RESEND_WAIT_MS - 20);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{}');
  });

  it('gives up after the one resend and says what the second answer was', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(503, '')));
    const error = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(error.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says the network is down when the resend is cut too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 0, message: MSG.networkError });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not resend a read, a 500, or a refusal', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(apiRequest('/api/x'))).status).toBe(0);
    fetchMock.mockResolvedValueOnce(answer(500, '{}'));
    expect((await failure(apiRequest('/api/x', { method: 'POST', body: {} }))).status).toBe(500);
    fetchMock.mockResolvedValueOnce(answer(409, JSON.stringify({ message: MSG.phoneTaken })));
    expect((await failure(apiRequest('/api/x', { method: 'POST', body: {} }))).status).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
