import { moveRoles } from '@comoe/shared/commandes/machine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import {
  avisSchema,
  businessOrderSchema,
  checkoutSchema,
  clientOrderSchema,
  devisPanierQuerySchema,
  devisPanierSchema,
  devisQuerySchema,
  devisSchema,
  missionSchema,
} from '@comoe/shared/schemas/commandes';
import { idempotencyKeySchema } from '@comoe/shared/validation';
import { signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createClientOrdersService } from './client-orders.service.ts';

const orderParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });

export const commandesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'commandes', [400, 401, 403, 404, 409, 422], ['CLIENT']);
  const checkout = createCheckoutService(app);
  const orders = createClientOrdersService(app);

  app.get(
    '/api/commandes/devis',
    route('Frais de livraison annoncés avant de commander', {
      querystring: devisQuerySchema,
      response: { 200: devisSchema },
    }),
    (req) => checkout.quote(req.query.entrepriseId, req.query),
  );

  app.post(
    '/api/commandes/devis',
    route('Le panier chiffré par le serveur (options comprises) et les frais de livraison', {
      body: devisPanierQuerySchema,
      response: { 200: devisPanierSchema },
    }),
    (req) => checkout.quoteCart(req.body),
  );

  app.post(
    '/api/commandes',
    {
      ...route('Passer une commande (un nouvel essai avec la même Idempotency-Key rend la même commande)', {
        headers: z.object({
          'idempotency-key': idempotencyKeySchema.optional(),
        }),
        body: checkoutSchema,
        response: { 201: clientOrderSchema },
      }),
      // The key is kept with the order, in its transaction, beside the cart it stands for (another
      // cart under the same key is refused): the checkout honours it itself (plugins/idempotency.ts).
      config: { idempotency: 'route' },
    },
    async (req, reply) => {
      const { order, replayed } = await checkout.placeOrder(
        currentUser(req),
        req.body,
        req.headers['idempotency-key'] ?? null,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/api/commandes/client',
    route('Les commandes du client connecté, les plus récentes d’abord', {
      response: { 200: z.array(clientOrderSchema) },
    }),
    (req) => orders.listForClient(currentUser(req)),
  );

  app.get(
    '/api/commandes/:id',
    route(
      'Une commande, vue par son client, son entreprise, son livreur ou un administrateur',
      {
        params: orderParams,
        response: { 200: z.union([clientOrderSchema, businessOrderSchema, missionSchema]) },
      },
      // Any signed-in role: the service answers only the order's own parties and the admins.
      [],
    ),
    (req) => orders.getForUser(currentUser(req), req.params.id),
  );

  app.post(
    '/api/commandes/:id/annuler',
    route(
      "Annuler sa commande tant que l'entreprise ne l'a pas acceptée",
      { params: orderParams, response: { 200: z.object({ statut: z.literal('ANNULEE') }) } },
      moveRoles('annulerClient'),
    ),
    async (req) => ({ statut: (await orders.cancelByClient(currentUser(req), req.params.id)) as 'ANNULEE' }),
  );

  app.post(
    '/api/commandes/:id/avis',
    route(
      'Noter une commande livrée (1 à 5) avec un commentaire, et son livreur (noteLivreur, 1 à 5, facultatif)',
      { params: orderParams, body: avisSchema, response: { 201: clientOrderSchema } },
    ),
    async (req, reply) =>
      reply.status(201).send(await orders.rate(currentUser(req), req.params.id, req.body)),
  );
};
