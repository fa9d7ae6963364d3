import { MSG } from '@comoe/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { navigateTo } from './navigation';
import { useSession } from './session/session-store';

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

  it('leaves the session alone when a call with its own token is refused', async () => {
    const user = { id: 1, telephone: '0700000001', role: 'CLIENT', token: 'jwt' } as const;
    useSession.setState({ user, lastRole: null });
    fetchMock.mockResolvedValue(answer(401, '{}'));
    await failure(apiRequest('/api/files/upload/2/profile', { method: 'POST', token: 'other' }));
    expect(useSession.getState().user).toEqual(user);
    expect(navigateTo).not.toHaveBeenCalled();
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
