import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { BUSINESS_MOVE_PATHS, isBodyMove, type BusinessMove } from '@comoe/shared/commandes/business-moves';
import { moveRoles, ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { businessOrderDetailSchema } from '@comoe/shared/schemas/entreprise-reports';
import { messageSchema } from '@comoe/shared/schemas/common';
import {
  acceptOrderAnswerSchema,
  acceptOrderSchema,
  refuseOrderSchema,
} from '@comoe/shared/schemas/order-decisions';
import {
  cancelOrderSchema,
  delayOrderAnswerSchema,
  delayOrderSchema,
  SANS_MOTIF,
} from '@comoe/shared/schemas/order-owner-reasons';
import { businessOrderSchema, businessOrdersQuerySchema, pageSchema } from '@comoe/shared/schemas/commandes';
import { idParam } from '@comoe/shared/validation';
import { ROUTE_TEXT, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createEntrepriseOrdersService } from './entreprise-orders.service.ts';

const orderParams = z.object({ id: idParam, orderId: z.uuid({ error: MSG.orderNotFound }) });
const statutAnswer = z.object({ statut: z.enum(ORDER_STATUSES) });

const SUMMARIES: Record<BusinessMove, string> = {
  accepter: 'Accepter la commande (elle attend ensuite un livreur)',
  refuser: 'Refuser une commande en attente',
  marquerPrete: 'Marquer la commande comme prête',
  annuler: `${ORDER_MACHINE.annuler.label} (entreprise ou administrateur)`,
  repousserDelai: 'Repousser l’heure où la commande sera prête',
};

export const entrepriseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404, 409], ['ENTREPRISE', 'ADMIN']);
  const service = createEntrepriseOrdersService(app);

  app.get(
    '/api/entreprises/:id/orders',
    route("Les commandes de l'entreprise, filtrées et paginées (avec le code entreprise)", {
      params: z.object({ id: idParam }),
      querystring: businessOrdersQuerySchema,
      response: { 200: pageSchema(businessOrderSchema) },
    }),
    (req) => service.list(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/orders/:orderId',
    route('Une commande de l’entreprise avec son historique (chaque changement de statut, qui, quand)', {
      params: orderParams,
      response: { 200: businessOrderDetailSchema },
    }),
    (req) => service.detail(currentUser(req), req.params.id, req.params.orderId),
  );

  app.put(
    `/api/entreprises/:id/orders/:orderId/${BUSINESS_MOVE_PATHS.accepter}`,
    route(
      `${SUMMARIES.accepter}, avec le temps de préparation (1 à 180 min ; sans corps, le temps habituel de l’entreprise) : le client et le livreur lisent l’heure où elle sera prête`,
      { params: orderParams, body: acceptOrderSchema, response: { 200: acceptOrderAnswerSchema } },
      moveRoles('accepter'),
    ),
    (req) => service.accept(currentUser(req), req.params.id, req.params.orderId, req.body),
  );

  app.put(
    `/api/entreprises/:id/orders/:orderId/${BUSINESS_MOVE_PATHS.refuser}`,
    route(
      `${SUMMARIES.refuser}, avec le motif que le client lit ; les produits nommés deviennent indisponibles`,
      { params: orderParams, body: refuseOrderSchema, response: { 200: statutAnswer } },
      moveRoles('refuser'),
    ),
    async (req) => ({
      statut: await service.refuse(currentUser(req), req.params.id, req.params.orderId, req.body),
    }),
  );

  app.put(
    `/api/entreprises/:id/orders/:orderId/${BUSINESS_MOVE_PATHS.annuler}`,
    route(
      `${SUMMARIES.annuler}, avec le motif que le client et le livreur lisent (sans corps : « ${SANS_MOTIF} »)`,
      { params: orderParams, body: cancelOrderSchema, response: { 200: statutAnswer } },
      moveRoles('annuler'),
    ),
    async (req) => ({
      statut: await service.cancel(currentUser(req), req.params.id, req.params.orderId, req.body),
    }),
  );

  app.put(
    `/api/entreprises/:id/orders/:orderId/${BUSINESS_MOVE_PATHS.repousserDelai}`,
    route(
      `${SUMMARIES.repousserDelai} : nouveau temps de préparation à partir de maintenant (1 à 180 min), lu par le client et le livreur`,
      { params: orderParams, body: delayOrderSchema, response: { 200: delayOrderAnswerSchema } },
      moveRoles('repousserDelai'),
    ),
    (req) => service.delay(currentUser(req), req.params.id, req.params.orderId, req.body),
  );

  for (const [action, path] of Object.entries(BUSINESS_MOVE_PATHS) as Array<[BusinessMove, string]>) {
    if (isBodyMove(action)) continue;
    app.put(
      `/api/entreprises/:id/orders/:orderId/${path}`,
      route(
        SUMMARIES[action],
        {
          params: orderParams,
          response: { 200: statutAnswer },
        },
        moveRoles(action),
      ),
      async (req) => ({
        statut: await service.act(currentUser(req), req.params.id, req.params.orderId, action),
      }),
    );
  }

  app.put(
    '/api/entreprises/:id/orders/:orderId/debloquer-codes',
    route(ROUTE_TEXT.unlockCodes, {
      params: orderParams,
      response: { 200: messageSchema },
    }),
    async (req) => {
      await service.unlockCodes(currentUser(req), req.params.id, req.params.orderId);
      return { message: MSG.codesUnlocked };
    },
  );
};
