import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalPageSchema, journalQuerySchema } from '@comoe/shared/schemas/admin-journal';
import { adminRoutes } from './admin-routes.ts';
import { createAdminJournalService } from './admin-journal.service.ts';

/** `/admin/journal`: who did what, when, on what, and why. No route edits or deletes an entry. */
export const adminJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const journal = createAdminJournalService(app);

  app.get(
    '/api/admin/journal',
    route('Le journal des actions des administrateurs, les plus récentes d’abord', {
      querystring: journalQuerySchema,
      response: { 200: journalPageSchema },
    }),
    (req) => journal.list(req.query),
  );
};
