import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@comoe/shared/enums';
import {
  avisEntrepriseSchema,
  avisListQuerySchema,
  avisPageSchema,
  avisReponseSchema,
} from '@comoe/shared/schemas/avis-entreprise';
import { messageSchema } from '@comoe/shared/schemas/common';
import { idParam } from '@comoe/shared/validation';
import { idParams, signedInRoutes, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAvisEntrepriseService } from './avis-entreprise.service.ts';

/** Reviews of a business (issue 21 §4): the owner's list and reply, the clients' read. */
export const avisEntrepriseRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'avis', [400, 401, 403, 404], ['ENTREPRISE', 'ADMIN']);
  const service = createAvisEntrepriseService(app);

  app.get(
    '/api/entreprises/:id/avis',
    route("Les avis des clients sur l'entreprise, les plus récents d'abord, avec la réponse du gérant", {
      params: idParams,
      ...withQuery(avisListQuerySchema, avisPageSchema),
    }),
    (req) => service.list(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/avis/publics',
    route(
      "Les avis commentés de l'entreprise, tels que les clients les lisent sur sa page",
      { params: idParams, ...withQuery(avisListQuerySchema, avisPageSchema) },
      [...ROLES],
    ),
    (req) => service.publicList(req.params.id, req.query),
  );

  app.post(
    '/api/entreprises/:id/avis/:avisId/reponse',
    route(
      'Répondre une fois à un avis (409 si une réponse existe déjà)',
      {
        params: z.object({ id: idParam, avisId: idParam }),
        body: avisReponseSchema,
        response: { 200: avisEntrepriseSchema, 409: messageSchema },
      },
      ['ENTREPRISE'],
    ),
    (req) => service.reply(currentUser(req), req.params.id, req.params.avisId, req.body.texte),
  );
};
