import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import { MSG } from '@comoe/shared/messages';
import { REPLAYED_HEADER } from '@comoe/shared/schemas/livreurs';
import { idempotencyKeySchema } from '@comoe/shared/validation';
import { badRequest, conflict } from '../lib/app-error.ts';
import { keyHolder } from '../lib/idempotent-routes.ts';
import type { DB } from '../db/schema.ts';
import {
  claimKey,
  findKey,
  purgeKeysBefore,
  releaseKey,
  saveAnswer,
  takeOverKey,
  touchKey,
  type KeyUse,
} from './idempotency.repository.ts';

/** The key a request holds while it runs: its answer is stored for every copy of it. */
export interface HeldKey {
  readonly utilisateurId: number;
  readonly cle: string;
  /**
   * Stores the answer inside the transaction that makes the move: both happen, or neither (a
   * crash between the two would leave a move made and its copies made again).
   */
  saveIn(trx: Transaction<DB>, status: number, body: unknown): Promise<void>;
  answered: boolean;
  /** Keeps the key alive while the request runs; cleared once it is answered or abandoned. */
  keepAlive: NodeJS.Timeout;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds its `Idempotency-Key` (signed-in, state-changing, first of its copies). */
    idempotency: HeldKey | null;
  }
}

/** A copy sent while the first is running waits this long for its answer, then hears 409. */
const WAIT_MS = 2_000;
const POLL_MS = 50;
const RETRY_AFTER_S = 2;
/**
 * A key unanswered and not kept alive for this long belongs to a request that died (kill -9,
 * crash): a copy takes it over. The request holding it keeps it alive every HOLD_MS, however long
 * it runs (a proof photo over 3G), so only a dead one goes stale; a minute made every copy of a
 * move cut by a kill wait that long.
 */
const STALE_MS = 15_000;
const HOLD_MS = 5_000;
/** How long answers are kept: a phone resends within seconds, a courier's outbox within hours. */
const KEEP_MS = 7 * 24 * 3_600_000;

type Stored = { status: number; corps: string | null; headers: Record<string, string> };

/** Deletes the answers kept past their week (`reponses_idempotentes`); answers how many. */
export function purgeOldKeys(app: FastifyInstance, now: Date): Promise<number> {
  return purgeKeysBefore(app.db, new Date(now.getTime() - KEEP_MS));
}

/**
 * Issue 8 then issue 32 §2: a state-changing request of a signed-in user sent with an
 * `Idempotency-Key` runs once. Every copy of it — later, after a restart, on another process
 * sharing the database — gets the first answer (status and body, a 4xx included) marked with
 * `Idempotent-Replayed`; a copy arriving while the first runs waits a little, then hears 409 with
 * `Retry-After`; the key sent to another route or resource is refused. Keys belong to one user
 * and live a week. Without a key nothing changes.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);

  /** Null when this request now holds the key and must run; otherwise the answer to give. */
  async function claim(use: KeyUse): Promise<Stored | null> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await findKey(app.db, use.utilisateurId, use.cle);
      if (!row) {
        if (await claimKey(app.db, use)) return null;
        continue;
      }
      if (row.route !== use.route) throw conflict(MSG.idempotencyKeyOtherAction, 'IDEMPOTENCY_REUSED');
      if (row.ressource !== use.ressource) throw conflict(MSG.idempotencyKeyReused, 'IDEMPOTENCY_REUSED');
      if (row.statutHttp !== null)
        return { status: row.statutHttp, corps: row.corps, headers: { [REPLAYED_HEADER]: 'true' } };
      const staleBefore = new Date(Date.now() - STALE_MS);
      if (row.createdAt < staleBefore && (await takeOverKey(app.db, use.utilisateurId, use.cle, staleBefore)))
        return null;
      if (Date.now() >= deadline) {
        return {
          status: 409,
          corps: JSON.stringify({ message: MSG.idempotencyInProgress }),
          headers: { 'retry-after': String(RETRY_AFTER_S) },
        };
      }
      await sleep(POLL_MS);
    }
  }

  function keepAlive(utilisateurId: number, cle: string, req: FastifyRequest): NodeJS.Timeout {
    const timer = setInterval(() => {
      touchKey(app.db, utilisateurId, cle).catch((err: unknown) =>
        req.log.warn({ err }, 'clé non prolongée'),
      );
    }, HOLD_MS);
    timer.unref();
    return timer;
  }

  // A preHandler: the session check (onRequest) has run, so the user is known, and the body is valid.
  async function holdKey(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const user = req.authUser;
    const raw = req.headers['idempotency-key'];
    if (!user || raw === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(raw);
    if (!parsed.success) throw badRequest(MSG.idempotencyKeyInvalid, 'IDEMPOTENCY_KEY_INVALID');
    const use = {
      utilisateurId: user.id,
      cle: parsed.data,
      route: `${req.method} ${req.routeOptions.url ?? ''}`,
      ressource: req.url.split('?')[0] ?? '',
    };
    const stored = await claim(use);
    if (stored === null) {
      req.idempotency = {
        utilisateurId: use.utilisateurId,
        cle: use.cle,
        answered: false,
        keepAlive: keepAlive(use.utilisateurId, use.cle, req),
        saveIn: (trx, status, body) =>
          saveAnswer(trx, use.utilisateurId, use.cle, status, JSON.stringify(body)),
      };
      return;
    }
    reply.code(stored.status).headers(stored.headers);
    // The body as first sent (already serialized): a string with this type goes out as it is.
    if (stored.corps) return reply.type('application/json; charset=utf-8').send(stored.corps);
    return reply.send();
  }

  app.addHook('onRoute', (route) => {
    if (keyHolder(route.method, route.config) !== 'plugin') return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, holdKey];
  });

  // A request that ends unanswered (the client left, the reply was hijacked) lets its key go stale.
  const stopHolding = (req: FastifyRequest) => {
    if (req.idempotency) clearInterval(req.idempotency.keepAlive);
  };
  app.addHook('onResponse', async (req) => stopHolding(req));
  app.addHook('onRequestAbort', async (req) => stopHolding(req));

  // Registered before compression (app.ts): the body is stored as serialized, not compressed.
  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held || held.answered) return payload;
    held.answered = true;
    clearInterval(held.keepAlive);
    const body = payload === undefined || payload === null ? '' : payload;
    if (reply.statusCode < 500 && typeof body === 'string') {
      // Already stored with the move when the route did it in its transaction; this covers the rest.
      await saveAnswer(app.db, held.utilisateurId, held.cle, reply.statusCode, body);
    } else {
      // A failure of ours: the copy may try again.
      await releaseKey(app.db, held.utilisateurId, held.cle).catch((err: unknown) =>
        req.log.error({ err }, 'clé non libérée'),
      );
    }
    return payload;
  });
});
