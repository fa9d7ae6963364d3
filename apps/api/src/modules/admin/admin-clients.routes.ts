import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminClientsPageSchema, adminClientsQuerySchema } from '@comoe/shared/schemas/admin-clients';
import { withQuery } from '../../lib/route-docs.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminClientsService } from './admin-clients.service.ts';

/** 'Clients': server-side filtered, sorted, paginated; their status goes through `/utilisateurs/{id}/statut`. */
export const adminClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const service = createAdminClientsService(app);

  app.get(
    '/api/admin/clients',
    route(
      'Les clients : recherche (nom, e-mail, téléphone), inscription du au, statut, ville, tri et pages',
      withQuery(adminClientsQuerySchema, adminClientsPageSchema),
    ),
    (req) => service.clients(req.query),
  );
};
