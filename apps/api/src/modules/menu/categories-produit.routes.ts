import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorieProduitSchema,
  newCategorieProduitSchema,
  renameCategorieProduitSchema,
} from '@comoe/shared/schemas/menu';
import { idParam } from '@comoe/shared/validation';
import { changeById, createWith, deleteById, noContent, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createCategoriesProduitService } from './categories-produit.service.ts';

/** 'Gestion des Catégories': the owner's menu sections, keyed by the owner's user id as in the spec. */
export const categoriesProduitRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'menu', [400, 401, 403, 404, 409], ['ENTREPRISE']);
  const categories = createCategoriesProduitService(app);

  app.get(
    '/api/categoriesProduit/entreprise/:utilisateurId',
    route(
      'Les catégories du menu d’un propriétaire, dans leur ordre, avec leur nombre de produits',
      {
        params: z.object({ utilisateurId: idParam }),
        response: { 200: z.array(categorieProduitSchema) },
      },
      ['ENTREPRISE', 'ADMIN'],
    ),
    (req) => categories.list(currentUser(req), req.params.utilisateurId),
  );

  app.post(
    '/api/categoriesProduit',
    route(
      'Ajouter une catégorie au menu (à la fin)',
      createWith(newCategorieProduitSchema, categorieProduitSchema),
    ),
    async (req, reply) => reply.status(201).send(await categories.create(currentUser(req), req.body)),
  );

  app.put(
    '/api/categoriesProduit/:id',
    route('Renommer une catégorie du menu', changeById(renameCategorieProduitSchema, categorieProduitSchema)),
    (req) => categories.rename(currentUser(req), req.params.id, req.body.nom),
  );

  app.delete(
    '/api/categoriesProduit/:id',
    route('Supprimer une catégorie vide (409 tant qu’elle contient des produits)', deleteById),
    noContent((req) => categories.remove(currentUser(req), req.params.id)),
  );
};
