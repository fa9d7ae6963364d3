import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from './app.ts';
import { bearer, createUser, login, type TestUser } from './factories.ts';

export type Headers = Record<string, string>;

export interface SignedIn extends TestUser {
  headers: Headers;
}

/** A user of this role in this city, signed in through the API. */
export async function signedIn(
  t: TestApp,
  role: TestUser['role'],
  villeId: number,
  opts: { prenom?: string } = {},
): Promise<SignedIn> {
  const user = await createUser(t.database.db, role, { villeId, ...opts });
  return { ...user, headers: bearer(await login(t.app, user)) };
}

/** Short calls for the admin's routes. */
export function calls(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });
  return {
    get: (url: string, headers?: Headers) => call('GET', url, headers),
    post: (url: string, headers: Headers, payload?: unknown) => call('POST', url, headers, payload),
    put: (url: string, headers: Headers, payload?: unknown) => call('PUT', url, headers, payload),
    del: (url: string, headers: Headers) => call('DELETE', url, headers),
  };
}
