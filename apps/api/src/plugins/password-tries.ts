import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@comoe/shared/messages';
import { tooMany } from '../lib/app-error.ts';
import type { AttemptStore } from '../lib/attempts/attempt-store.ts';
import { DatabaseAttemptStore } from '../db/attempts/database-store.ts';
import type { AttemptPolicy } from '../lib/attempts/policy.ts';
import { RedisAttemptStore } from '../lib/attempts/redis-store.ts';

const MINUTE = 60_000;

/**
 * Per account (a phone at login, a user at a password change): 3 free tries, then 1 s, 2 s,
 * 4 s… up to a minute between tries. A stranger typing wrong passwords slows the owner down
 * by a minute at most, never locks them out.
 */
export const ACCOUNT_POLICY: AttemptPolicy = {
  freeTries: 3,
  baseDelayMs: 1000,
  maxDelayMs: MINUTE,
  windowMs: 15 * MINUTE,
};

/** Per account and address: 10 tries, then that address waits 15 minutes for that account. */
export const ACCOUNT_ADDRESS_POLICY: AttemptPolicy = {
  freeTries: 10,
  baseDelayMs: 15 * MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
};

/** Checks a password under the limits; answers whether it was right, throws 429 when the try is refused. */
export type PasswordTries = (
  account: string,
  address: string,
  check: () => Promise<boolean>,
) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordTries: PasswordTries;
  }
}

function refused(retryAfterMs: number): Error {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return tooMany(MSG.retryIn(seconds), 'PASSWORD_TRIES', seconds);
}

/**
 * Password guessing, limited in the store every process shares (the database; Redis when
 * REDIS_URL is set). The try is taken before the hash is checked, so a burst of guesses sent
 * at once is checked three at most, and the right password is refused while a delay runs.
 */
export const passwordTriesPlugin = fp(async (app: FastifyInstance, { now }: { now: () => number }) => {
  const onError = (err: unknown) => app.log.error({ err }, 'essais de mot de passe');
  const store: AttemptStore = app.config.redisUrl
    ? new RedisAttemptStore(app.config.redisUrl, app.config.redisChannel, onError)
    : new DatabaseAttemptStore(app.db, onError);
  app.addHook('onClose', () => store.close());

  app.decorate('passwordTries', async (account, address, check) => {
    const near = `${account}@${address}`;
    const answer = await store.reserve(
      [
        { key: account, policy: ACCOUNT_POLICY },
        { key: near, policy: ACCOUNT_ADDRESS_POLICY },
      ],
      now(),
    );
    if (!answer.allowed) {
      app.metrics?.loginLocked();
      throw refused(answer.retryAfterMs);
    }
    if (!(await check())) return false;
    await store.clear([account, near]);
    return true;
  });
});
