import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { BUSINESS_MOVE_PATHS, type BusinessMove } from '@comoe/shared/commandes/business-moves';
import { moveRoles } from '@comoe/shared/commandes/machine';
import { businessOrderDetailSchema } from '@comoe/shared/schemas/entreprise-reports';
import { messageSchema } from '@comoe/shared/schemas/common';
import { businessOrderSchema, businessOrdersQuerySchema, pageSchema } from '@comoe/shared/schemas/commandes';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { createEntrepriseOrdersService } from './entreprise-orders.service.ts';

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};
const orderParams = z.object({ id: idParam, orderId: z.uuid({ error: MSG.orderNotFound }) });
const statutAnswer = z.object({ statut: z.enum(ORDER_STATUSES) });

const SUMMARIES: Record<BusinessMove, string> = {
  accepter: 'Accepter la commande (elle attend ensuite un livreur)',
  refuser: 'Refuser une commande en attente',
  marquerPrete: 'Marquer la commande comme prête',
  annuler: 'Annuler la commande (entreprise ou administrateur)',
};

export const entrepriseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEntrepriseOrdersService(app);

  app.get(
    '/api/entreprises/:id/orders',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        tags: ['entreprise'],
        summary: "Les commandes de l'entreprise, filtrées et paginées (avec le code entreprise)",
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        querystring: businessOrdersQuerySchema,
        response: { 200: pageSchema(businessOrderSchema), ...errors },
      },
    },
    (req) => service.list(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/orders/:orderId',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        tags: ['entreprise'],
        summary: 'Une commande de l’entreprise avec son historique (chaque changement de statut, qui, quand)',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: businessOrderDetailSchema, ...errors },
      },
    },
    (req) => service.detail(currentUser(req), req.params.id, req.params.orderId),
  );

  for (const [action, path] of Object.entries(BUSINESS_MOVE_PATHS) as Array<[BusinessMove, string]>) {
    app.put(
      `/api/entreprises/:id/orders/:orderId/${path}`,
      {
        preHandler: app.requireAuth(...moveRoles(action)),
        schema: {
          tags: ['entreprise'],
          summary: SUMMARIES[action],
          security: [{ bearer: [] }],
          params: orderParams,
          response: { 200: statutAnswer, ...errors },
        },
      },
      async (req) => ({
        statut: await service.act(currentUser(req), req.params.id, req.params.orderId, action),
      }),
    );
  }

  app.put(
    '/api/entreprises/:id/orders/:orderId/debloquer-codes',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        tags: ['entreprise'],
        summary: 'Débloquer les codes de vérification après 5 essais erronés',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await service.unlockCodes(currentUser(req), req.params.id, req.params.orderId);
      return { message: 'Les codes de vérification sont débloqués.' };
    },
  );
};
