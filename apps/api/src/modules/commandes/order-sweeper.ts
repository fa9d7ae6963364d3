import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { orderRef } from '@comoe/shared/commandes/reference';
import { NO_ANSWER_MSG } from '@comoe/shared/commandes/no-answer';
import { OFFERED_MISSION_STATUSES } from '@comoe/shared/commandes/statuses';
import { applyTransition, loadOrder, SYSTEM_ACTOR } from './order-transitions.ts';
import { activeAdminIds } from '../users/users.repository.ts';
import { businessOwners } from '../entreprises/entreprises.repository.ts';
import { claimWaitingOrders, ordersWaitingSince } from './order-sweeper.repository.ts';
import { recordOrderEvent } from './order-history.service.ts';
import type { Db } from '../../db/database.ts';

/** Orders handled per step and sweep: a backlog (a server that was down) drains over a few sweeps. */
const BATCH = 100;
/** How often the other modules' hourly chores run (the answers kept for Idempotency-Keys…). */
const CHORES_EVERY_MS = 3_600_000;

/** Housekeeping of other modules the sweeper's timer runs hourly; app.ts hands them in. */
export interface SweeperChores {
  /** Deletes the answers kept for Idempotency-Keys past their week; answers how many. */
  purgeReplays: (now: Date) => Promise<number>;
}

export interface SweepResult {
  /** What THIS process did during the sweep (another process may have done the rest). */
  annulees: number;
  rappels: number;
  alertes: number;
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Design §12, orders nobody answers: every process sweeps on a timer; conditional writes make
 * each step happen once per order whatever the number of processes.
 */
export function createOrderSweeper(app: FastifyInstance, chores: SweeperChores) {
  const cfg = app.config;

  /** Through the state machine, as if someone pressed 'Refuser', but recorded as SYSTEME. */
  async function cancelUnanswered(now: Date): Promise<number> {
    const ids = await ordersWaitingSince(
      app.db,
      ORDER_MACHINE.annulerSansReponse.from,
      minutesBefore(now, cfg.orderAutoCancelMin),
      BATCH,
    );
    let done = 0;
    for (const id of ids) {
      try {
        const order = await loadOrder(app, id);
        const business = (await businessOwners(app.db, [order.entrepriseId])).get(order.entrepriseId);
        await applyTransition(app, {
          order,
          action: 'annulerSansReponse',
          actor: SYSTEM_ACTOR,
          motif: NO_ANSWER_MSG.motif(cfg.orderAutoCancelMin),
          notices: {
            client: MSG.orderNoAnswerCancelled,
            others: MSG.orderNoAnswerCancelledBusiness(cfg.orderAutoCancelMin),
            // Issue 34 §2: the admins hear of it, live, and may call the business.
            admins: NO_ANSWER_MSG.admins(business?.nom ?? '', cfg.orderAutoCancelMin),
          },
        });
        done += 1;
      } catch (err) {
        // Answered, cancelled by someone else or by another process meanwhile: nothing to do.
        if (err instanceof AppError && (err.status === 409 || err.status === 404)) continue;
        throw err;
      }
    }
    return done;
  }

  /** Claims the orders and stores their notifications in one transaction, then delivers them. */
  async function notifyOnce(
    step: Parameters<typeof claimWaitingOrders>[2],
    before: Date,
    now: Date,
    notices: (order: { id: string; owner: { utilisateurId: number; nom: string } }) => NewNotification[],
    /** What the step keeps in each claimed order's history, in the claim's transaction. */
    record?: (trx: Db, commandeId: string) => Promise<void>,
  ): Promise<number> {
    const { count, list } = await app.db.transaction().execute(async (trx) => {
      const claimed = await claimWaitingOrders(trx, app.dialect, step, before, now, BATCH);
      const owners = await businessOwners(
        trx,
        claimed.map((c) => c.entrepriseId),
      );
      const list: NewNotification[] = [];
      for (const c of claimed) {
        const owner = owners.get(c.entrepriseId);
        if (owner) list.push(...notices({ id: c.id, owner }));
        if (record) await record(trx, c.id);
      }
      await app.notifier.store(trx, list);
      return { count: claimed.length, list };
    });
    await app.notifier.deliver(list);
    return count;
  }

  function remind(now: Date): Promise<number> {
    return notifyOnce(
      { statuts: ORDER_MACHINE.annulerSansReponse.from, mark: 'rappelAt' },
      minutesBefore(now, cfg.orderReminderMin),
      now,
      ({ id, owner }) => [
        {
          utilisateurId: owner.utilisateurId,
          titre: `Commande ${orderRef(id)}`,
          corps: MSG.orderReminder(cfg.orderReminderMin),
          commandeId: id,
        },
      ],
      (trx, commandeId) => recordOrderEvent(trx, { commandeId, type: 'RAPPEL', actor: SYSTEM_ACTOR }),
    );
  }

  async function alertCourierWait(now: Date): Promise<number> {
    const admins = await activeAdminIds(app.db);
    return notifyOnce(
      { statuts: OFFERED_MISSION_STATUSES, mark: 'alerteLivreurAt' },
      minutesBefore(now, cfg.courierWaitAlertMin),
      now,
      ({ id, owner }) =>
        [owner.utilisateurId, ...admins.filter((a) => a !== owner.utilisateurId)].map((utilisateurId) => ({
          utilisateurId,
          titre: `Commande ${orderRef(id)}`,
          corps: MSG.courierWaitAlert(owner.nom, cfg.courierWaitAlertMin),
          commandeId: id,
        })),
    );
  }

  let purgedAt = 0;

  /** One pass, counted in the metrics whether it went through or failed. */
  async function sweepOnce(now = new Date()): Promise<SweepResult> {
    try {
      const result = await sweepSteps(now);
      app.metrics?.sweepRan('ok');
      return result;
    } catch (err) {
      app.metrics?.sweepRan('error');
      throw err;
    }
  }

  /** Cancellations first, so an order past both limits is cancelled, not recalled. */
  async function sweepSteps(now: Date): Promise<SweepResult> {
    const annulees = await cancelUnanswered(now);
    const rappels = await remind(now);
    const alertes = await alertCourierWait(now);
    // An hourly delete is plenty; every process may run it, deleting twice deletes nothing more.
    if (now.getTime() - purgedAt >= CHORES_EVERY_MS) {
      purgedAt = now.getTime();
      await chores.purgeReplays(now);
    }
    return { annulees, rappels, alertes };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function tick(): void {
    if (running) return; // a slow sweep is not stacked on by the next tick
    running = sweepOnce()
      .catch((err: unknown) => app.log.error({ err }, 'balayage des commandes sans réponse'))
      .finally(() => {
        running = null;
      });
  }

  return {
    sweepOnce,
    purgeReplays: (now = new Date()) => chores.purgeReplays(now),
    start(): void {
      if (timer || cfg.sweepIntervalMs === 0) return;
      timer = setInterval(tick, cfg.sweepIntervalMs);
      // The sweeper alone never keeps the process alive.
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type OrderSweeper = ReturnType<typeof createOrderSweeper>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders nobody answers (design §12). */
    sweeper: OrderSweeper;
  }
}
