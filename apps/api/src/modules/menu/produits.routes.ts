import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { newProduitSchema, produitPatchSchema } from '@comoe/shared/schemas/menu';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProduitsService } from './produits.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const doc = signedInDocs('menu');
const params = z.object({ id: idParam });

/** 'Gestion du Menu': the owner's products. Clients read the menu through the catalogue. */
export const produitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const produits = createProduitsService(app);
  const ownerOnly = app.requireAuth('ENTREPRISE');
  const ownerOrAdmin = app.requireAuth('ENTREPRISE', 'ADMIN');

  app.get(
    '/api/produits/entreprise/:entrepriseId',
    {
      preHandler: ownerOrAdmin,
      schema: {
        ...doc("Tous les produits de l'entreprise, disponibles ou non, dans l'ordre du menu"),
        params: z.object({ entrepriseId: idParam }),
        response: { 200: z.array(produitSchema), ...errors },
      },
    },
    (req) => produits.listOfEntreprise(currentUser(req), req.params.entrepriseId),
  );

  app.get(
    '/api/produits/categorie/:id',
    {
      preHandler: ownerOrAdmin,
      schema: {
        ...doc("Les produits d'une catégorie du menu"),
        params,
        response: { 200: z.array(produitSchema), ...errors },
      },
    },
    (req) => produits.listOfCategorie(currentUser(req), req.params.id),
  );

  app.post(
    '/api/produits',
    {
      preHandler: ownerOnly,
      schema: {
        ...doc('Ajouter un produit (prix en FCFA entiers)'),
        body: newProduitSchema,
        response: { 201: produitSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await produits.create(currentUser(req), req.body)),
  );

  app.put(
    '/api/produits/:id',
    {
      preHandler: ownerOnly,
      schema: {
        ...doc('Modifier un produit (les champs fournis seulement, par exemple `disponible`)'),
        params,
        body: produitPatchSchema,
        response: { 200: produitSchema, ...errors },
      },
    },
    (req) => produits.update(currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/produits/:id',
    {
      preHandler: ownerOnly,
      schema: {
        ...doc('Supprimer un produit (409 tant qu’une commande en cours le contient)'),
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await produits.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
