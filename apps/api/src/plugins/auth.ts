import { createSecretKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import type { Role } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { parseRole } from '@comoe/shared/roles';
import { AccountCache, type SessionRow } from '../lib/account-cache.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { signSessionToken, TOKEN_ISSUER } from '../lib/session-token.ts';
import { parseClaims, type TokenClaims, VerifiedTokens } from '../lib/verified-tokens.ts';
import type { AuthUser } from '../types.ts';
import { findSessionRow } from './auth.repository.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The roles a route admits, as its guard says (documented by `guardsFirst`, never written). */
    'x-roles'?: Role[];
  }
}

/** Each guard `requireAuth` made, with the roles it admits (none: any signed-in role). */
const GUARDS = new WeakMap<object, Role[]>();
/** The stages that run after the body is parsed and validated: too late for a guard. */
const LATE_STAGES = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (hooks: unknown): unknown[] => (hooks === undefined ? [] : ([] as unknown[]).concat(hooks));

/**
 * Every route's guard runs in `onRequest`, before its body is read and validated: a wrong role
 * reads 403 whatever it sends (issue 32 §1), and the app refuses to start if one is placed later.
 * The per-address limit (an onRequest hook of its own) still counts first, so a flood of forged
 * tokens never reaches the signature check; the roles go into the route's OpenAPI operation.
 */
function guardsFirst(route: RouteOptions): void {
  for (const stage of LATE_STAGES) {
    if (hooksOf(route[stage]).some((hook) => GUARDS.has(hook as object))) {
      throw new Error(
        `${String(route.method)} ${route.url} : requireAuth se place dans onRequest, pas ${stage}`,
      );
    }
  }
  const hooks = hooksOf(route.onRequest) as onRequestHookHandler[];
  const guards = hooks.filter((hook) => GUARDS.has(hook));
  if (guards.length === 0) return;
  route.onRequest = [...hooks.filter((hook) => !GUARDS.has(hook)), ...guards];
  const roles = guards.flatMap((guard) => GUARDS.get(guard) ?? []);
  if (roles.length > 0 && route.schema) route.schema = { ...route.schema, 'x-roles': [...new Set(roles)] };
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/**
 * Bearer JWT carrying the user's token version: a password change or a deactivation
 * raises the version in the database, which ends every older session at once.
 */
export const authPlugin = fp((app: FastifyInstance) => {
  // Imported once: jose would otherwise import the raw bytes again on every sign and verify.
  const secret = createSecretKey(app.config.jwtSecret);
  const verified = new VerifiedTokens();
  const accounts = new AccountCache((id) => findSessionRow(app.db, id), app.config.accountCacheMs);
  // Changes made on another process (Redis), or published by this one, reach the cache here.
  const unsubscribe = app.events.subscribeAccounts(({ account }) => accounts.forget(account.userId));
  const unsubscribeGaps = app.events.subscribeGaps(() => accounts.forgetAll());
  app.addHook('onClose', () => {
    unsubscribe();
    unsubscribeGaps();
    return Promise.resolve();
  });

  app.decorate('accountChanged', async (userId: number) => {
    accounts.forget(userId);
    await app.events
      .publish({ account: { userId } })
      .catch((err: unknown) => app.log.error({ err }, 'publication'));
  });

  app.decorate('signToken', (user: { id: number; role: Role; tokenVersion: number }) =>
    signSessionToken(secret, app.config.jwtTtl, user),
  );

  /** The session's user from a row of the account cache, or the refusal the row calls for. */
  function sessionUser(row: SessionRow | null, claims: TokenClaims): AuthUser {
    if (!row || row.tokenVersion !== claims.tv) throw unauthorized(MSG.sessionExpired, 'TOKEN_REVOKED');
    if (row.statut !== 'ACTIF') throw forbidden(MSG.accountDisabled, 'ACCOUNT_DISABLED');
    const role = parseRole(row.role);
    if (!role) throw unauthorized(MSG.sessionExpired, 'TOKEN_INVALID');
    return { id: row.id, role, tokenVersion: row.tokenVersion };
  }

  async function verify(token: string): Promise<TokenClaims> {
    let claims: TokenClaims | null;
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: TOKEN_ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp'],
      });
      claims = parseClaims(payload);
    } catch {
      claims = null;
    }
    if (!claims) throw unauthorized(MSG.sessionExpired, 'TOKEN_INVALID');
    verified.set(token, claims);
    return claims;
  }

  // The signature is checked once per token; revocation and deactivation, on every request
  // (against the account cache, which every change of the account empties at once).
  async function authenticate(token: string, known: TokenClaims | undefined): Promise<AuthUser> {
    const claims = known ?? (await verify(token));
    return sessionUser(await accounts.get(claims.sub), claims);
  }

  app.decorateRequest('authUser', null);
  app.addHook('onRoute', guardsFirst);
  app.decorate('requireAuth', (...roles: Role[]): onRequestHookHandler => {
    const admit = (req: FastifyRequest, user: () => AuthUser, done: (err?: Error) => void) => {
      try {
        const u = user();
        if (roles.length > 0 && !roles.includes(u.role)) throw forbidden(MSG.forbidden, 'WRONG_ROLE');
        req.authUser = u;
      } catch (err) {
        return done(err as Error);
      }
      done();
    };
    const guard: onRequestHookHandler = (req, _reply, done) => {
      const token = bearer(req);
      if (!token) return done(unauthorized(MSG.unauthenticated));
      const claims = verified.get(token);
      const row = claims && accounts.peek(claims.sub);
      // A known token of a current account, the usual case: decided without a promise.
      if (claims && row !== undefined) return admit(req, () => sessionUser(row, claims), done);
      authenticate(token, claims).then((user) => admit(req, () => user, done), done);
    };
    GUARDS.set(guard, roles);
    return guard;
  });
});

/** The signed-in user of a route guarded by `requireAuth`. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw unauthorized(MSG.unauthenticated);
  return req.authUser;
}

/** Self or an administrator: the rule for a user's own profile, password and files. */
export function assertSelfOrAdmin(user: AuthUser, userId: number): void {
  if (user.id !== userId && user.role !== 'ADMIN') throw forbidden(MSG.forbidden, 'NOT_OWNER');
}
