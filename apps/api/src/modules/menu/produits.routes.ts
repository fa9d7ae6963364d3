import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { newProduitSchema, produitPatchSchema } from '@comoe/shared/schemas/menu';
import { idParam } from '@comoe/shared/validation';
import {
  changeById,
  createWith,
  deleteById,
  noContent,
  readById,
  signedInRoutes,
} from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProduitsService } from './produits.service.ts';

/** 'Gestion du Menu': the owner's products. Clients read the menu through the catalogue. */
export const produitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'menu', [400, 401, 403, 404, 409], ['ENTREPRISE']);
  const produits = createProduitsService(app);

  app.get(
    '/api/produits/entreprise/:entrepriseId',
    route(
      "Tous les produits de l'entreprise, disponibles ou non, dans l'ordre du menu",
      {
        params: z.object({ entrepriseId: idParam }),
        response: { 200: z.array(produitSchema) },
      },
      ['ENTREPRISE', 'ADMIN'],
    ),
    (req) => produits.listOfEntreprise(currentUser(req), req.params.entrepriseId),
  );

  app.get(
    '/api/produits/categorie/:id',
    route("Les produits d'une catégorie du menu", readById(z.array(produitSchema)), ['ENTREPRISE', 'ADMIN']),
    (req) => produits.listOfCategorie(currentUser(req), req.params.id),
  );

  app.post(
    '/api/produits',
    route('Ajouter un produit (prix en FCFA entiers)', createWith(newProduitSchema, produitSchema)),
    async (req, reply) => reply.status(201).send(await produits.create(currentUser(req), req.body)),
  );

  app.put(
    '/api/produits/:id',
    route(
      'Modifier un produit (les champs fournis seulement, par exemple `disponible`)',
      changeById(produitPatchSchema, produitSchema),
    ),
    (req) => produits.update(currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/produits/:id',
    route('Supprimer un produit (409 tant qu’une commande en cours le contient)', deleteById),
    noContent((req) => produits.remove(currentUser(req), req.params.id)),
  );
};
