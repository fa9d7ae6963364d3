import type { preHandlerHookHandler } from 'fastify';
import type { Role } from '@comoe/shared/enums';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { OrderSweeper } from './modules/commandes/order-sweeper.ts';
import type { MenuCache } from './modules/entreprises/menu-cache.ts';
import type { VilleEntreprisesCache } from './modules/entreprises/ville-entreprises-cache.ts';
import type { Notifier } from './modules/notifications/notifier.ts';
import type { VillesCache } from './modules/villes/villes-cache.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** The token version the session was signed with: an open stream ends when it changes. */
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dialect: Dialect;
    config: Config;
    villes: VillesCache;
    menus: MenuCache;
    /** A city's listed businesses, serialized (modules/entreprises/ville-entreprises-cache.ts). */
    villeEntreprises: VilleEntreprisesCache;
    /** Stores, streams and pushes notifications (modules/notifications/notifier.ts). */
    notifier: Notifier;
    /** Orders nobody answers (design §12). */
    sweeper: OrderSweeper;
    /** preHandler: a valid, current session with one of these roles (any role when empty). */
    requireAuth: (...roles: Role[]) => preHandlerHookHandler;
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
