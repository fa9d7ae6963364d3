import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAvisPageSchema,
  adminAvisSchema,
  adminMessageSchema,
  adminMessagesPageSchema,
  inboxQuerySchema,
} from '@comoe/shared/schemas/admin-inbox';
import { idParam } from '@comoe/shared/validation';
import { adminErrors, adminRoute } from './admin-routes.ts';
import { createAdminInboxService } from './admin-inbox.service.ts';

const params = z.object({ id: idParam });

/** 'Messages' and 'Avis' of the admin's sidebar, with their unread counts. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createAdminInboxService(app);

  const messages = adminRoute(app, 'Les messages du formulaire de contact, non lus d’abord');
  app.get(
    '/api/admin/messages',
    {
      preHandler: messages.preHandler,
      schema: {
        ...messages.docs,
        querystring: inboxQuerySchema,
        response: { 200: adminMessagesPageSchema, ...adminErrors },
      },
    },
    (req) => inbox.messages(req.query),
  );

  const readMessage = adminRoute(app, 'Marquer un message comme lu');
  app.put(
    '/api/admin/messages/:id/lu',
    {
      preHandler: readMessage.preHandler,
      schema: { ...readMessage.docs, params, response: { 200: adminMessageSchema, ...adminErrors } },
    },
    (req) => inbox.readMessage(req.params.id),
  );

  const avis = adminRoute(app, 'Les avis des clients sur leurs commandes livrées, non lus d’abord');
  app.get(
    '/api/admin/avis',
    {
      preHandler: avis.preHandler,
      schema: {
        ...avis.docs,
        querystring: inboxQuerySchema,
        response: { 200: adminAvisPageSchema, ...adminErrors },
      },
    },
    (req) => inbox.avis(req.query),
  );

  const readAvis = adminRoute(app, 'Marquer un avis comme lu');
  app.put(
    '/api/admin/avis/:id/lu',
    {
      preHandler: readAvis.preHandler,
      schema: { ...readAvis.docs, params, response: { 200: adminAvisSchema, ...adminErrors } },
    },
    (req) => inbox.readAvis(req.params.id),
  );
};
