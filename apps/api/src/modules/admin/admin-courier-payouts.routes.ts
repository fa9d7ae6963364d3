import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courierDebtsPageSchema,
  courierDebtsQuerySchema,
  courierPayoutBodySchema,
  courierPayoutSchema,
} from '@comoe/shared/schemas/courier-gains';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminCourierPayoutsService } from './admin-courier-payouts.service.ts';

/** The couriers' 15 %: owed per courier, and paid once, with a reference, to the journal. */
export const adminCourierPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const payouts = createAdminCourierPayoutsService(app);

  app.get(
    '/api/admin/livreurs/versements',
    route('Ce que chaque livreur doit recevoir, toutes dates confondues, le plus gros montant d’abord', {
      querystring: courierDebtsQuerySchema,
      response: { 200: courierDebtsPageSchema },
    }),
    (req) => payouts.debts(req.query),
  );

  app.post(
    '/api/admin/livreurs/:id/versement',
    route('Verser à un livreur tout ce qui lui est dû à cet instant (une seule fois)', {
      params: z.object({ id: idParam }),
      body: courierPayoutBodySchema,
      response: { 200: courierPayoutSchema },
    }),
    (req) => payouts.pay(currentUser(req), req.params.id, req.body.reference),
  );
};
