import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  dashboardStatsSchema,
  financesCsvFileName,
  financesCsvQuerySchema,
  financesQuerySchema,
  financesSchema,
} from '@comoe/shared/schemas/admin';
import { mediaAnswer, withQuery } from '../../lib/route-docs.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminReportsService } from './admin-reports.service.ts';

/** Dashboard and 'Rapport Financier' (issue 9; definitions in @comoe/shared/admin-finance). */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const reports = createAdminReportsService(app);

  app.get(
    '/api/admin/dashboard/stats',
    route(
      'Tableau de bord : argent des commandes livrées, commandes, comptes, dernières commandes et courbe par jour',
      withQuery(dashboardQuerySchema, dashboardStatsSchema),
    ),
    (req) => reports.dashboard(req.query),
  );

  app.get(
    '/api/admin/commandes/finances',
    route(
      'Rapport financier : les commandes livrées de la période, les plus récentes d’abord',
      withQuery(financesQuerySchema, financesSchema),
    ),
    (req) => reports.finances(req.query),
  );

  app.get(
    '/api/admin/commandes/finances.csv',
    route('Rapport financier en CSV (UTF-8 avec BOM, séparateur ;), toute la période, envoyé ligne à ligne', {
      querystring: financesCsvQuerySchema,
      response: { 200: mediaAnswer('text/csv', 'text/csv; charset=utf-8') },
    }),
    async (req, reply) => {
      const range = req.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${financesCsvFileName(range)}"`)
        .header('Cache-Control', 'no-store')
        .send(reports.financesCsv(range) as never);
    },
  );
};
