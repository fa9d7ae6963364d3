import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { messageSchema } from '@comoe/shared/schemas/common';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  pushPublicKeySchema,
  pushTokenSchema,
} from '@comoe/shared/schemas/notifications';
import { idParam } from '@comoe/shared/validation';
import { noContent, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createNotificationsService } from './notifications.service.ts';

/** Design §6: stored notifications for every role, and the browser's Web Push subscription. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'notifications', [400, 401, 403, 404], []);
  const service = createNotificationsService(app);

  app.get(
    '/api/notifications',
    route(
      "Les notifications de l'utilisateur connecté, les plus récentes d'abord, avec le nombre de non lues",
      {
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    ),
    (req) => service.page(currentUser(req), req.query),
  );

  app.put(
    '/api/notifications/:id/lu',
    route('Marquer une notification comme lue', {
      params: z.object({ id: idParam }),
      response: { 200: notificationSchema },
    }),
    (req) => service.read(currentUser(req), req.params.id),
  );

  app.put(
    '/api/notifications/lu',
    route('Marquer toutes ses notifications comme lues', {
      response: { 200: messageSchema },
    }),
    async (req) => {
      await service.readAll(currentUser(req));
      return { message: MSG.notificationsAllRead };
    },
  );

  app.get(
    '/api/push/cle-publique',
    {
      schema: {
        tags: ['notifications'],
        summary: 'La clé publique VAPID (base64url) pour pushManager.subscribe',
        response: { 200: pushPublicKeySchema },
      },
    },
    () => ({ publicKey: app.config.vapid.publicKey }),
  );

  app.post(
    '/api/users/fcm-token',
    route("Enregistrer l'abonnement Web Push du navigateur (PushSubscription sérialisé par JSON.stringify)", {
      body: pushTokenSchema,
      response: { 204: z.null() },
    }),
    noContent((req) => service.subscribe(currentUser(req), req.body.token)),
  );
};
