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
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createClientOrdersService } from './client-orders.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const doc = signedInDocs('commandes');
const orderParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });

export const commandesRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = createCheckoutService(app);
  const orders = createClientOrdersService(app);

  app.get(
    '/api/commandes/devis',
    {
      onRequest: app.requireAuth('CLIENT'),
      schema: {
        ...doc('Frais de livraison annoncés avant de commander'),
        querystring: devisQuerySchema,
        response: { 200: devisSchema, ...errors },
      },
    },
    (req) => checkout.quote(req.query.entrepriseId, req.query),
  );

  app.post(
    '/api/commandes/devis',
    {
      onRequest: app.requireAuth('CLIENT'),
      schema: {
        ...doc('Le panier chiffré par le serveur (options comprises) et les frais de livraison'),
        body: devisPanierQuerySchema,
        response: { 200: devisPanierSchema, ...errors },
      },
    },
    (req) => checkout.quoteCart(req.body),
  );

  app.post(
    '/api/commandes',
    {
      onRequest: app.requireAuth('CLIENT'),
      // The key is kept with the order, in its transaction, beside the cart it stands for (another
      // cart under the same key is refused): the checkout honours it itself (plugins/idempotency.ts).
      config: { idempotency: 'route' },
      schema: {
        ...doc('Passer une commande (un nouvel essai avec la même Idempotency-Key rend la même commande)'),
        headers: z.object({
          'idempotency-key': idempotencyKeySchema.optional(),
        }),
        body: checkoutSchema,
        response: { 201: clientOrderSchema, ...errors },
      },
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
    {
      onRequest: app.requireAuth('CLIENT'),
      schema: {
        ...doc('Les commandes du client connecté, les plus récentes d’abord'),
        response: { 200: z.array(clientOrderSchema), ...errors },
      },
    },
    (req) => orders.listForClient(currentUser(req)),
  );

  app.get(
    '/api/commandes/:id',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc('Une commande, vue par son client, son entreprise, son livreur ou un administrateur'),
        params: orderParams,
        response: { 200: z.union([clientOrderSchema, businessOrderSchema, missionSchema]), ...errors },
      },
    },
    (req) => orders.getForUser(currentUser(req), req.params.id),
  );

  app.post(
    '/api/commandes/:id/annuler',
    {
      onRequest: app.requireAuth(...moveRoles('annulerClient')),
      schema: {
        ...doc("Annuler sa commande tant que l'entreprise ne l'a pas acceptée"),
        params: orderParams,
        response: { 200: z.object({ statut: z.literal('ANNULEE') }), ...errors },
      },
    },
    async (req) => ({ statut: (await orders.cancelByClient(currentUser(req), req.params.id)) as 'ANNULEE' }),
  );

  app.post(
    '/api/commandes/:id/avis',
    {
      onRequest: app.requireAuth('CLIENT'),
      schema: {
        ...doc(
          'Noter une commande livrée (1 à 5) avec un commentaire, et son livreur (noteLivreur, 1 à 5, facultatif)',
        ),
        params: orderParams,
        body: avisSchema,
        response: { 201: clientOrderSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await orders.rate(currentUser(req), req.params.id, req.body)),
  );
};
