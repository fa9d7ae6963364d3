import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLivreurSchema, verificationBodySchema } from '@comoe/shared/schemas/admin-accounts';
import {
  verificationQueuePageSchema,
  verificationQueueQuerySchema,
} from '@comoe/shared/schemas/courier-verification';
import { changeById, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminVerificationService } from './admin-verification.service.ts';

/** Couriers checked from their papers before they ride (issue 20 §2). */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const verification = createAdminVerificationService(app);

  app.get(
    '/api/admin/livreurs/verification',
    route(
      'La file de vérification des livreurs : en attente (par défaut), refusés ou sans documents ; les documents envoyés le plus tôt d’abord',
      withQuery(verificationQueueQuerySchema, verificationQueuePageSchema),
    ),
    (req) => verification.queue(req.query),
  );

  app.put(
    '/api/admin/livreurs/:id/verification',
    route(
      'Vérifier un livreur (avec sa CNI et son permis : sinon 409) ou refuser ses documents avec un motif qu’il lit',
      changeById(verificationBodySchema, adminLivreurSchema),
    ),
    (req) => verification.verify(currentUser(req), req.params.id, req.body.isVerified, req.body.motif),
  );
};
