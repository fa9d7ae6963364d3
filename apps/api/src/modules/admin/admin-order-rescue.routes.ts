import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import { closeSchema, rescueAnswerSchema, transferSchema } from '@comoe/shared/schemas/rescue';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminOrderRescueService } from './admin-order-rescue.service.ts';

const params = z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) });

/** Issue 34 §1: an order a courier took and can no longer bring, handed to another or closed. */
export const adminOrderRescueRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const rescue = createAdminOrderRescueService(app);

  app.post(
    '/api/admin/commandes/:id/transferer',
    route(
      'Confier une commande prise (acceptée, prête ou en livraison) à un autre livreur vérifié et actif de sa ville : le statut reste, les deux codes sont renouvelés, chacun est prévenu',
      { params, body: transferSchema, response: { 200: rescueAnswerSchema } },
    ),
    async (req) => ({
      statut: await rescue.transfer(currentUser(req), req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/commandes/:id/cloturer',
    route(
      "Clôturer une commande en livraison : livrée (le livreur et l'entreprise payés) ou rapportée à l'entreprise (annulée, le client ne paie rien, la course du livreur payée)",
      { params, body: closeSchema, response: { 200: rescueAnswerSchema } },
    ),
    async (req) => ({
      statut: await rescue.close(currentUser(req), req.params.id, req.body.issue, req.body.motif),
    }),
  );
};
