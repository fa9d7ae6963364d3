import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { REPLAYED_HEADER } from '@comoe/shared/schemas/livreurs';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../types.ts';
import {
  claimKey,
  findKey,
  purgeKeysBefore,
  releaseKey,
  saveAnswer,
  takeOverKey,
} from './replays.repository.ts';

export type HandoverRoute = 'marquer-recuperee' | 'marquer-livree';

export interface HandoverAnswer {
  status: number;
  body: { statut: OrderStatus } | { message: string };
  headers: Record<string, string>;
}

/** Stores the success answer in the transaction that applies the move: both happen, or neither. */
export type SaveAnswer = (trx: Transaction<DB>, statut: OrderStatus) => Promise<void>;

/** How long a courier's replayable handover answers are kept. */
const REPLAY_KEEP_MS = 7 * 24 * 3_600_000;

/** Deletes the answers kept past their week (`reponses_idempotentes`); answers how many. */
export function purgeOldReplays(app: FastifyInstance, now: Date): Promise<number> {
  return purgeKeysBefore(app.db, new Date(now.getTime() - REPLAY_KEEP_MS));
}

/** A copy sent while the first is running waits this long for its answer, then hears 409. */
const WAIT_MS = 2_000;
const POLL_MS = 50;
const RETRY_AFTER_S = 2;
/** A key unanswered for this long belongs to a request that died (crash, restart): it is taken over. */
const STALE_MS = 60_000;

/**
 * The offline handovers of issue 8: a pickup or a delivery sent with an `Idempotency-Key` is
 * applied once, and every copy of it — later, after a restart, on another instance — gets the
 * first answer, a 4xx included. Keys are kept in the database, per courier.
 */
export function createReplays(app: FastifyInstance) {
  const replayed = (status: number, corps: string | null): HandoverAnswer => ({
    status,
    body: JSON.parse(corps ?? '{}') as HandoverAnswer['body'],
    headers: { [REPLAYED_HEADER]: 'true' },
  });

  /** Null when this request now holds the key and must run; otherwise the answer to give. */
  async function claim(user: AuthUser, cle: string, route: HandoverRoute, commandeId: string) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await findKey(app.db, user.id, cle);
      if (!row) {
        if (await claimKey(app.db, { utilisateurId: user.id, cle, route, commandeId })) return null;
        continue;
      }
      if (row.commandeId !== commandeId) throw conflict(MSG.idempotencyKeyReused, 'IDEMPOTENCY_REUSED');
      if (row.route !== route) throw conflict(MSG.idempotencyKeyOtherAction, 'IDEMPOTENCY_REUSED');
      if (row.statutHttp !== null) return replayed(row.statutHttp, row.corps);
      const staleBefore = new Date(Date.now() - STALE_MS);
      if (row.createdAt < staleBefore && (await takeOverKey(app.db, user.id, cle, staleBefore))) return null;
      if (Date.now() >= deadline) {
        return {
          status: 409,
          body: { message: MSG.idempotencyInProgress },
          headers: { 'retry-after': String(RETRY_AFTER_S) },
        };
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Runs `work` once per key. `work` answers the new status and passes `save` to the move's
   * transaction; a refusal (4xx) is stored as answered; an unexpected failure frees the key.
   */
  async function once(
    user: AuthUser,
    cle: string | null,
    action: { route: HandoverRoute; commandeId: string },
    work: (save: SaveAnswer | undefined) => Promise<OrderStatus>,
  ): Promise<HandoverAnswer> {
    if (cle === null) return { status: 200, body: { statut: await work(undefined) }, headers: {} };
    const previous = await claim(user, cle, action.route, action.commandeId);
    if (previous) return previous;
    try {
      const statut = await work((trx, to) => saveAnswer(trx, user.id, cle, 200, { statut: to }));
      // Already saved with the move; this only covers a success that made no move.
      await saveAnswer(app.db, user.id, cle, 200, { statut });
      return { status: 200, body: { statut }, headers: {} };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        await saveAnswer(app.db, user.id, cle, err.status, { message: err.message });
      } else {
        await releaseKey(app.db, user.id, cle).catch((e: unknown) =>
          app.log.error({ err: e }, 'clé non libérée'),
        );
      }
      throw err;
    }
  }

  return { once };
}
