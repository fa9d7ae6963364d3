import { moveRoles } from '@comoe/shared/commandes/machine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import {
  missionProblemAnswerSchema,
  missionProblemSchema,
  missionReleaseAnswerSchema,
  missionReleaseSchema,
} from '@comoe/shared/schemas/mission-incidents';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createOrderIncidentsService } from '../commandes/order-incidents.service.ts';
import { missionReturnSchema, rescueAnswerSchema } from '@comoe/shared/schemas/rescue';
import { RETURN_WAIT_MINUTES } from '@comoe/shared/commandes/rescue';
import { createMissionReturnService } from './mission-return.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const doc = signedInDocs('livreur');
const missionParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });

/**
 * Issue 22 §3: handing a mission back before pickup, reporting a problem after; issue 34 §1:
 * bringing it back to the business once the wait after the report is over.
 */
export const missionIncidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const incidents = createOrderIncidentsService(app);
  const returns = createMissionReturnService(app);

  app.post(
    '/api/livreurs/missions/:id/liberer',
    {
      onRequest: app.requireAuth(...moveRoles('rendreMission')),
      schema: {
        ...doc(
          'Rendre une mission pas encore récupérée, avec le motif : elle revient aux livreurs de la ville',
        ),
        params: missionParams,
        body: missionReleaseSchema,
        response: { 200: missionReleaseAnswerSchema, ...errors },
      },
    },
    async (req) => ({ statut: await incidents.release(currentUser(req), req.params.id, req.body.motif) }),
  );

  app.post(
    '/api/livreurs/missions/:id/probleme',
    {
      onRequest: app.requireAuth(...moveRoles('signalerProbleme')),
      schema: {
        ...doc(
          'Signaler un problème en livraison (client absent, adresse introuvable, colis endommagé, autre : note requise)',
        ),
        params: missionParams,
        body: missionProblemSchema,
        response: { 200: missionProblemAnswerSchema, ...errors },
      },
    },
    (req) => incidents.reportProblem(currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/livreurs/missions/:id/retour',
    {
      onRequest: app.requireAuth(...moveRoles('rapporter')),
      schema: {
        ...doc(
          `Rapporter à l'entreprise une commande en livraison, ${RETURN_WAIT_MINUTES} minutes après avoir signalé un problème, avec le code que l'entreprise donne : elle est annulée, la course payée`,
        ),
        params: missionParams,
        body: missionReturnSchema,
        response: { 200: rescueAnswerSchema, ...errors },
      },
    },
    async (req) => ({ statut: await returns.bringBack(currentUser(req), req.params.id, req.body) }),
  );
};
