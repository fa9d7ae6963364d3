import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAvisPageSchema,
  adminAvisSchema,
  adminMessageSchema,
  adminMessagesPageSchema,
  inboxQuerySchema,
} from '@comoe/shared/schemas/admin-inbox';
import { readById, withQuery } from '../../lib/route-docs.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminInboxService } from './admin-inbox.service.ts';

/** 'Messages' and 'Avis' of the admin's sidebar, with their unread counts. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const inbox = createAdminInboxService(app);

  app.get(
    '/api/admin/messages',
    route(
      'Les messages du formulaire de contact, non lus d’abord',
      withQuery(inboxQuerySchema, adminMessagesPageSchema),
    ),
    (req) => inbox.messages(req.query),
  );

  app.put(
    '/api/admin/messages/:id/lu',
    route('Marquer un message comme lu', readById(adminMessageSchema)),
    (req) => inbox.readMessage(req.params.id),
  );

  app.get(
    '/api/admin/avis',
    route(
      'Les avis des clients sur leurs commandes livrées, non lus d’abord',
      withQuery(inboxQuerySchema, adminAvisPageSchema),
    ),
    (req) => inbox.avis(req.query),
  );

  app.put('/api/admin/avis/:id/lu', route('Marquer un avis comme lu', readById(adminAvisSchema)), (req) =>
    inbox.readAvis(req.params.id),
  );
};
