import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { AppNotification, NotificationsPage } from '@comoe/shared/schemas/notifications';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import {
  countNotifications,
  listNotifications,
  markAllRead,
  markRead,
  trimSubscriptions,
  upsertSubscription,
} from './notifications.repository.ts';

/** `hosts` lists push services by host: the endpoint's host is one of them or a subdomain. */
export function isKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Enough for a phone, a tablet and a computer or two; each one costs a request per notification. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;

type Row = {
  id: number;
  titre: string;
  corps: string;
  commandeId: string | null;
  lu: boolean;
  createdAt: Date;
};

const toNotification = (r: Row): AppNotification => ({
  id: r.id,
  titre: r.titre,
  corps: r.corps,
  commandeId: r.commandeId,
  lu: r.lu,
  date: r.createdAt.toISOString(),
});

export function createNotificationsService(app: FastifyInstance) {
  async function page(user: AuthUser, q: { page: number; size: number }): Promise<NotificationsPage> {
    const [rows, counts] = await Promise.all([
      listNotifications(app.db, user.id, paging(q)),
      countNotifications(app.db, user.id),
    ]);
    return { content: rows.map(toNotification), totalElements: counts.total, nonLues: counts.nonLues };
  }

  /** Someone else's notification answers like a missing one. */
  async function read(user: AuthUser, id: number): Promise<AppNotification> {
    const row = await markRead(app.db, user.id, id);
    if (!row) throw notFound(MSG.notificationNotFound, 'NOTIFICATION_NOT_FOUND');
    return toNotification(row);
  }

  function readAll(user: AuthUser): Promise<void> {
    return markAllRead(app.db, user.id);
  }

  async function subscribe(user: AuthUser, s: { endpoint: string; keys: { p256dh: string; auth: string } }) {
    if (!isKnownPushService(s.endpoint, app.config.pushServiceHosts)) {
      throw badRequest(MSG.pushServiceUnknown, 'PUSH_SERVICE_UNKNOWN');
    }
    await app.db.transaction().execute(async (trx) => {
      await upsertSubscription(
        trx,
        { utilisateurId: user.id, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth },
        new Date(),
      );
      await trimSubscriptions(trx, user.id, MAX_SUBSCRIPTIONS_PER_USER);
    });
  }

  return { page, read, readAll, subscribe };
}
