import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { categorieProduitSchema } from '@comoe/shared/schemas/menu';
import {
  disponibiliteProduitsSchema,
  disponibiliteResultSchema,
  ordreCategoriesSchema,
  ordreProduitsSchema,
} from '@comoe/shared/schemas/menu-order';
import { changeById, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createMenuOrderService } from './menu-order.service.ts';

/** The menu's order and bulk availability (issue 21 §3); clients' menus follow at once. */
export const menuOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'menu', [400, 401, 403, 404], ['ENTREPRISE']);
  const service = createMenuOrderService(app);

  app.put(
    '/api/entreprises/:id/categories-produit/ordre',
    route(
      'Réordonner les catégories du menu (toutes, chacune une fois)',
      changeById(ordreCategoriesSchema, z.array(categorieProduitSchema)),
    ),
    (req) => service.orderCategories(currentUser(req), req.params.id, req.body.ids),
  );

  app.put(
    '/api/entreprises/:id/produits/ordre',
    route(
      "Réordonner les produits d'une catégorie (tous, chacun une fois)",
      changeById(ordreProduitsSchema, z.array(produitSchema)),
    ),
    (req) => service.orderProduits(currentUser(req), req.params.id, req.body.categorieId, req.body.ids),
  );

  app.put(
    '/api/entreprises/:id/produits/disponibilite',
    route(
      'Rendre plusieurs produits disponibles ou indisponibles en une fois',
      changeById(disponibiliteProduitsSchema, disponibiliteResultSchema),
    ),
    (req) => service.setDisponible(currentUser(req), req.params.id, req.body.ids, req.body.disponible),
  );
};
