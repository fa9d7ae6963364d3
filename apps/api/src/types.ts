import type { onRequestHookHandler } from 'fastify';
import type { Role } from '@comoe/shared/enums';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { FileStore } from './lib/file-store/file-store.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** The token version the session was signed with: an open stream ends when it changes. */
  tokenVersion: number;
}

/**
 * What every request and plugin sees. A module's own decorations (its caches, the notifier, the
 * sweeper) are declared beside it, so that this file, read by plugins, imports no module.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dialect: Dialect;
    config: Config;
    /** Uploads, thumbnails and private files: the data folder, or the bucket (S3_ENDPOINT). */
    fileStore: FileStore;
    /** Now, in ms since 1970: `Date.now` but where a test sets it (opening hours, pauses). */
    clock: () => number;
    /**
     * A route's `onRequest` guard: a valid, current session with one of these roles (any role when
     * empty), checked before the body is read (plugins/auth.ts refuses it in a later stage).
     */
    requireAuth: (...roles: Role[]) => onRequestHookHandler;
    signToken: (user: { id: number; role: Role; tokenVersion: number }) => Promise<string>;
    /**
     * After the transaction that changed an account's status, role, token version or existence:
     * every process's session check reads it again (plugins/auth.ts).
     */
    accountChanged: (userId: number) => Promise<void>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}
