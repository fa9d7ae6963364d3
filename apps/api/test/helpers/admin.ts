import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { createDatabase } from '../../src/db/database.ts';
import { buildSibling, store, type TestApp } from './app.ts';
import { bearer, createUser, createVille, login, type TestUser } from './factories.ts';

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

/** The admin's desk for `appWith(adminDesk)`: short calls, and an admin of a new city, signed in. */
export async function adminDesk(app: FastifyInstance, db: TestApp['database']['db'], t: TestApp) {
  const ville = await createVille(db);
  return { api: calls(app), admin: await signedIn(t, 'ADMIN', ville.id) };
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

/**
 * A second API process on the same database, as behind a load balancer: on PostgreSQL with its
 * own connection pool. On SQLite it shares the first one's connection: two connections in one
 * thread would wait on each other's locks synchronously (separate processes would simply queue).
 */
export async function secondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  if (store !== 'postgres') {
    const app = await buildSibling(t);
    return { app, close: () => app.close() };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  const database = createDatabase({
    dataDir: t.config.dataDir,
    databaseUrl: t.config.databaseUrl,
    pgSchema: rows[0]!.schema,
  });
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
