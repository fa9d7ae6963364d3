import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountOpenOrderSchema,
  clientCodeSchema,
  deactivationPreviewSchema,
} from '@comoe/shared/schemas/admin-commandes';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminDeactivationService } from './admin-deactivation.service.ts';

const accountParams = z.object({ id: idParam });

/** Issue 34: what deactivating an account will do, and the code of a deactivated client's order. */
export const adminDeactivationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const deactivation = createAdminDeactivationService(app);

  app.get(
    '/api/admin/utilisateurs/:id/commandes-ouvertes',
    route('Les commandes en cours d’un compte, et ce que sa désactivation fera de chacune', {
      params: accountParams,
      response: { 200: z.array(accountOpenOrderSchema) },
    }),
    (req) => deactivation.openOrders(currentUser(req), req.params.id),
  );

  app.get(
    '/api/admin/utilisateurs/:id/desactivation',
    route(
      'Ce que la désactivation d’un compte fera, compté : commandes annulées, remises aux livreurs, qui continuent (rien ne change)',
      { params: accountParams, response: { 200: deactivationPreviewSchema } },
    ),
    (req) => deactivation.preview(currentUser(req), req.params.id),
  );

  app.get(
    '/api/admin/commandes/:id/code-client',
    route(
      'Le code de livraison d’une commande en livraison dont le client est désactivé, à lui lire au téléphone (journalisé ; 409 sinon)',
      {
        params: z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) }),
        response: { 200: clientCodeSchema },
      },
    ),
    (req) => deactivation.clientCode(currentUser(req), req.params.id),
  );
};
