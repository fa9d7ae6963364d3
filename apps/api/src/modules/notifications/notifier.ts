import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Role } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { NOTIFICATION_URLS, type PushPayload } from '@comoe/shared/schemas/notifications';
import type { DB } from '../../db/schema.ts';
import {
  deleteSubscription,
  insertNotifications,
  subscriptionsOf,
  type NewNotification,
} from './notifications.repository.ts';
import { createPushSender } from './web-push-sender.ts';

export type { NewNotification };

function payloadFor(n: NewNotification, role: Role): PushPayload {
  return {
    title: n.titre || MSG.defaultNotificationTitle,
    body: n.corps,
    url: NOTIFICATION_URLS[role],
    ...(n.commandeId ? { tag: n.commandeId } : {}),
    commandeId: n.commandeId,
  };
}

/**
 * The one way a notification reaches its user: stored inside the caller's transaction (it is
 * listed even if every live channel fails), then, once committed, the `notification` event on
 * the user's open streams and a Web Push to each of the user's subscriptions.
 */
export function createNotifier(app: FastifyInstance, opts: { pushAgent?: Agent | undefined } = {}) {
  const send = createPushSender({
    vapid: app.config.vapid,
    agent: opts.pushAgent,
    // Only the push service's origin: the endpoint's path is a bearer capability.
    onError: (err, endpoint) => app.log.warn({ err, service: new URL(endpoint).origin }, 'envoi Web Push'),
  });
  const pending = new Set<Promise<void>>();

  async function push(list: readonly NewNotification[]): Promise<void> {
    const subscriptions = await subscriptionsOf(
      app.db,
      list.map((n) => n.utilisateurId),
    );
    await Promise.all(
      list.flatMap((n) =>
        subscriptions
          .filter((s) => s.utilisateurId === n.utilisateurId && s.p256dh && s.auth)
          .map(async (s) => {
            const outcome = await send(
              { endpoint: s.endpoint, p256dh: s.p256dh!, auth: s.auth! },
              payloadFor(n, s.role),
            );
            if (outcome === 'gone') await deleteSubscription(app.db, s.endpoint);
          }),
      ),
    );
  }

  return {
    /** Inside the transaction that made the change. */
    store(trx: Transaction<DB>, list: readonly NewNotification[], at = new Date()): Promise<void> {
      return insertNotifications(trx, list, at);
    },

    /** After commit: live events now, pushes after the current request has been answered. */
    async deliver(list: readonly NewNotification[]): Promise<void> {
      if (list.length === 0) return;
      const at = new Date().toISOString();
      for (const n of list) {
        await app.events
          .publish({
            audience: { users: [n.utilisateurId] },
            data: { type: 'notification', titre: n.titre, corps: n.corps, commandeId: n.commandeId, at },
          })
          .catch((err: unknown) => app.log.error({ err }, 'publication'));
      }
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => push(list))
        .catch((err: unknown) => app.log.error({ err }, 'envoi Web Push'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    /** Resolves once every push under way is done (closing, tests). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores, streams and pushes notifications. */
    notifier: Notifier;
  }
}
