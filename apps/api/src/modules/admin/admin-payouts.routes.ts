import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCommandeSchema,
  adminCommandesPageSchema,
  adminCommandesQuerySchema,
  bulkPayoutBodySchema,
  bulkPayoutResultSchema,
  payoutBodySchema,
  payoutGroupsPageSchema,
  payoutGroupsQuerySchema,
  resteAVerserSchema,
} from '@comoe/shared/schemas/admin';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import {
  courierDebtsCsvFileName,
  courierDebtsCsvQuerySchema,
  courierDebtsPageSchema,
  courierDebtsQuerySchema,
  courierPayoutBodySchema,
  courierPayoutSchema,
} from '@comoe/shared/schemas/courier-gains';
import { abidjanDay } from '@comoe/shared/periods';
import { idParam } from '@comoe/shared/validation';
import { mediaAnswer, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminPayoutsService } from './admin-payouts.service.ts';
import { createAdminCourierPayoutsService } from './admin-courier-payouts.service.ts';

/**
 * 'Paiements': what the businesses are owed and marking it paid (design §12); the couriers' 15 %,
 * owed per courier and paid once (issue 20 §2).
 */
export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const payouts = createAdminPayoutsService(app);
  const couriers = createAdminCourierPayoutsService(app);

  app.get(
    '/api/admin/commandes',
    route(
      'Les commandes de la période (À verser : EN_ATTENTE, Versés : PAYE), les plus récentes d’abord',
      withQuery(adminCommandesQuerySchema, adminCommandesPageSchema),
    ),
    (req) => payouts.list(req.query),
  );

  app.get(
    '/api/admin/commandes/par-entreprise',
    route(
      'Ce que chaque entreprise doit recevoir (ou a reçu) sur la période, le plus gros montant d’abord',
      withQuery(payoutGroupsQuerySchema, payoutGroupsPageSchema),
    ),
    (req) => payouts.groups(req.query),
  );

  app.get(
    '/api/admin/paiements/reste',
    route('Reste à verser : ce que les entreprises attendent encore, toutes dates confondues', {
      response: { 200: resteAVerserSchema },
    }),
    () => payouts.reste(),
  );

  app.post(
    '/api/admin/commandes/:id/payout',
    route('Marquer une commande livrée comme versée à son entreprise (une seule fois)', {
      params: z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) }),
      body: payoutBodySchema,
      response: { 200: adminCommandeSchema },
    }),
    (req) => payouts.payOne(currentUser(req), req.params.id, req.body.reference),
  );

  app.post(
    '/api/admin/payouts',
    route(
      'Marquer plusieurs commandes comme versées (500 au plus) : lesquelles l’ont été, lesquelles non et pourquoi',
      {
        body: bulkPayoutBodySchema,
        response: { 200: bulkPayoutResultSchema },
      },
    ),
    (req) => payouts.payMany(currentUser(req), req.body.commandeIds, req.body.reference),
  );

  app.get(
    '/api/admin/livreurs/versements',
    route('Ce que chaque livreur doit recevoir, toutes dates confondues, le plus gros montant d’abord', {
      querystring: courierDebtsQuerySchema,
      response: { 200: courierDebtsPageSchema },
    }),
    (req) => couriers.debts(req.query),
  );

  app.get(
    '/api/admin/livreurs/versements.csv',
    route(
      'Ce que chaque livreur doit recevoir, en CSV (UTF-8 avec BOM, séparateur ;), dans l’ordre demandé',
      {
        querystring: courierDebtsCsvQuerySchema,
        response: { 200: mediaAnswer('text/csv', 'text/csv; charset=utf-8') },
      },
    ),
    async (req, reply) => {
      const csv = await couriers.debtsCsv(req.query.sort);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${courierDebtsCsvFileName(abidjanDay(new Date()))}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/livreurs/:id/versement',
    route('Verser à un livreur tout ce qui lui est dû à cet instant (une seule fois)', {
      params: z.object({ id: idParam }),
      body: courierPayoutBodySchema,
      response: { 200: courierPayoutSchema },
    }),
    (req) => couriers.pay(currentUser(req), req.params.id, req.body.reference),
  );
};
